// The header's user menu. Signed out: a Sign In
// button to /auth. Signed in: avatar (two initials of the email local part), Profile, Quiz Center,
// Admin Dashboard (admins and editors), Sign Out. The dropdown itself (account-menu.tsx) is loaded
// only for signed-in members, so anonymous readers never download it; until it arrives the same
// avatar button stands in, and a click on it opens the menu as soon as the code is there.
import { lazy, Suspense } from 'react'
import type { SessionUser } from '#app/features/accounts/session.server'
import {
  AvatarFace,
  avatarMenuLabel,
  avatarTriggerClass,
  requestOpenOnLoad,
} from './account-avatar'
import { SignInButton } from './sign-in-button'

const AccountMenu = lazy(() => import('./account-menu'))

export function UserMenu({
  user,
  role,
}: {
  user: SessionUser | null
  role: 'user' | 'editor' | 'admin' | null
}) {
  if (!user)
    return (
      <SignInButton className="inline-flex h-10 items-center rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-sand-900" />
    )
  const standIn = (
    <button
      type="button"
      className={avatarTriggerClass}
      aria-label={avatarMenuLabel(user)}
      aria-haspopup="menu"
      onClick={requestOpenOnLoad}
    >
      <AvatarFace user={user} />
    </button>
  )
  return (
    <Suspense fallback={standIn}>
      <AccountMenu user={user} role={role} />
    </Suspense>
  )
}
