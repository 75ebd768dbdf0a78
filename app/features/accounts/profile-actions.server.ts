// The /profile page's action, one function per intent.
import { isAPIError } from 'better-auth/api'
import { type ActionResult, failure, fieldErrorsOf } from '#app/utils/action-result'
import { redirectTo } from '#app/utils/action-response.server'
import { toastHeader } from '#app/utils/toast.server'
import { InterestsSchema } from './accounts.schema'
import { formAnswer } from './auth-actions.server'
import { exportAccountData } from './account-export.server'
import { auth } from './auth.server'
import { DeleteAccountSchema, ProfileFormSchema } from './profile.schema'
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
import { readFormData } from '#app/utils/form-data.server'

export const LAST_ADMIN_DELETE =
  'You are the only admin. Make another member an admin before deleting your account.'

/** The outcome of one of the page's forms (intent); an empty message shows only the field errors. */
export type ProfileActionData = ActionResult & { intent: string }

const done = (intent: string, message: string) =>
  ({ intent, ok: true, message }) satisfies ProfileActionData

export async function handleProfileAction(request: Request, user: SessionUser) {
  const length = Number(request.headers.get('Content-Length') ?? 0)
  if (length > maxUploadBytes() + 64 * 1024) {
    const mb = Math.round(maxUploadBytes() / 1024 / 1024)
    return formAnswer('avatar', failure(`Image is too large. The maximum size is ${mb} MB.`, 413))
  }
  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  switch (intent) {
    case 'update': {
      const parsed = ProfileFormSchema.safeParse(Object.fromEntries(form))
      if (!parsed.success)
        return formAnswer(
          intent,
          failure('Please fix the highlighted fields.', 400, fieldErrorsOf(parsed.error.issues)),
        )
      // the public name never shows the email address (the sign-up rule)
      if (showsEmail(parsed.data.displayName, user.email))
        return formAnswer(
          intent,
          failure('Please fix the highlighted fields.', 400, { displayName: NAME_SHOWS_EMAIL }),
        )
      await updateProfile(user.id, parsed.data)
      return done(intent, 'Profile updated')
    }
    case 'interests': {
      const parsed = InterestsSchema.safeParse({
        sports: form.getAll('sports'),
        interests: form.getAll('interests'),
      })
      if (!parsed.success) return formAnswer(intent, failure('Please choose from the lists', 400))
      await saveInterests(user.id, parsed.data.sports, parsed.data.interests)
      return done(intent, 'Interests saved')
    }
    case 'avatar':
      return uploadAvatar(user, form.get('avatar'))
    case 'resend-verification': {
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
    case 'export':
      // the download lives on its own resource route (an action's Response is page data)
      return redirectTo(EXPORT_PATH, 303)
    case 'delete':
      return removeAccount(request, user, form)
    default:
      return formAnswer(intent, failure('Unknown action', 400))
  }
}

async function uploadAvatar(user: SessionUser, file: FormDataEntryValue | null) {
  if (!(file instanceof File) || file.size === 0)
    return formAnswer('avatar', failure('Please choose an image to upload.', 400))
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

async function removeAccount(request: Request, user: SessionUser, form: FormData) {
  const parsed = DeleteAccountSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success)
    return formAnswer('delete', failure('', 400, fieldErrorsOf(parsed.error.issues)))
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
