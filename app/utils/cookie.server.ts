import { createCookie } from 'react-router'
import { deriveKey, getEnv } from './env.server'

/**
 * A signed, http-only cookie for the whole site, signed with a key derived from the auth secret for
 * its purpose (never a constant anyone can read). Features keep their cookies here, not in React
 * Router.
 */
export function signedCookie(name: string, maxAge: number) {
  return createCookie(name, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && getEnv().SITE_URL.startsWith('https:'),
    secrets: [deriveKey(`${name.replaceAll('_', '-')}-cookie`)],
    maxAge,
  })
}
