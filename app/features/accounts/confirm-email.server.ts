// Sign-in waits for a confirmed email address (docs/decisions/0029-sign-in-after-confirmation.md):
// the sign-in forms answer an unconfirmed member with this message and offer a new link, sent here.
import { isAPIError } from 'better-auth/api'
import { failure, type ActionResult } from '#app/utils/action-result'
import { resultResponse } from '#app/utils/action-response.server'
import { EmailSchema } from './accounts.schema'
import { auth } from './auth.server'
import { checkAuthRateLimit, RATE_LIMITED_MESSAGE } from './rate-limit.server'

export const EMAIL_NOT_CONFIRMED =
  'Please confirm your email address first: open the link we emailed you, then sign in. No email? Send a new link below.'
export const CONFIRMATION_RESENT =
  'If this address is waiting for confirmation, a new link is on its way. It works for 24 hours.'

/** better-auth refused the sign-in because the address is not confirmed (after the password check). */
export function isUnconfirmedEmail(e: unknown) {
  return isAPIError(e) && (e.body as { code?: string } | undefined)?.code === 'EMAIL_NOT_VERIFIED'
}

/**
 * Intent 'resend-verification' of /auth: a new confirmation link. The answer is the same whether
 * the address is registered, confirmed already or waiting, so it tells nobody who has an account.
 */
export function parseResendConfirmation(form: FormData) {
  const parsed = EmailSchema.safeParse(form.get('email'))
  return parsed.success
    ? { ok: true as const, input: { email: parsed.data } }
    : failure('Please enter a valid email address')
}

export async function resendConfirmation(request: Request, email: string) {
  const intent = 'resend-verification'
  // the AuthResult shape of the other /auth answers (formAnswer, which imports this module)
  const answer = (result: ActionResult) => resultResponse({ ...result, intent })
  if (!(await checkAuthRateLimit(request, 'reset', email)))
    return answer(failure(RATE_LIMITED_MESSAGE, 429))
  try {
    await auth.api.sendVerificationEmail({
      body: { email, callbackURL: '/auth/verified' },
      headers: request.headers,
    })
  } catch (e) {
    // an address confirmed already is refused by better-auth: the answer stays the same
    if (!isAPIError(e)) throw e
  }
  return answer({ ok: true, message: CONFIRMATION_RESENT })
}
