// The story and newsletter forms' intents, declared by the home page and /community: each answer
// names its form (`intent`) so the page shows it beside the right one.
import { db } from '#app/db/client.server'
import { userSubmissions } from '#app/db/schema'
import { clientIp, consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import { intent } from '#app/features/accounts/route-action.server'
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

export type CommunityFormResult = ActionResult & {
  intent: 'story' | 'newsletter'
  /** a second line under the message (the newsletter's confirmation email) */
  detail?: string
}

const TOO_MANY = 'Too many submissions. Please wait a minute and try again.'
const SUBMISSIONS_PER_WINDOW = 10

const story = (r: ActionResult): CommunityFormResult => ({ intent: 'story', ...r })
const newsletter = (r: ActionResult): CommunityFormResult => ({ intent: 'newsletter', ...r })

/** A form's field errors; the summary is the form's 'fill in every field' when that is one of them. */
function refused(issues: Parameters<typeof fieldErrorsOf>[0], fillAll: string) {
  const fieldErrors = fieldErrorsOf(issues)
  const message = Object.values(fieldErrors).includes(fillAll)
    ? fillAll
    : Object.values(fieldErrors)[0]!
  return failure(message, 400, fieldErrors)
}

/** The 'share your story' form: verified members; a signed-out reader is told to sign in. */
export const storyIntent = intent({
  who: 'verified',
  // the form sits on cached pages: a signed-out reader gets its message, not a redirect
  signedOut: failure(STORY_MESSAGES.signIn, 401),
  parse: (form) => {
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
    const parsed = StoryFormSchema.safeParse(fields)
    if (!parsed.success) return refused(parsed.error.issues, STORY_MESSAGES.fillAll)
    const upload = form.get('photo')
    const file = upload instanceof File && upload.size > 0 ? upload : null
    if (file && !parsed.data.photoAlt)
      return failure(STORY_MESSAGES.photoAlt, 400, { photoAlt: STORY_MESSAGES.photoAlt })
    return { ok: true as const, input: { ...parsed.data, file } }
  },
  audit: false,
  // a story waits for a moderator: no public page changes until it is approved
  invalidates: 'nothing',
  run: async ({ user, input }) => {
    if (!(await consumeRateLimit(`app:story:${user.id}`, SUBMISSIONS_PER_WINDOW)))
      return story(failure(TOO_MANY, 429))
    const { title, content, category, idempotencyKey, photoAlt, file } = input
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
  },
})

/** The newsletter form: anyone, limited per client address. */
export const newsletterIntent = intent({
  who: 'anyone',
  parse: (form) => {
    const parsed = NewsletterFormSchema.safeParse({
      first_name: form.get('first_name'),
      last_name: form.get('last_name'),
      email: form.get('email'),
      sports: form.getAll('sports'),
      interests: form.getAll('interests'),
    })
    return parsed.success
      ? { ok: true as const, input: parsed.data }
      : refused(parsed.error.issues, NEWSLETTER_MESSAGES.fillAll)
  },
  audit: false,
  // a subscription waits for its confirmation and shows on no public page
  invalidates: 'nothing',
  run: async ({ request, input }): Promise<CommunityFormResult> => {
    if (!(await consumeRateLimit(`app:newsletter:${clientIp(request)}`, SUBMISSIONS_PER_WINDOW)))
      return newsletter(failure(TOO_MANY, 429))
    try {
      await subscribe(input)
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
  },
})

/** The answer to a form these pages do not have. */
export const UNKNOWN_FORM = failure('Unknown form')
