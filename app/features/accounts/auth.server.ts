// The better-auth instance: email + password, sessions in the database, email verification,
// password reset, rate limits stored in the database. Our own rules (age gate, username, password
// strength) run in a before-hook so the HTTP handler and the server-side actions share them.
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import * as schema from '#app/db/schema'
import { sendMail } from '#app/utils/mail.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'
import { alreadyRegisteredMail } from './auth-mails.server'
import type { z } from 'zod'
import {
  ApiChangePasswordSchema,
  ApiResetPasswordSchema,
  ApiSignUpSchema,
  BirthDateSchema,
  DisplayNameSchema,
  EmailSchema,
  PROFILE_ONLY_MESSAGE,
  USERNAME_TAKEN,
  UsernameSchema,
  firstIssueMessage,
} from './accounts.schema'
import { notifySessionsRevoked } from './session-events.server'
import { isUsernameTaken } from './profile.server'
import { generateHandle } from './public-name'
import {
  accountLimitKey,
  authRateLimitStorage,
  clearSignInFailures,
  clientIp,
  consumeRateLimit,
  RATE_LIMITED_MESSAGE,
  recordSignInFailure,
  SIGN_IN_BACKOFF_MESSAGE,
  signInBackoff,
} from './rate-limit.server'
import { mayMailReset, RESET_ANSWER } from './reset-mail-cap.server'

const env = getEnv()
const siteUrl = env.SITE_URL.replace(/\/$/, '')
const secureCookies = env.NODE_ENV === 'production' && siteUrl.startsWith('https:')
const devOrigins =
  env.NODE_ENV === 'production'
    ? []
    : ['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:3000']

export const AUTH_PATHS = {
  signIn: '/sign-in/email',
  signUp: '/sign-up/email',
  reset: '/request-password-reset',
} as const

/** Per-account sign-up limit for requests that reach the HTTP handler (the action applies its own). */
async function applyAccountLimit(email: unknown) {
  if (typeof email !== 'string' || !email) return
  const ok = await consumeRateLimit(accountLimitKey('sign-up', email), env.RATE_LIMIT_ACCOUNT_MAX)
  if (!ok) throw new APIError('TOO_MANY_REQUESTS', { message: RATE_LIMITED_MESSAGE })
}

function badRequest(message: string): never {
  throw new APIError('BAD_REQUEST', { message })
}

function parseOrRefuse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {})
  if (!parsed.success) badRequest(firstIssueMessage(parsed.error))
  return parsed.data
}

/**
 * Sign-up over the JSON API or from our actions: the shared rules, then the public name. It is never
 * derived from the email: the display name or the name the client sent, else a generated handle;
 * both columns get it (better-auth's `name` is shown nowhere else).
 */
async function validateSignUp(body: unknown) {
  const v = parseOrRefuse(ApiSignUpSchema, body)
  if (v.username && (await isUsernameTaken(v.username))) badRequest(USERNAME_TAKEN)
  const name = v.displayName ?? v.name ?? generateHandle()
  const interests = { sportsInterests: v.sportsInterests, contentInterests: v.contentInterests }
  return { context: { body: { ...(body as object), ...interests, name, displayName: name } } }
}

/**
 * Our own rules on every better-auth endpoint that writes, so a client calling the JSON API gets
 * what the forms give: the same zod schemas and messages, 400 on bad input, nothing stored.
 */
async function enforceAppRules(ctx: { path: string; body?: unknown }) {
  switch (ctx.path) {
    case AUTH_PATHS.signUp:
      return validateSignUp(ctx.body)
    case '/update-user':
      // username, display name, birth date and photo change only through /profile's validated
      // actions; nothing about the account is writable through the auth API
      return badRequest(PROFILE_ONLY_MESSAGE)
    case '/change-password': {
      parseOrRefuse(ApiChangePasswordSchema, ctx.body)
      // a new password signs out every other device, whatever the client asked for
      return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } }
    }
    case '/reset-password':
      parseOrRefuse(ApiResetPasswordSchema, ctx.body)
      return
  }
}

export const auth = betterAuth({
  appName: SITE.name,
  // its lines reach the site's logger through console (JSON, with the request id): no colour codes
  logger: { disableColors: true },
  baseURL: siteUrl,
  basePath: '/api/auth',
  secret: env.BETTER_AUTH_SECRET,
  trustedOrigins: [siteUrl, ...devOrigins],
  database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
  user: {
    additionalFields: {
      // sign-up sets these (checked again by the field validators); /update-user is refused
      username: {
        type: 'string',
        required: false,
        input: true,
        unique: true,
        validator: { input: UsernameSchema },
      },
      displayName: {
        type: 'string',
        required: false,
        input: true,
        validator: { input: DisplayNameSchema },
      },
      // 'YYYY-MM-DD'; the column is a SQL date
      birthDate: {
        type: 'string',
        required: false,
        input: true,
        validator: { input: BirthDateSchema },
      },
      // under-13s get no account at all; the flag is never set by a client
      isUnder13: { type: 'boolean', required: false, input: false, defaultValue: false },
      suspendedAt: { type: 'date', required: false, input: false },
    },
  },
  emailAndPassword: {
    enabled: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    // sign-up answers a taken email exactly like a new one (the owner hears of it by email);
    // sign-in waits for the confirmed address (decision 0029): EMAIL_NOT_VERIFIED after the
    // password check, and the forms offer a new link (confirm-email.server.ts)
    autoSignIn: false,
    requireEmailVerification: true,
    onExistingUserSignUp: async ({ user }) => {
      await sendMail(alreadyRegisteredMail(user))
    },
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
    // the link signs her in and returns her where she started (/auth/verified?redirectTo=; 0030)
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
    // docs/product.md#sessions: revalidated every 5 minutes; extend the expiry at most that often
    updateAge: 5 * 60,
  },
  rateLimit: {
    enabled: env.NODE_ENV !== 'test',
    // the rate_limits table with hashed keys (no raw IPs stored)
    customStorage: authRateLimitStorage,
    window: env.RATE_LIMIT_WINDOW_SECONDS,
    max: 100,
    customRules: {
      [AUTH_PATHS.signIn]: {
        window: env.RATE_LIMIT_WINDOW_SECONDS,
        max: env.RATE_LIMIT_SIGN_IN_MAX,
      },
      [AUTH_PATHS.signUp]: {
        window: env.RATE_LIMIT_WINDOW_SECONDS,
        max: env.RATE_LIMIT_SIGN_UP_MAX,
      },
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
      // validate first: a refused request (an under-13 sign-up) leaves nothing behind, limit rows included
      const changed = await enforceAppRules(ctx)
      const email = (ctx.body as { email?: unknown } | undefined)?.email
      if (ctx.path === AUTH_PATHS.signIn && typeof email === 'string') {
        const wait = await signInBackoff(email, clientIp(ctx.headers))
        if (wait > 0) throw new APIError('TOO_MANY_REQUESTS', { message: SIGN_IN_BACKOFF_MESSAGE })
      }
      if (ctx.path === AUTH_PATHS.signUp && ctx.request) await applyAccountLimit(email)
      // reset mails are capped per address without an error (from the form and the JSON API
      // alike): a capped request gets the usual answer and no mail, so the owner is never locked
      // out by someone else's requests and the answer reveals nothing (reset-mail-cap.server.ts)
      // (an address that is not one is left to better-auth's own validation: 400)
      const resetEmail = ctx.path === AUTH_PATHS.reset ? EmailSchema.safeParse(email) : null
      if (resetEmail?.success) {
        const session = await getSessionFromCtx(ctx).catch(() => null)
        const ip = clientIp(ctx.headers)
        if (!(await mayMailReset(resetEmail.data, ip, session?.user.email)))
          return { ...RESET_ANSWER }
      }
      return changed
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== AUTH_PATHS.signIn) return
      const email = (ctx.body as { email?: unknown } | undefined)?.email
      if (typeof email !== 'string') return
      const returned = ctx.context.returned
      const ip = clientIp(ctx.headers)
      if (!isAPIError(returned)) await clearSignInFailures(email, ip)
      else if (returned.statusCode === 401) await recordSignInFailure(email, ip)
    }),
  },
  databaseHooks: {
    user: {
      create: {
        // runs for a new account only (a taken email creates nothing): its profile, with the
        // public name and the interests chosen on the sign-up form
        after: async (user, ctx) => {
          const displayName = (user as { displayName?: string | null }).displayName ?? user.name
          const body = (ctx?.body ?? {}) as {
            sportsInterests?: unknown
            contentInterests?: unknown
          }
          const list = (v: unknown) =>
            Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
          await db
            .insert(schema.profiles)
            .values({
              userId: user.id,
              displayName,
              sportsInterests: list(body.sportsInterests),
              contentInterests: list(body.contentInterests),
            })
            .onConflictDoNothing()
        },
      },
    },
    session: {
      // sign-out, a revoked device, a password reset: the streams of the user end at once
      delete: {
        after: async (session) => {
          await notifySessionsRevoked(db, session.userId).catch((error: unknown) =>
            console.error('session revoked: NOTIFY failed; streams end at their heartbeat', error),
          )
        },
      },
      create: {
        before: async (session) => {
          const [row] = await db
            .select({ suspendedAt: schema.users.suspendedAt })
            .from(schema.users)
            .where(eq(schema.users.id, session.userId))
          if (row?.suspendedAt)
            throw new APIError('FORBIDDEN', { message: 'This account is suspended.' })
        },
      },
    },
  },
})

export type Auth = typeof auth
