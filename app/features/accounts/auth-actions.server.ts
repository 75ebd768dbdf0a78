// The /auth page's and the modal's steps: the route declares the intents (app/routes/auth/auth.tsx)
// and parses with the parsers here; these apply the rate limits, then call better-auth on the
// server (so the forms work without JavaScript).
import { isAPIError } from 'better-auth/api'
import {
  type ActionFailure,
  type ActionResult,
  failure,
  fieldErrorsOf,
  fieldFailure,
  invalidResult,
} from '#app/utils/action-result'
import { redirectTo, resultResponse } from '#app/utils/action-response.server'
import { safeRedirect } from '#app/utils/safe-redirect'
import { toastHeader, type Toast } from '#app/utils/toast.server'
import {
  CHECK_INBOX_MESSAGE,
  FILL_ALL_FIELDS,
  SignInSchema,
  SignUpSchema,
  type SignInInput,
  USERNAME_TAKEN,
  hasBlank,
  signUpFormValues,
  type SignUpInput,
} from './accounts.schema'
import { auth } from './auth.server'
import { EMAIL_NOT_CONFIRMED, isUnconfirmedEmail } from './confirm-email.server'
import { applyPendingInterests } from './pending-interests.server'
import { checkAuthRateLimit, RATE_LIMITED_MESSAGE } from './rate-limit.server'
import { isUsernameTaken } from './profile.server'

/**
 * What the /auth forms and the modal read: the kit's result, the form it answers (`intent`), and a
 * toast the page shows. A failure's `message` is the form's own message; a failure with field
 * errors marks the fields instead (the /auth page), and a server fault is told by the toast alone.
 */
export type AuthResult = ActionResult & {
  intent: string
  toast?: Toast
  /** modal: signed in ('done') or signed up (`checkInbox` too) */
  next?: 'done'
  /** sign-up went through (or the email was taken: the answer is the same): look in the inbox */
  checkInbox?: boolean
  /** sign-in refused until this address is confirmed: the form offers a new link */
  unconfirmedEmail?: string
}

type AuthExtra = Omit<AuthResult, keyof ActionResult | 'intent'>

const UNEXPECTED: Toast = {
  type: 'error',
  title: 'An error occurred',
  description: 'Please try again later.',
}

export function safeRedirectTo(
  value: FormDataEntryValue | string | null | undefined,
  fallback = '/',
) {
  return safeRedirect(value, fallback)
}

/** The answer of one accounts form (/auth, the modal, /profile): its result with the form's intent. */
export function formAnswer(
  intent: string,
  result: ActionResult,
  extra?: AuthExtra,
  headers?: HeadersInit,
) {
  return resultResponse<AuthResult>({ ...result, intent, ...extra }, headers)
}

function rateLimited(intent: string, message = RATE_LIMITED_MESSAGE) {
  return formAnswer(intent, failure(message, 429), {
    toast: { type: 'error', title: 'Too many attempts', description: message },
  })
}

/** A fault that is not the person's: the toast says it, the form shows no message of its own. */
const unexpected = (intent: string) => formAnswer(intent, failure('', 500), { toast: UNEXPECTED })

/** The right password for an address not confirmed yet: say so, and offer a new link. */
const unconfirmed = (intent: string, email: string) =>
  formAnswer(intent, failure(EMAIL_NOT_CONFIRMED, 403), { unconfirmedEmail: email })

/** better-auth's 429 (a sign-in backoff) */
function isTooMany(e: unknown) {
  return isAPIError(e) && e.statusCode === 429
}

async function redirectWithCookies(
  to: string,
  authHeaders: Headers,
  toast: Toast,
  extra: string | null = null,
) {
  const headers = new Headers()
  for (const c of authHeaders.getSetCookie()) headers.append('Set-Cookie', c)
  if (extra) headers.append('Set-Cookie', extra)
  headers.append('Set-Cookie', (await toastHeader(toast))['Set-Cookie'])
  return redirectTo(to, { headers })
}

function errorCode(e: unknown) {
  return isAPIError(e) ? ((e.body as { code?: string } | undefined)?.code ?? '') : ''
}
function errorMessage(e: unknown) {
  return isAPIError(e) ? ((e.body as { message?: string } | undefined)?.message ?? e.message) : ''
}

type Parsed<T> = { ok: true; input: T } | ActionFailure

/** The /auth Sign In tab's form. */
export function parseSignIn(form: FormData): Parsed<SignInInput> {
  const parsed = SignInSchema.safeParse(Object.fromEntries(form))
  return parsed.success ? { ok: true, input: parsed.data } : invalidResult(parsed.error.issues)
}

/** /auth Sign In tab. */
export async function signIn(
  request: Request,
  input: SignInInput,
  redirectTo: FormDataEntryValue | null,
) {
  const intent = 'sign-in'
  if (!(await checkAuthRateLimit(request, 'sign-in', input.email))) return rateLimited(intent)
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: input,
      headers: request.headers,
      returnHeaders: true,
    })
    const pending = await applyPendingInterests(request, response.user)
    return redirectWithCookies(
      safeRedirectTo(redirectTo),
      headers,
      {
        type: 'success',
        title: 'Welcome back!',
        description: "You've successfully signed in to the product.",
      },
      pending,
    )
  } catch (e) {
    if (!isAPIError(e)) return unexpected(intent)
    if (isTooMany(e)) return rateLimited(intent, errorMessage(e))
    if (isUnconfirmedEmail(e)) return unconfirmed(intent, input.email)
    const [message, status] =
      errorCode(e) === 'INVALID_EMAIL_OR_PASSWORD'
        ? ['Invalid email or password. Please check your credentials and try again.', 401]
        : [errorMessage(e), 400]
    return formAnswer(intent, failure(message, status), {
      toast: { type: 'error', title: 'Sign in failed', description: message },
    })
  }
}

/** Where the confirmation link lands: /auth/verified, then back to the page she started from. */
export function verifiedCallback(redirectTo: FormDataEntryValue | null) {
  const back = safeRedirectTo(redirectTo)
  return back === '/' ? '/auth/verified' : `/auth/verified?redirectTo=${encodeURIComponent(back)}`
}

async function callSignUp(
  request: Request,
  input: SignUpInput,
  redirectTo: FormDataEntryValue | null,
) {
  const { sports, interests, ...account } = input
  return auth.api.signUpEmail({
    body: {
      ...account,
      name: input.displayName,
      sportsInterests: sports,
      contentInterests: interests,
      isUnder13: false,
      callbackURL: verifiedCallback(redirectTo),
    } as never,
    headers: request.headers,
    returnHeaders: true,
  })
}

/**
 * What every sign-up that passed validation answers, whether the email was new or taken (better-auth
 * answers both alike and mails the owner of a taken address): no session, look in the inbox.
 */
const CHECK_INBOX_TOAST: Toast = {
  type: 'success',
  title: 'Welcome to the product!',
  description: CHECK_INBOX_MESSAGE,
}

/**
 * The one sign-up's form, from /auth's Sign Up tab ('sign-up') or the pop-up ('modal-sign-up'):
 * the same fields and schema. The pop-up shows one message above its fields as well (blank fields
 * first, then the age rule), so its failures carry one. Under 13 (or any invalid input): refused
 * before anything is written, rate-limit rows included.
 */
export function parseSignUp(
  form: FormData,
  intent: 'sign-up' | 'modal-sign-up',
): Parsed<SignUpInput> {
  const values = signUpFormValues(form)
  const parsed = SignUpSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  if (intent === 'sign-up') return invalidResult(parsed.error.issues)
  const errors = fieldErrorsOf(parsed.error.issues)
  const message = hasBlank(values, ['email', 'password', 'birthDate', 'displayName'])
    ? FILL_ALL_FIELDS
    : (errors.birthDate ?? Object.values(errors)[0] ?? 'Authentication failed')
  return failure(message, 400, errors)
}

/** The one sign-up (either form), after its form parsed. */
export async function signUp(
  request: Request,
  input: SignUpInput,
  intent: 'sign-up' | 'modal-sign-up',
  redirectTo: FormDataEntryValue | null,
) {
  const { username } = input
  if (username && (await isUsernameTaken(username)))
    return formAnswer(intent, fieldFailure({ username: USERNAME_TAKEN }))
  if (!(await checkAuthRateLimit(request, 'sign-up', input.email))) return rateLimited(intent)
  try {
    await callSignUp(request, input, redirectTo)
    return formAnswer(
      intent,
      { ok: true, message: CHECK_INBOX_MESSAGE },
      { checkInbox: true, toast: CHECK_INBOX_TOAST },
    )
  } catch (e) {
    if (!isAPIError(e)) return unexpected(intent)
    return formAnswer(intent, failure(errorMessage(e)), {
      toast: { type: 'error', title: 'Sign up failed', description: errorMessage(e) },
    })
  }
}

/** The modal's sign-in form: one message when a field is blank. */
export function parseModalSignIn(form: FormData): Parsed<SignInInput> {
  const values = Object.fromEntries(form)
  if (hasBlank(values, ['email', 'password'])) return failure(FILL_ALL_FIELDS)
  const parsed = SignInSchema.safeParse(values)
  return parsed.success ? { ok: true, input: parsed.data } : invalidResult(parsed.error.issues)
}

/** Modal, sign in mode. */
export async function modalSignIn(request: Request, input: SignInInput) {
  const intent = 'modal-sign-in'
  if (!(await checkAuthRateLimit(request, 'sign-in', input.email))) return rateLimited(intent)
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: input,
      headers: request.headers,
      returnHeaders: true,
    })
    const out = cookiesOnly(headers)
    const pending = await applyPendingInterests(request, response.user)
    if (pending) out.append('Set-Cookie', pending)
    return formAnswer(intent, { ok: true, message: 'Welcome back!' }, { next: 'done' }, out)
  } catch (e) {
    if (isTooMany(e)) return rateLimited(intent, errorMessage(e))
    if (isUnconfirmedEmail(e)) return unconfirmed(intent, input.email)
    return formAnswer(
      intent,
      failure(errorMessage(e) || 'Authentication failed', isAPIError(e) ? 401 : 500),
    )
  }
}

/** Signs out; the caller redirects. */
export async function signOut(request: Request) {
  const headers = new Headers()
  try {
    const res = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
    for (const c of res.headers.getSetCookie()) headers.append('Set-Cookie', c)
    headers.append(
      'Set-Cookie',
      (await toastHeader({ type: 'success', title: 'Signed out successfully' }))['Set-Cookie'],
    )
  } catch {
    headers.append(
      'Set-Cookie',
      (await toastHeader({ type: 'error', title: 'Error signing out' }))['Set-Cookie'],
    )
  }
  return redirectTo('/', { headers })
}

function cookiesOnly(from: Headers) {
  const headers = new Headers()
  for (const c of from.getSetCookie()) headers.append('Set-Cookie', c)
  return headers
}
