// The signed-in member's avatar button face, shared by the header's stand-in (user-menu.tsx) and the
// dropdown that replaces it (account-menu.tsx).
import type { SessionUser } from '#app/features/accounts/session.server'

/** docs/product.md#layout: the first two letters of the email's local part. */
export function initialsFromEmail(email: string) {
  const local = email.split('@')[0] ?? ''
  return (local.replace(/[^A-Za-z0-9]/g, '').slice(0, 2) || local.slice(0, 2) || '?').toUpperCase()
}

export const avatarTriggerClass =
  'grid size-10 place-items-center overflow-hidden rounded-full bg-clay-700 text-sm font-bold text-white ring-2 ring-white hover:ring-sand-300 focus-visible:ring-clay-600 focus-visible:outline-none'

/**
 * The avatar button's name. When the face shows initials, they are part of the name (WCAG 2.5.3:
 * a speech user says what they see), e.g. "Account menu for Maya Lopez (MA)".
 */
export function avatarMenuLabel(user: SessionUser) {
  const name = user.displayName || user.name
  return user.image
    ? `Account menu for ${name}`
    : `Account menu for ${name} (${initialsFromEmail(user.email)})`
}

export function AvatarFace({ user }: { user: SessionUser }) {
  return user.image ? (
    <img src={user.image} alt="" width={40} height={40} className="size-10 object-cover" />
  ) : (
    <>{initialsFromEmail(user.email)}</>
  )
}

// a click on the stand-in before the menu's code arrived: the menu opens when it mounts
let openWhenLoaded = false

export function requestOpenOnLoad() {
  openWhenLoaded = true
}

/** For the menu as it mounts: was the stand-in clicked meanwhile? (Reset once read.) */
export function takeOpenRequest() {
  const open = openWhenLoaded
  openWhenLoaded = false
  return open
}
