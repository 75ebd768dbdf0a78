// The story form and the newsletter form side by side.
// Props: the lists (docs/product.md#default-lists) (from site_settings / constants) so the
// component does not fetch. Both post to the page's own action (which declares the story and
// newsletter intents) and work without JS.
import { useId } from 'react'
import { PenLine } from 'lucide-react'
import { Button, buttonClass } from '#app/components/ui/button'
import {
  FocusFirstError,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/ui/field'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import type { NewsletterPrefill } from '#app/features/newsletter/newsletter-prefill'
import { useOptionalUser } from '#app/utils/use-optional-user'
import { STORY_CATEGORIES } from '#app/utils/site'
import { cardClass, fieldMarks, useAnchoredAction, useFormResult } from './community-form-kit'
import { NewsletterForm } from './newsletter-form'

function StoryForm() {
  const { user } = useOptionalUser()
  if (!user) return <JoinCard />
  return <MemberStoryForm />
}

/** Signed-out visitors get one invitation instead of a greyed-out form. */
function JoinCard() {
  return (
    <section
      id="share-story"
      aria-labelledby="story-join-title"
      // beside the taller newsletter form it keeps its own height instead of stretching empty
      className={`${cardClass} self-start`}
    >
      <PenLine aria-hidden className="size-6 text-clay-700" />
      <h3 id="story-join-title" className="mt-3 font-display text-2xl font-semibold text-ink">
        Share your story: join free (13+)
      </h3>
      <p className="mt-1 text-sand-800">
        Training wins, setbacks, style, life after the final whistle: members tell the community.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
        <SignInButton mode="sign-up" className={buttonClass('primary', 'lg')}>
          Join free
        </SignInButton>
        <SignInButton className="text-sm font-semibold text-clay-700 underline underline-offset-4">
          I have an account: sign in
        </SignInButton>
      </div>
    </section>
  )
}

function MemberStoryForm() {
  const { fetcher, result, formRef, key, busy } = useFormResult('story')
  const errors = fieldMarks(result)
  const messageId = useId()
  const action = useAnchoredAction('share-story')
  return (
    <section id="share-story" aria-labelledby="story-form-title" className={cardClass}>
      <PenLine aria-hidden className="size-6 text-clay-700" />
      <h3 id="story-form-title" className="mt-3 font-display text-2xl font-semibold text-ink">
        Submit your story
      </h3>
      <p className="mt-1 text-sand-800">
        Training wins, setbacks, style, life after the final whistle: tell the community.
      </p>
      <fetcher.Form
        method="post"
        action={action}
        encType="multipart/form-data"
        ref={formRef}
        className="mt-6 space-y-4"
        noValidate
      >
        <input type="hidden" name="intent" value="story" />
        {/* the server renders one key; hydration keeps it (the DOM value is what gets posted) */}
        <input type="hidden" name="idempotencyKey" value={key} suppressHydrationWarning readOnly />
        <FocusFirstError failure={result && !result.ok ? result : null} />
        {/* above the fields: after a reload without JavaScript it is the first thing in view */}
        {result ? (
          <FormMessage id={messageId} tone={result.ok ? 'success' : 'error'}>
            {result.message}
          </FormMessage>
        ) : null}
        <div className="space-y-4">
          <InputField
            label="Title"
            name="title"
            required
            maxLength={150}
            error={errors?.title}
            errorMessageId={messageId}
          />
          <SelectField
            label="Category"
            name="category"
            required
            options={STORY_CATEGORIES}
            placeholder="Choose a category"
            defaultValue=""
            error={errors?.category}
            errorMessageId={messageId}
          />
          <TextareaField
            label="Your story"
            name="content"
            required
            rows={6}
            error={errors?.content}
            errorMessageId={messageId}
          />
          <StoryPhotoFields errors={errors} messageId={messageId} />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          {busy ? 'Submitting…' : 'Submit Story'}
        </Button>
      </fetcher.Form>
    </section>
  )
}

/** One optional photo and its description (required with a photo), reviewed with the story. */
function StoryPhotoFields({
  errors,
  messageId,
}: {
  errors: Record<string, string | true> | undefined
  messageId: string
}) {
  const photoId = useId()
  const photoError = errors?.photo
  return (
    <fieldset className="space-y-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200">
      <legend className="sr-only">Photo (optional)</legend>
      <div>
        <label htmlFor={photoId} className="block text-sm font-semibold text-ink">
          Photo (optional)
        </label>
        <input
          id={photoId}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={photoError ? true : undefined}
          aria-describedby={
            photoError
              ? `${photoId}-hint ${photoError === true ? messageId : `${photoId}-error`}`
              : `${photoId}-hint`
          }
          className="mt-1.5 block w-full text-sm text-sand-900 file:mr-3 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-sand-300"
        />
        <p id={`${photoId}-hint`} className="mt-1 text-sm text-sand-800">
          One JPEG, PNG or WebP photo. Location and camera details are removed, and it appears with
          your story only after our editors approve it.
        </p>
        {typeof photoError === 'string' ? (
          <p id={`${photoId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {photoError}
          </p>
        ) : null}
      </div>
      <InputField
        label="Describe your photo"
        name="photoAlt"
        maxLength={300}
        hint="Required with a photo: what it shows, for readers who cannot see it."
        error={errors?.photoAlt}
        errorMessageId={messageId}
      />
    </fieldset>
  )
}

export function CommunityForms(props: {
  sports: string[]
  interests: string[]
  /** a signed-in member's details for the newsletter form */
  prefill?: NewsletterPrefill | null
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StoryForm />
      <NewsletterForm sports={props.sports} interests={props.interests} prefill={props.prefill} />
    </div>
  )
}
