// The /profile forms' steps, one per intent (the intents: profile-intents.server.ts).
import { isAPIError } from 'better-auth/api'
import {
  type ActionFailure,
  type ActionResult,
  failure,
  fieldErrorsOf,
} from '#app/utils/action-result'
import { redirectTo } from '#app/utils/action-response.server'
import { toastHeader } from '#app/utils/toast.server'
import { InterestsSchema } from './accounts.schema'
import { formAnswer } from './auth-actions.server'
import { exportAccountData } from './account-export.server'
import { auth } from './auth.server'
import { DeleteAccountSchema, ProfileFormSchema, type ProfileForm } from './profile.schema'
import { NAME_SHOWS_EMAIL, showsEmail } from './public-name'
import {
  deleteAccount,
  isLastAdmin,
  maxUploadBytes,
  saveInterests,
  setAvatar,
  updateProfile,
} from './profile.server'
import { consumeRateLimit, RATE_LIMITED_MESSAGE } from './rate-limit.server'
import type { SessionUser } from './session.server'

export const LAST_ADMIN_DELETE =
  'You are the only admin. Make another member an admin before deleting your account.'

/** The outcome of one of the page's forms (intent); an empty message shows only the field errors. */
export type ProfileActionData = ActionResult & { intent: string }

const done = (intent: string, message: string) =>
  ({ intent, ok: true, message }) satisfies ProfileActionData

/** A request body larger than a photo may be: refused before it is read (413). */
export function avatarTooLarge(request: Request): ProfileActionData | null {
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length <= maxUploadBytes() + 64 * 1024) return null
  const mb = Math.round(maxUploadBytes() / 1024 / 1024)
  return { intent: 'avatar', ...failure(`Image is too large. The maximum size is ${mb} MB.`, 413) }
}

type Parsed<T> = { ok: true; input: T } | ActionFailure

export function parseProfileForm(form: FormData): Parsed<ProfileForm> {
  const parsed = ProfileFormSchema.safeParse(Object.fromEntries(form))
  return parsed.success
    ? { ok: true, input: parsed.data }
    : failure('Please fix the highlighted fields.', 400, fieldErrorsOf(parsed.error.issues))
}

export async function saveProfile(user: SessionUser, input: ProfileForm) {
  // the public name never shows the email address (the sign-up rule)
  if (showsEmail(input.displayName, user.email))
    return formAnswer(
      'update',
      failure('Please fix the highlighted fields.', 400, { displayName: NAME_SHOWS_EMAIL }),
    )
  await updateProfile(user.id, input)
  return done('update', 'Profile updated')
}

export function parseInterestsForm(form: FormData) {
  const parsed = InterestsSchema.safeParse({
    sports: form.getAll('sports'),
    interests: form.getAll('interests'),
  })
  return parsed.success
    ? { ok: true as const, input: parsed.data }
    : failure('Please choose from the lists', 400)
}

export async function saveProfileInterests(
  user: SessionUser,
  input: { sports: string[]; interests: string[] },
) {
  await saveInterests(user.id, input.sports, input.interests)
  return done('interests', 'Interests saved')
}

export function parseAvatarForm(form: FormData): Parsed<{ file: File }> {
  const file = form.get('avatar')
  if (!(file instanceof File) || file.size === 0)
    return failure('Please choose an image to upload.', 400)
  return { ok: true, input: { file } }
}

export async function resendVerification(request: Request, user: SessionUser) {
  const intent = 'resend-verification'
  if (user.emailVerified) return done(intent, 'Your email address is already confirmed.')
  if (!(await consumeRateLimit(`app:resend-verification:${user.id}`, 3)))
    return formAnswer(intent, failure(RATE_LIMITED_MESSAGE, 429))
  await auth.api
    .sendVerificationEmail({
      body: { email: user.email, callbackURL: '/auth/verified' },
      headers: request.headers,
    })
    .catch(() => null)
  return done(intent, `We sent a new confirmation link to ${user.email}.`)
}

/** 'Download my data': the download lives on its own resource route (an action's Response is page data). */
export const exportRedirect = () => redirectTo(EXPORT_PATH, 303)

export async function uploadAvatar(user: SessionUser, file: File) {
  try {
    await setAvatar(user.id, Buffer.from(await file.arrayBuffer()))
  } catch (e) {
    if (e instanceof Error && e.name === 'ImageUploadError')
      return formAnswer('avatar', failure(e.message, 400))
    throw e
  }
  return done('avatar', 'Profile photo updated')
}

export const EXPORT_PATH = '/profile/export'

/** 'Download my data': everything stored about the member, as a JSON attachment. */
export async function accountExportResponse(user: SessionUser) {
  const body = await exportAccountData(user.id)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export function parseDeleteForm(form: FormData) {
  const parsed = DeleteAccountSchema.safeParse(Object.fromEntries(form))
  return parsed.success
    ? { ok: true as const, input: parsed.data }
    : failure('', 400, fieldErrorsOf(parsed.error.issues))
}

export async function removeAccount(request: Request, user: SessionUser) {
  if (await isLastAdmin(user.id)) return formAnswer('delete', failure(LAST_ADMIN_DELETE, 409))
  const headers = new Headers()
  try {
    const res = await auth.api.signOut({ headers: request.headers, returnHeaders: true })
    for (const c of res.headers.getSetCookie()) headers.append('Set-Cookie', c)
  } catch (e) {
    if (!isAPIError(e)) throw e
  }
  await deleteAccount(user.id)
  headers.append(
    'Set-Cookie',
    (
      await toastHeader({
        type: 'success',
        title: 'Account deleted',
        description: 'Your account and everything stored about you are gone.',
      })
    )['Set-Cookie'],
  )
  return redirectTo('/', { headers })
}
