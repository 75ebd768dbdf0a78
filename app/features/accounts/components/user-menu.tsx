// CONTRACT (owned by the accounts work, issue 3): the header's user menu. Signed out: a Sign In
// button to /auth. Signed in: avatar (two initials of the email local part), Profile, Quiz Center,
// Admin Dashboard (admins and editors), Sign Out.
import { Link, useFetcher } from 'react-router'
import { DropdownMenu } from 'radix-ui'
import { Bookmark, LayoutDashboard, LogOut, Trophy, UserRound } from 'lucide-react'
import type { SessionUser } from '#app/features/accounts/session.server'
import { SignInButton } from './sign-in-button'

/** SPEC section 2: the first two letters of the email's local part. */
export function initialsFromEmail(email: string) {
  const local = email.split('@')[0] ?? ''
  return (local.replace(/[^A-Za-z0-9]/g, '').slice(0, 2) || local.slice(0, 2) || '?').toUpperCase()
}

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-ink outline-none data-[highlighted]:bg-sand-100'

export function UserMenu({ user, role }: { user: SessionUser | null; role: 'user' | 'editor' | 'admin' | null }) {
  const fetcher = useFetcher()
  if (!user)
    return <SignInButton className="inline-flex h-10 items-center rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-sand-900" />
  const name = user.displayName || user.name
  const signOut = () => {
    fetcher.submit({ intent: 'sign-out' }, { method: 'post', action: '/auth' })
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="grid size-10 place-items-center overflow-hidden rounded-full bg-clay-700 text-sm font-bold text-white ring-2 ring-white hover:ring-sand-300 focus-visible:ring-clay-600 focus-visible:outline-none"
        aria-label={`Account menu for ${name}`}
      >
        {user.image ? <img src={user.image} alt="" width={40} height={40} className="size-10 object-cover" /> : initialsFromEmail(user.email)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-2xl bg-white p-1.5 shadow-xl ring-1 ring-sand-200">
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
