// One link of the site's main navigation, shared by the header and the mobile menu (its own module
// so the menu does not import the header that imports it).
export type NavItem = { to: string; label: string; hubId?: string }
