import { Link, useLocation } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { useOpenerFocus } from '#app/components/ui/dialog-focus'
import { Bell, FileText, LayoutDashboard, Plus, Search, X } from 'lucide-react'
import { SITE } from '#app/utils/site'
import { cn } from '#app/components/ui/cn'
import { SidebarNav } from './sidebar-nav'
import { useAdminShell } from './shell-context'

/** The 18rem navigation drawer of the mobile header. */
export function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (v: boolean) => void
}) {
  const { role, counts } = useAdminShell()
  // opened by the header's menu button (no Radix Trigger): focus goes back to it on close
  const focus = useOpenerFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        onOpenAutoFocus={focus.remember}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        className="fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[85vw] flex-col bg-sand-100 shadow-2xl"
      >
        <div className="flex h-14 items-center justify-between border-b border-sand-200 px-4">
          <Dialog.Title className="font-display text-lg font-semibold">{SITE.name}</Dialog.Title>
          <Dialog.Close className="rounded-full p-2 hover:bg-sand-200" aria-label="Close menu">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">Admin navigation</Dialog.Description>
        <div className="flex-1 overflow-y-auto p-3">
          <SidebarNav role={role} counts={counts} onNavigate={() => onOpenChange(false)} />
        </div>
        <div className="border-t border-sand-200 p-3">
          <a
            href="/"
            className="block rounded-lg px-2.5 py-2 text-sm font-medium text-sand-900 hover:bg-sand-200"
          >
            View site
          </a>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

const tabClass =
  'flex flex-1 flex-col items-center justify-center gap-0.5 py-2 text-[11px] font-semibold'

/**
 * docs/product.md#admin-shell bottom tab bar on mobile: Dashboard, Search, Create, Content, Alerts.
 */
export function BottomTabBar() {
  const { pathname } = useLocation()
  const { openPalette, openCreate, openAlerts } = useAdminShell()
  const onDashboard = pathname === '/admin'
  const onContent = /^\/admin\/(content|articles)(\/|$)/.test(pathname)
  return (
    <nav
      aria-label="Admin quick actions"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex">
        <li className="flex flex-1">
          <Link
            to="/admin"
            aria-current={onDashboard ? 'page' : undefined}
            className={cn(tabClass, onDashboard ? 'text-clay-700' : 'text-sand-800')}
          >
            <LayoutDashboard aria-hidden className="size-5" /> Dashboard
          </Link>
        </li>
        <li className="flex flex-1">
          <button type="button" onClick={openPalette} className={cn(tabClass, 'text-sand-800')}>
            <Search aria-hidden className="size-5" /> Search
          </button>
        </li>
        <li className="flex flex-1">
          <button type="button" onClick={openCreate} className={cn(tabClass, 'text-sand-800')}>
            <span className="-mt-5 flex size-11 items-center justify-center rounded-full bg-ink text-white shadow-lg ring-4 ring-white">
              <Plus aria-hidden className="size-5" />
            </span>
            Create
          </button>
        </li>
        <li className="flex flex-1">
          <Link
            to="/admin/content"
            aria-current={onContent ? 'page' : undefined}
            className={cn(tabClass, onContent ? 'text-clay-700' : 'text-sand-800')}
          >
            <FileText aria-hidden className="size-5" /> Content
          </Link>
        </li>
        <li className="flex flex-1">
          <button type="button" onClick={openAlerts} className={cn(tabClass, 'text-sand-800')}>
            <Bell aria-hidden className="size-5" /> Alerts
          </button>
        </li>
      </ul>
    </nav>
  )
}
