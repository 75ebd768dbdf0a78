// What the newsletter form can fill in for a signed-in member (browser-safe): her email, her sports
// and interest chips, and her first (and last) name when her public name reads like a real name.
// A handle ('SwiftStriker482', 'emma_j') is left alone: she types her name herself.

export type NewsletterPrefill = {
  first_name: string
  last_name: string
  email: string
  sports: string[]
  interests: string[]
}

/** Two or three words of letters (with hyphens or apostrophes), each starting upper case. */
const PERSON_NAME = /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}$/u

export function nameParts(displayName: string | null | undefined) {
  const name = (displayName ?? '').trim().replace(/\s+/g, ' ')
  if (!PERSON_NAME.test(name)) return { first: '', last: '' }
  const [first, ...rest] = name.split(' ')
  return { first: first ?? '', last: rest.join(' ') }
}

export function newsletterPrefill(
  email: string,
  prefs: { displayName: string | null; sports: string[]; interests: string[] },
): NewsletterPrefill {
  const { first, last } = nameParts(prefs.displayName)
  return {
    first_name: first,
    last_name: last,
    email,
    sports: prefs.sports,
    interests: prefs.interests,
  }
}
