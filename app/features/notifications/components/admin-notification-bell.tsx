import { useState } from 'react'
import { Link } from 'react-router'
import { Popover } from 'radix-ui'
import { Dialog } from '#app/components/ui/dialog'
import { AlertTriangle, Bell, BellOff, CheckCircle2, Info, X, XCircle } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import {
  NOTIFICATION_CATEGORIES,
  filterByCategory,
  unreadBadge,
  type CategoryFilter,
  type Notification,
} from '#app/features/notifications/notifications'
import { relativeTime } from '#app/components/admin/local-time'
import type { AdminNotifications } from './use-admin-notifications'

const ICONS = {
  success: { icon: CheckCircle2, className: 'text-emerald-700' },
  error: { icon: XCircle, className: 'text-red-700' },
  warning: { icon: AlertTriangle, className: 'text-amber-700' },
  info: { icon: Info, className: 'text-sky-700' },
} as const

const FILTER_LABELS: Record<CategoryFilter, string> = {
  all: 'All',
  content: 'Content',
  system: 'System',
  user: 'User',
  security: 'Security',
}

function EmptyNotifications({ filtered }: { filtered: boolean }) {
  return (
    <div className="px-6 py-10 text-center">
      <BellOff aria-hidden className="mx-auto size-8 text-sand-500" />
      <p className="mt-3 font-semibold text-ink">No notifications</p>
      <p className="mt-1 text-sm text-sand-800">
        {filtered ? 'Nothing in this category.' : "You're all caught up."}
      </p>
    </div>
  )
}

function NotificationItem({
  n,
  onRead,
  onRemove,
}: {
  n: Notification
  onRead: () => void
  onRemove: () => void
}) {
  const { icon: Icon, className } = ICONS[n.type]
  return (
    <li className={cn('flex gap-3 px-4 py-3', !n.isRead && 'bg-sand-100/70')}>
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', className)} />
      <div className="min-w-0 flex-1">
        <button type="button" onClick={onRead} className="block w-full text-left">
          {/* named by its visible text (WCAG 2.5.3), the unread state added for screen readers */}
          <span className="flex items-center gap-2 text-sm font-semibold text-ink">
            {n.title}
            {n.isRead ? null : <span aria-hidden className="size-2 rounded-full bg-clay-600" />}
          </span>{' '}
          <span className="mt-0.5 block text-sm break-words text-sand-900">{n.message}</span>
          {n.isRead ? null : <span className="sr-only"> (unread, mark as read)</span>}
        </button>
        <span className="mt-1 flex items-center gap-3 text-xs text-sand-800">
          <time dateTime={n.timestamp}>{relativeTime(n.timestamp)}</time>
          {n.metadata.link ? (
            <Link
              to={n.metadata.link}
              onClick={onRead}
              className="font-semibold text-clay-700 underline"
            >
              Open
            </Link>
          ) : null}
        </span>
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="self-start rounded-full p-1 text-sand-800 hover:bg-sand-200"
        aria-label={`Remove notification ${n.title}`}
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  )
}

/** The list shared by the bell's popover and the mobile Alerts sheet. */
function NotificationPanel({ notifications }: { notifications: AdminNotifications }) {
  const [filter, setFilter] = useState<CategoryFilter>('all')
  const shown = filterByCategory(notifications.list, filter)
  const hasUnread = notifications.list.some((n) => !n.isRead)
  return (
    <div className="flex max-h-[70dvh] flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-sand-200 px-4 py-2">
        <button
          type="button"
          onClick={notifications.markAllRead}
          disabled={!hasUnread}
          className="rounded-full px-2 py-1 text-sm font-semibold text-clay-700 hover:bg-sand-100 disabled:text-sand-700"
        >
          Mark all read
        </button>
        <button
          type="button"
          onClick={notifications.clear}
          disabled={!notifications.list.length}
          className="rounded-full px-2 py-1 text-sm font-semibold text-sand-900 hover:bg-sand-100 disabled:text-sand-700"
        >
          Clear all
        </button>
      </div>
      <div
        role="group"
        aria-label="Filter by category"
        className="flex gap-1 overflow-x-auto border-b border-sand-200 px-3 py-2"
      >
        {NOTIFICATION_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={filter === c}
            onClick={() => setFilter(c)}
            className={cn(
              'rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap',
              filter === c ? 'bg-ink text-white' : 'bg-sand-100 text-sand-900 hover:bg-sand-200',
            )}
          >
            {FILTER_LABELS[c]}
          </button>
        ))}
      </div>
      {shown.length ? (
        <ul aria-label="Notifications" className="divide-y divide-sand-200 overflow-y-auto">
          {shown.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              onRead={() => notifications.markRead(n.id)}
              onRemove={() => notifications.remove(n.id)}
            />
          ))}
        </ul>
      ) : (
        <EmptyNotifications filtered={filter !== 'all'} />
      )}
    </div>
  )
}

export function NotificationBell({ notifications }: { notifications: AdminNotifications }) {
  const badge = unreadBadge(notifications.list)
  return (
    <Popover.Root>
      <Popover.Trigger
        className="relative rounded-full p-2 text-sand-900 hover:bg-sand-100"
        aria-label={`Notifications, ${badge ? `${badge} unread` : 'none unread'}`}
      >
        <Bell aria-hidden className="size-5" />
        {badge ? (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-clay-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 w-96 max-w-[calc(100vw-1rem)] rounded-2xl bg-white shadow-xl ring-1 ring-sand-200"
        >
          <div className="border-b border-sand-200 px-4 py-3 font-semibold">Notifications</div>
          <NotificationPanel notifications={notifications} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/** The Alerts tab of the mobile tab bar opens the same panel as a sheet. */
export function NotificationsSheet({
  open,
  onOpenChange,
  notifications,
}: {
  open: boolean
  onOpenChange: (v: boolean) => void
  notifications: AdminNotifications
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl">
        <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
          <Dialog.Title className="font-display text-xl font-semibold">Notifications</Dialog.Title>
          <Dialog.Close className="rounded-full p-2 hover:bg-sand-100" aria-label="Close">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">Recent admin notifications</Dialog.Description>
        <NotificationPanel notifications={notifications} />
      </Dialog.Content>
    </Dialog.Root>
  )
}
