// A member's public name is never taken from her email address: sign-up asks for a display name
// and offers a neutral generated handle ("SwiftStriker482") she can keep or change. Browser-safe:
// the sign-up forms suggest a handle, the better-auth hook makes one when a client sends no name.

const ADJECTIVES = [
  'Swift', 'Bold', 'Brave', 'Bright', 'Clever', 'Daring', 'Fearless', 'Fierce', 'Golden', 'Lucky',
  'Mighty', 'Nimble', 'Quick', 'Rapid', 'Sharp', 'Steady', 'Strong', 'Sunny', 'Wild', 'Zesty',
] as const // prettier-ignore

const NOUNS = [
  'Striker', 'Sprinter', 'Spiker', 'Setter', 'Keeper', 'Racer', 'Diver', 'Dribbler', 'Pacer',
  'Jumper', 'Climber', 'Paddler', 'Rider', 'Slugger', 'Surfer', 'Swimmer', 'Vaulter', 'Volley',
  'Comet', 'Falcon',
] as const // prettier-ignore

function randomInt(max: number) {
  const a = new Uint32Array(1)
  crypto.getRandomValues(a)
  return a[0]! % max
}

/** A neutral public handle: adjective + sport noun + 3 digits, e.g. "SwiftStriker482". */
export function generateHandle() {
  const n = String(100 + randomInt(900))
  return `${ADJECTIVES[randomInt(ADJECTIVES.length)]}${NOUNS[randomInt(NOUNS.length)]}${n}`
}

const letters = (v: string) => v.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * True when a proposed public name shows an email address: it contains an "@"; or its letters and
 * digits contain the address's local part (5 or more of them; a shorter one only when equal); or
 * they are a piece of 5 or more of the local part. For quinley.ashcombe2011@example.com that
 * refuses "quinley.ashcombe2011", "Quinley Ashcombe" and "QuinleyA", and allows "Quin".
 * Public pages skip the names older code derived (app/utils/public-name.server.ts).
 */
export function showsEmail(name: string, email: string) {
  if (name.includes('@')) return true
  const local = letters(email.split('@')[0] ?? '')
  const named = letters(name)
  if (!local || !named) return false
  if (named === local) return true
  if (local.length >= 5 && named.includes(local)) return true
  return named.length >= 5 && local.includes(named)
}

export const NAME_SHOWS_EMAIL =
  'Your public name must not show your email address. Choose another name or keep the suggested one.'
