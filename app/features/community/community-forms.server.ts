// The story and newsletter forms' action, shared by
// the homepage and /community route actions. Reads `intent` ('story' | 'newsletter') from the form.
import { db } from '#app/db/client.server'
import { userSubmissions } from '#app/db/schema'
import { clientIp, consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import { getOptionalUser, VERIFY_EMAIL_FIRST } from '#app/features/accounts/session.server'
import {
  NEWSLETTER_MESSAGES,
  NewsletterFormSchema,
} from '#app/features/newsletter/newsletter.schema'
import { subscribe } from '#app/features/newsletter/newsletter.server'
import { STORY_MESSAGES, StoryFormSchema } from './community.schema'
import {
  deleteMemberPhotoRow,
  discardMemberPhoto,
  encodeMemberPhoto,
  insertMemberPhoto,
} from '#app/features/media/member-media.server'
import { type ActionResult, failure, fieldErrorsOf } from '#app/utils/action-result'
import { readFormData } from '#app/utils/form-data.server'

export type CommunityFormResult = ActionResult & {
  intent: 'story' | 'newsletter'
  /** a second line under the message (the newsletter's confirmation email) */
  detail?: string
}

const TOO_MANY = 'Too many submissions. Please wait a minute and try again.'
const SUBMISSIONS_PER_WINDOW = 10

const story = (r: ActionResult): CommunityFormResult => ({ intent: 'story', ...r })
const newsletter = (r: ActionResult): CommunityFormResult => ({ intent: 'newsletter', ...r })

async function handleStory(request: Request, form: FormData): Promise<CommunityFormResult> {
  const user = await getOptionalUser(request)
  if (!user) return story(failure(STORY_MESSAGES.signIn, 401))
  // stories speak to the community: a proven inbox first (the profile page resends the link)
  if (!user.emailVerified) return story(failure(VERIFY_EMAIL_FIRST, 403))
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  const parsed = StoryFormSchema.safeParse(fields)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues)
    const message = Object.values(fieldErrors).includes(STORY_MESSAGES.fillAll)
      ? STORY_MESSAGES.fillAll
      : Object.values(fieldErrors)[0]!
    return story(failure(message, 400, fieldErrors))
  }
  const { title, content, category, idempotencyKey, photoAlt } = parsed.data
  const upload = form.get('photo')
  const file = upload instanceof File && upload.size > 0 ? upload : null
  if (file && !photoAlt)
    return story(failure(STORY_MESSAGES.photoAlt, 400, { photoAlt: STORY_MESSAGES.photoAlt }))
  if (!(await consumeRateLimit(`app:story:${user.id}`, SUBMISSIONS_PER_WINDOW)))
    return story(failure(TOO_MANY, 429))
  // the photo is re-encoded without its metadata (location, camera) before anything is written
  const photo = file ? await encodeMemberPhoto(file, photoAlt, user.id) : null
  if (photo && !photo.ok) return story(failure(photo.error, 400, { photo: photo.error }))
  try {
    // status defaults to pending: public only once an admin approves it (its photo too). The key
    // is scoped to the member: a cached page may hand the same form key to several readers.
    const saved = await db.transaction(async (tx) => {
      const photoMediaId = photo?.ok ? await insertMemberPhoto(tx, photo) : null
      const rows = await tx
        .insert(userSubmissions)
        .values({
          title,
          content,
          category,
          submissionType: 'story',
          userId: user.id,
          photoMediaId,
          photoAlt: photoMediaId ? photoAlt : '',
          idempotencyKey: idempotencyKey ? `${user.id}:${idempotencyKey}` : null,
        })
        .onConflictDoNothing({ target: userSubmissions.idempotencyKey })
        .returning({ id: userSubmissions.id })
      // a repeated post: the story exists already, this copy of the photo is not kept
      if (!rows.length && photoMediaId) await deleteMemberPhotoRow(tx, photoMediaId)
      return rows.length > 0
    })
    if (!saved && photo?.ok) await discardMemberPhoto(photo.values)
  } catch (error) {
    if (photo?.ok) await discardMemberPhoto(photo.values)
    console.error('story submission failed', error)
    return story(failure(STORY_MESSAGES.failed, 500))
  }
  return story({ ok: true, message: STORY_MESSAGES.success })
}

async function handleNewsletter(request: Request, form: FormData): Promise<CommunityFormResult> {
  const parsed = NewsletterFormSchema.safeParse({
    first_name: form.get('first_name'),
    last_name: form.get('last_name'),
    email: form.get('email'),
    sports: form.getAll('sports'),
    interests: form.getAll('interests'),
  })
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues)
    const message = Object.values(fieldErrors).includes(NEWSLETTER_MESSAGES.fillAll)
      ? NEWSLETTER_MESSAGES.fillAll
      : Object.values(fieldErrors)[0]!
    return newsletter(failure(message, 400, fieldErrors))
  }
  if (!(await consumeRateLimit(`app:newsletter:${clientIp(request)}`, SUBMISSIONS_PER_WINDOW)))
    return newsletter(failure(TOO_MANY, 429))
  try {
    await subscribe(parsed.data)
  } catch (error) {
    console.error('newsletter subscription failed', error)
    return newsletter(failure(NEWSLETTER_MESSAGES.failed, 500))
  }
  return {
    intent: 'newsletter',
    ok: true,
    message: NEWSLETTER_MESSAGES.success,
    detail: NEWSLETTER_MESSAGES.checkInbox,
  }
}

/** The story or newsletter form's result; the route answers with resultResponse. */
export async function handleCommunityFormAction(request: Request): Promise<ActionResult> {
  const form = await readFormData(request)
  const intent = form.get('intent')
  if (intent === 'story') return handleStory(request, form)
  if (intent === 'newsletter') return handleNewsletter(request, form)
  return failure('Unknown form')
}
