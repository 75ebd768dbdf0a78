import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ExternalLink, Keyboard, Menu, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { UserMenu } from '#app/features/accounts/components/user-menu'
import type { SessionUser } from '#app/features/accounts/session.server'
import type { BellSeed } from '#app/features/notifications/bell-seed'
import { writeSidebarCookie } from '#app/components/admin/sidebar-cookie'
import { SITE } from '#app/utils/site'
import type { AdminRole } from '#app/components/admin/admin-nav'
import { AdminBreadcrumbs } from '#app/components/admin/admin-breadcrumbs'
import { CommandPalette } from '#app/components/admin/command-palette'
import { CreateSheet } from '#app/components/admin/create-sheet'
import { BottomTabBar, MobileDrawer } from '#app/components/admin/mobile-nav'
import {
  NotificationBell,
  NotificationsSheet,
} from '#app/features/notifications/components/admin-notification-bell'
import { ShortcutsHelp, useAdminShortcuts } from '#app/components/admin/shortcuts'
import { useAdminNotifications } from '#app/features/notifications/components/use-admin-notifications'
import { SidebarNav } from '#app/components/admin/sidebar-nav'
import {
  AdminShellContext,
  type AdminShellState,
  type ShellCountsView,
} from '#app/components/admin/shell-context'
import { useSwipeNav } from '#app/components/admin/use-swipe-nav'

type Props = {
  user: SessionUser
  role: AdminRole
  counts: ShellCountsView
  bell: BellSeed
  initialCollapsed: boolean
  children: ReactNode
}

function Brand({ compact }: { compact?: boolean }) {
  return (
    <Link
      to="/admin"
      className="flex min-w-0 items-center gap-2 rounded-lg"
      // the visible name is the link's name; only the icon-only (compact) brand needs a label
      aria-label={compact ? `${SITE.name} admin` : undefined}
    >
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-ink font-display text-sm font-bold text-sand-100"
      >
        {SITE.shortName.slice(0, 1)}
      </span>
      {compact ? null : (
        <span className="truncate font-display text-base leading-tight font-semibold">
          {SITE.name}{' '}
          <span className="font-sans text-xs font-medium tracking-wider text-clay-700 uppercase">
            Admin
          </span>
        </span>
      )}
    </Link>
  )
}

function DesktopSidebar({
  collapsed,
  onToggle,
  role,
  counts,
}: {
  collapsed: boolean
  onToggle: () => void
  role: AdminRole
  counts: ShellCountsView
}) {
  const Toggle = collapsed ? PanelLeftOpen : PanelLeftClose
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-sand-200 bg-sand-100 transition-[width] duration-200 md:flex',
        collapsed ? 'w-12' : 'w-64',
      )}
    >
      <div
        className={cn(
          'flex h-14 items-center border-b border-sand-200',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <Brand compact={collapsed} />
      </div>
      <div className={cn('flex-1 overflow-y-auto', collapsed ? 'px-1.5 py-3' : 'p-3')}>
        <SidebarNav role={role} counts={counts} iconOnly={collapsed} />
      </div>
      <div
        className={cn('border-t border-sand-200', collapsed ? 'flex justify-center py-2' : 'p-2')}
      >
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar (Ctrl/Cmd+B)' : 'Collapse sidebar (Ctrl/Cmd+B)'}
          className={cn(
            'flex items-center gap-2 rounded-lg text-sm font-medium text-sand-900 hover:bg-sand-200',
            collapsed ? 'size-9 justify-center' : 'w-full px-2.5 py-2',
          )}
        >
          <Toggle aria-hidden className="size-[18px]" />
          {collapsed ? null : <span>Collapse</span>}
        </button>
      </div>
    </aside>
  )
}

/** The admin back office frame: sidebar, top bar, main area, mobile drawer and tab bar, dialogs. */
export function AdminShell({ user, role, counts, bell, initialCollapsed, children }: Props) {
  const [collapsed, setCollapsed] = useState(initialCollapsed)
  const [dialog, setDialog] = useState<null | 'palette' | 'create' | 'help' | 'alerts' | 'drawer'>(
    null,
  )
  const toggleSidebar = useCallback(() => {
    setCollapsed((c) => {
      writeSidebarCookie(!c)
      return !c
    })
  }, [])
  const openPalette = useCallback(() => setDialog('palette'), [])
  const openHelp = useCallback(() => setDialog('help'), [])
  const state = useMemo<AdminShellState>(
    () => ({
      role,
      counts,
      collapsed,
      toggleSidebar,
      openPalette,
      openHelp,
      openCreate: () => setDialog('create'),
      openAlerts: () => setDialog('alerts'),
    }),
    [role, counts, collapsed, toggleSidebar, openPalette, openHelp],
  )
  useAdminShortcuts(role, { toggleSidebar, openPalette, openHelp })
  const swipe = useSwipeNav()
  const notifications = useAdminNotifications(bell)
  const setOpen = (name: NonNullable<typeof dialog>) => (v: boolean) => setDialog(v ? name : null)

  return (
    <AdminShellContext.Provider value={state}>
      <div className="min-h-dvh bg-sand-50 text-ink">
        <a
          href="#admin-main"
          className="sr-only z-[60] rounded-lg bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <DesktopSidebar
          collapsed={collapsed}
          onToggle={toggleSidebar}
          role={role}
          counts={counts}
        />
        <div
          className={cn(
            'flex min-h-dvh flex-col transition-[padding] duration-200',
            collapsed ? 'md:pl-12' : 'md:pl-64',
          )}
        >
          <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-sand-200 bg-sand-50/90 px-3 backdrop-blur md:px-6">
            <button
              type="button"
              onClick={() => setDialog('drawer')}
              className="rounded-full p-2 hover:bg-sand-100 md:hidden"
              aria-label="Open menu"
            >
              <Menu aria-hidden className="size-5" />
            </button>
            <div className="md:hidden">
              <Brand compact />
            </div>
            <AdminBreadcrumbs className="hidden min-w-0 flex-1 md:block" />
            <div className="ml-auto flex items-center gap-1">
              <button
                type="button"
                onClick={openPalette}
                className="hidden items-center gap-2 rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm text-sand-800 hover:border-sand-400 md:flex"
              >
                <Search aria-hidden className="size-4" /> Search
                <kbd className="rounded border border-sand-300 px-1 text-[11px] font-semibold">
                  Ctrl K
                </kbd>
              </button>
              <button
                type="button"
                onClick={openHelp}
                className="hidden rounded-full p-2 text-sand-900 hover:bg-sand-100 md:block"
                aria-label="Keyboard shortcuts"
              >
                <Keyboard aria-hidden className="size-5" />
              </button>
              <a
                href="/"
                target="_blank"
                rel="noreferrer"
                className="hidden rounded-full p-2 text-sand-900 hover:bg-sand-100 lg:block"
                aria-label="View site (opens in a new tab)"
                title="View site"
              >
                <ExternalLink aria-hidden className="size-5" />
              </a>
              <NotificationBell notifications={notifications} />
              <UserMenu user={user} role={role} />
            </div>
          </header>
          <main
            id="admin-main"
            tabIndex={-1}
            className="flex-1 pb-24 focus:outline-none md:pb-10"
            {...swipe}
          >
            <AdminBreadcrumbs className="px-4 pt-3 md:hidden" />
            {children}
          </main>
        </div>
        <BottomTabBar />
        <MobileDrawer open={dialog === 'drawer'} onOpenChange={setOpen('drawer')} />
        <CommandPalette open={dialog === 'palette'} onOpenChange={setOpen('palette')} role={role} />
        <CreateSheet open={dialog === 'create'} onOpenChange={setOpen('create')} role={role} />
        <ShortcutsHelp open={dialog === 'help'} onOpenChange={setOpen('help')} role={role} />
        <NotificationsSheet
          open={dialog === 'alerts'}
          onOpenChange={setOpen('alerts')}
          notifications={notifications}
        />
      </div>
    </AdminShellContext.Provider>
  )
}
