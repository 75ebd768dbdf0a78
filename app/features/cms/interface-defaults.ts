// Built-in fallback wording for the editable interface texts (page_content, page_slug 'interface',
// content_type 'json'). Each section key maps to an object of string fields (text, title, label,
// placeholder, buttonText ...). Browser-safe: the seed writes these rows, the site reads them through
// getInterfaceText() in interface-text.server.ts, which merges the published rows over these defaults.
export const INTERFACE_DEFAULTS = {
  hero: {
    eyebrow: 'For female athletes, by female athletes',
    title: 'Beyond the Game',
    subtitle:
      'Where 10,000+ female athletes discover fashion, beauty, branding, and life beyond sport',
    primaryButtonText: 'Shop Athlete Favorites',
    secondaryButtonText: 'Join Community',
  },
  mission: {
    title: 'Your Story Beyond the Game',
    text: 'You train like a pro and live a full life off the field. We cover all of it: the skincare that survives two-a-days, the fits that go from warm-ups to the interview, the NIL deal you want to get right, and the question of who you are when the season ends.',
  },
  nav: {
    brand: 'Beyond the Game',
    products: 'Products',
    community: 'Community',
    quizCenter: 'Quiz Center',
    search: 'Search',
    menu: 'Menu',
    closeMenu: 'Close menu',
    profile: 'My Profile',
    saved: 'Saved',
    skipToContent: 'Skip to content',
  },
  footer: {
    tagline:
      'The magazine and community for female athletes: style, beauty, NIL and life beyond sport.',
    exploreTitle: 'Explore',
    connectTitle: 'Connect',
    businessTitle: 'Business',
    contactEmail: 'hello@beyondthegame.example',
    location: 'Chicago, IL',
    // {year}: the current year (site-footer.tsx, copyrightLine)
    copyright: '© {year} Beyond the Game. All rights reserved.',
    backToTop: 'Back to top',
  },
  hubs: {
    title: 'Explore the Hubs',
    subtitle: 'Four hubs, one playbook for the life you are building beyond the scoreboard.',
    trendingLabel: 'Trending',
  },
  latest: {
    title: 'Latest Articles',
    subtitle: 'Fresh from the newsroom: stories, how-tos and honest reviews.',
    buttonText: 'Explore All Articles',
  },
  community: {
    title: 'Join the Community',
    subtitle: 'Share your story, get the newsletter, and meet athletes who get it.',
  },
  newsletter: {
    title: 'Get the Weekly Huddle',
    text: 'One email a week: new articles, athlete favourites and community stories. No spam, ever.',
    buttonText: 'Subscribe',
  },
} satisfies Record<string, Record<string, string>>

export const INTERFACE_PAGE_SLUG = 'interface'

export type InterfaceDefaults = typeof INTERFACE_DEFAULTS
export type InterfaceSectionKey = keyof InterfaceDefaults
export const INTERFACE_SECTION_KEYS = Object.keys(INTERFACE_DEFAULTS) as InterfaceSectionKey[]
