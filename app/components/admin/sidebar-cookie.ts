// The admin sidebar's open/closed state (kept in a cookie for 7 days, docs/product.md#admin-shell).
// Browser-safe: the client writes it, the layout loader reads it so the first paint already has the
// right width.
export const SIDEBAR_COOKIE = 'admin_sidebar'
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7

export function readSidebarCollapsed(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false
  const match = cookieHeader.split(/;\s*/).find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`))
  return match?.slice(SIDEBAR_COOKIE.length + 1) === 'collapsed'
}

export function writeSidebarCookie(collapsed: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${collapsed ? 'collapsed' : 'expanded'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`
}
