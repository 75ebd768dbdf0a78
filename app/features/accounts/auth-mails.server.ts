// Mail the sign-up flow sends beside Better Auth's own (auth.server.ts).
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'

/** The note a sign-up with a taken email sends to that address (the page itself says nothing). */
export function alreadyRegisteredMail(user: { email: string; name: string }) {
  const siteUrl = getEnv().SITE_URL.replace(/\/$/, '')
  return {
    to: user.email,
    subject: `You already have a ${SITE.name} account`,
    text: `Hi ${user.name},\n\nSomeone (probably you) just tried to create a ${SITE.name} account with this email address. An account with this email already exists. Try signing in instead.\n\nSign in: ${siteUrl}/auth\n\nForgot your password? Choose a new one here:\n\n${siteUrl}/auth/forgot-password\n\nIf it was not you, ignore this email; nothing about your account has changed.`,
  }
}
