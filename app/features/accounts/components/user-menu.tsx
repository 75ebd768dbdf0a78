// CONTRACT (owned by the accounts work, issue 3): the header's user menu. Signed out: a Sign In
// button to /auth. Signed in: avatar (two initials of the email local part), Profile, Quiz Center,
// Admin Dashboard (admins and editors), Sign Out.
import type { SessionUser } from '#app/features/accounts/session.server'
export function UserMenu({ user }: { user: SessionUser | null; role: 'user' | 'editor' | 'admin' | null }) {
  if (!user)
    return (
      <a href="/auth" className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white">
        Sign In
      </a>
    )
  return null
}
