import { Dialog, Popover } from 'radix-ui'
import { Bell, BellOff, X } from 'lucide-react'

// The bell's slot in the shell. Realtime notifications (audit events, system alerts) arrive in a
// later issue; until then it tells the truth: there is nothing to show.
function EmptyNotifications() {
  return (
    <div className="px-6 py-10 text-center">
      <BellOff aria-hidden className="mx-auto size-8 text-sand-500" />
      <p className="mt-3 font-semibold text-ink">No notifications</p>
      <p className="mt-1 text-sm text-sand-800">You're all caught up.</p>
    </div>
  )
}

export function NotificationBell() {
  return (
    <Popover.Root>
      <Popover.Trigger className="relative rounded-full p-2 text-sand-900 hover:bg-sand-100" aria-label="Notifications, none unread">
        <Bell aria-hidden className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-80 rounded-2xl bg-white shadow-xl ring-1 ring-sand-200">
          <div className="border-b border-sand-200 px-4 py-3 font-semibold">Notifications</div>
          <EmptyNotifications />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/** The Alerts tab of the mobile tab bar opens the same panel as a sheet. */
export function NotificationsSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (v: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-3xl bg-white pb-[env(safe-area-inset-bottom)] shadow-2xl">
          <div className="flex items-center justify-between border-b border-sand-200 px-5 py-4">
            <Dialog.Title className="font-display text-xl font-semibold">Notifications</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-sand-100" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Recent admin notifications</Dialog.Description>
          <EmptyNotifications />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
