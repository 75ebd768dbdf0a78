import { Link, NavLink } from 'react-router'
import { cn } from '#app/components/ui/cn'
import { UserMenu } from '#app/features/accounts/components/user-menu'
import type { SessionUser } from '#app/features/accounts/session.server'
import type { InterfaceText } from '#app/features/cms/interface-text.server'
import { MemberBell } from '#app/features/notifications/components/member-bell'
import { SearchDialog } from '#app/features/search/components/search-dialog'
import { HUBS } from '#app/utils/site'
import { BrandMark } from '#app/components/site/brand-mark'
import { MobileMenu } from './mobile-menu'
import type { NavItem } from './site-nav'

export function mainNavItems(nav: InterfaceText['nav']): NavItem[] {
  return [
    ...HUBS.map((h) => ({ to: `/hub/${h.id}`, label: h.title, hubId: h.id })),
    { to: '/products', label: nav.products },
    { to: '/community', label: nav.community },
    { to: '/quiz-center', label: nav.quizCenter },
  ]
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    // seven links share the row from 1024 px: tighter padding until xl, never a wrapped label
    'relative rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap transition-colors hover:bg-sand-100 hover:text-ink xl:px-3',
    isActive
      ? 'text-ink after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-clay-600 xl:after:inset-x-3'
      : 'text-sand-800',
  )

export function SiteHeader({
  nav,
  user,
  role,
  unreadNotices = null,
}: {
  nav: InterfaceText['nav']
  user: SessionUser | null
  role: 'user' | 'editor' | 'admin' | null
  /** signed in: her unread notifications (the bell); null for anonymous readers */
  unreadNotices?: number | null
}) {
  const items = mainNavItems(nav)
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-sand-200 bg-sand-50/90 backdrop-blur-md">
      <div className="page-container flex h-16 items-center gap-3">
        {/* named by its visible text alone (WCAG 2.5.3); the monogram is decoration */}
        <Link to="/" className="flex items-center gap-2.5 rounded-full pr-2">
          <BrandMark />
          <span className="font-display text-lg font-semibold tracking-tight whitespace-nowrap text-ink md:text-xl">
            {nav.brand}
          </span>
        </Link>
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} prefetch="intent" className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          <SearchDialog />
          {user && unreadNotices !== null ? <MemberBell unread={unreadNotices} /> : null}
          <div className="hidden sm:block">
            <UserMenu user={user} role={role} />
          </div>
          <MobileMenu items={items} nav={nav} signedIn={Boolean(user)} />
        </div>
      </div>
    </header>
  )
}
