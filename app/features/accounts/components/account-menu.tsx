// The signed-in account menu (Radix dropdown), loaded by user-menu.tsx only for signed-in members,
// so anonymous readers never download the menu and its positioning code.
import { useEffect, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { DropdownMenu } from 'radix-ui'
import { Bookmark, LayoutDashboard, LogOut, Trophy, UserRound } from 'lucide-react'
import type { SessionUser } from '#app/features/accounts/session.server'
import { AvatarFace, avatarMenuLabel, avatarTriggerClass, takeOpenRequest } from './account-avatar'

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-ink outline-none data-[highlighted]:bg-sand-100'

export default function AccountMenu({
  user,
  role,
}: {
  user: SessionUser
  role: 'user' | 'editor' | 'admin' | null
}) {
  const fetcher = useFetcher()
  const [open, setOpen] = useState(takeOpenRequest)
  // a click on the stand-in between this menu's first render and its mount (the stand-in is still
  // on the page until then) would be lost: it is read again once mounted
  useEffect(() => {
    if (takeOpenRequest()) setOpen(true)
  }, [])
  const name = user.displayName || user.name
  const signOut = () => {
    fetcher.submit({ intent: 'sign-out' }, { method: 'post', action: '/auth' })
  }
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={avatarTriggerClass} aria-label={avatarMenuLabel(user)}>
        <AvatarFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-sand-200"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-semibold text-ink">{name}</span>
            <span className="block truncate text-xs text-sand-800">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserRound aria-hidden className="size-4" /> Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/saved">
              <Bookmark aria-hidden className="size-4" /> Saved
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/quiz-center">
              <Trophy aria-hidden className="size-4" /> Quiz Center
            </Link>
          </DropdownMenu.Item>
          {role === 'admin' || role === 'editor' ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <LayoutDashboard aria-hidden className="size-4" /> Admin Dashboard
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-sand-200" />
          <DropdownMenu.Item className={itemClass} onSelect={signOut}>
            <LogOut aria-hidden className="size-4" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
