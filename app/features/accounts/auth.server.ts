// The better-auth instance: email + password, sessions in the database, email verification,
// password reset, rate limits stored in the database. Our own rules (age gate, username, password
// strength) run in a before-hook so the HTTP handler and the server-side actions share them.
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import * as schema from '#app/db/schema'
import { sendMail } from '#app/features/mail/mail.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'
import { ApiSignUpSchema, firstIssueMessage } from './accounts.schema'
import { accountLimitKey, consumeRateLimit, RATE_LIMITED_MESSAGE } from './rate-limit.server'

const env = getEnv()
const siteUrl = env.SITE_URL.replace(/\/$/, '')
const secureCookies = env.NODE_ENV === 'production' && siteUrl.startsWith('https:')
const devOrigins = env.NODE_ENV === 'production' ? [] : ['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:3000']

export const AUTH_PATHS = {
  signIn: '/sign-in/email',
  signUp: '/sign-up/email',
  reset: '/request-password-reset',
} as const

/** Per-account limit for requests that reach the HTTP handler (the actions apply it themselves). */
async function applyAccountLimit(path: string, email: unknown) {
  if (typeof email !== 'string' || !email) return
  const kind = path === AUTH_PATHS.signIn ? 'sign-in' : path === AUTH_PATHS.signUp ? 'sign-up' : 'reset'
  const ok = await consumeRateLimit(accountLimitKey(kind, email), env.RATE_LIMIT_ACCOUNT_MAX)
  if (!ok) throw new APIError('TOO_MANY_REQUESTS', { message: RATE_LIMITED_MESSAGE })
}

async function validateSignUp(body: unknown) {
  const parsed = ApiSignUpSchema.safeParse(body)
  if (!parsed.success) throw new APIError('BAD_REQUEST', { message: firstIssueMessage(parsed.error) })
  const { username } = parsed.data
  if (username) {
    const taken = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, username)).limit(1)
    if (taken.length) throw new APIError('BAD_REQUEST', { message: 'This username is already taken' })
  }
}

export const auth = betterAuth({
  appName: SITE.name,
  baseURL: siteUrl,
  basePath: '/api/auth',
  secret: env.BETTER_AUTH_SECRET,
  trustedOrigins: [siteUrl, ...devOrigins],
  database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
  user: {
    additionalFields: {
      username: { type: 'string', required: false, input: true, unique: true },
      displayName: { type: 'string', required: false, input: true },
      // 'YYYY-MM-DD'; the column is a SQL date
      birthDate: { type: 'string', required: false, input: true },
      isUnder13: { type: 'boolean', required: false, input: true, defaultValue: false },
      suspendedAt: { type: 'date', required: false, input: false },
    },
  },
  emailAndPassword: {
    enabled: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    autoSignIn: true,
    requireEmailVerification: false,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: 60 * 60,
    sendResetPassword: async ({ user, url }) => {
      await sendMail({
        to: user.email,
        subject: `Reset your ${SITE.name} password`,
        text: `Hi ${user.name},\n\nSomeone asked to reset the password of your ${SITE.name} account. Open this link within an hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this email; your password stays the same.`,
      })
    },
  },
  emailVerification: {
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: 60 * 60 * 24,
    sendVerificationEmail: async ({ user, url }) => {
      await sendMail({
        to: user.email,
        subject: `Confirm your email for ${SITE.name}`,
        text: `Welcome to ${SITE.name}, ${user.name}!\n\nConfirm your email address by opening this link:\n\n${url}\n\nIf you did not create an account, ignore this email.`,
      })
    },
  },
  session: {
    expiresIn: env.SESSION_EXPIRES_IN_SECONDS,
    // SPEC section 9: sessions are revalidated every 5 minutes; extend the expiry at most that often
    updateAge: 5 * 60,
  },
  rateLimit: {
    enabled: env.NODE_ENV !== 'test',
    storage: 'database',
    modelName: 'rateLimit',
    window: env.RATE_LIMIT_WINDOW_SECONDS,
    max: 100,
    customRules: {
      [AUTH_PATHS.signIn]: { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_SIGN_IN_MAX },
      [AUTH_PATHS.signUp]: { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_SIGN_UP_MAX },
      [AUTH_PATHS.reset]: { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_RESET_MAX },
      '/reset-password': { window: env.RATE_LIMIT_WINDOW_SECONDS, max: env.RATE_LIMIT_RESET_MAX },
    },
  },
  advanced: {
    useSecureCookies: secureCookies,
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/' },
    // server.mjs sets x-client-ip from the socket (or the trusted proxy chain) and drops any client value
    ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    database: { generateId: () => crypto.randomUUID() },
  },
  hooks: {
    before: createAuthMiddleware(async (ctx) => {
      const limited = ctx.path === AUTH_PATHS.signIn || ctx.path === AUTH_PATHS.signUp || ctx.path === AUTH_PATHS.reset
      if (limited && ctx.request) await applyAccountLimit(ctx.path, (ctx.body as { email?: unknown } | undefined)?.email)
      if (ctx.path === AUTH_PATHS.signUp) await validateSignUp(ctx.body)
    }),
  },
  databaseHooks: {
    user: {
      create: {
        after: async (user) => {
          const displayName = (user as { displayName?: string | null }).displayName ?? user.name
          await db.insert(schema.profiles).values({ userId: user.id, displayName }).onConflictDoNothing()
        },
      },
    },
    session: {
      create: {
        before: async (session) => {
          const [row] = await db
            .select({ suspendedAt: schema.users.suspendedAt })
            .from(schema.users)
            .where(eq(schema.users.id, session.userId))
          if (row?.suspendedAt) throw new APIError('FORBIDDEN', { message: 'This account is suspended.' })
        },
      },
    },
  },
})

export type Auth = typeof auth
