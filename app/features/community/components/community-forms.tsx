// The story form and the newsletter form side by side.
// Props: the SPEC's lists (from site_settings / constants) so the component does not fetch.
// Both post to the page's own action (which calls handleCommunityFormAction) and work without JS.
import { useEffect, useId, useRef, useState } from 'react'
import { useActionData, useFetcher, useFormAction } from 'react-router'
import { ChevronDown, PenLine, Mail } from 'lucide-react'
import { showToast } from '#app/components/toaster'
import { Button, buttonClass } from '#app/components/ui/button'
import {
  FocusFirstError,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/ui/field'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import { useOptionalUser } from '#app/utils/user'
import { STORY_CATEGORIES } from '#app/utils/site'
import type { CommunityFormResult } from '../community-forms.server'
import { ChipGroup } from '#app/features/accounts/components/chip-group'

/**
 * A v4 UUID. crypto.randomUUID exists only in a secure context, getRandomValues everywhere; the
 * server renders one per form per page, and randomUUID draws from a cached pool instead of asking
 * the system for 16 bytes each time.
 */
function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

function useFormResult(intent: CommunityFormResult['intent']) {
  const fetcher = useFetcher<CommunityFormResult>()
  const actionData = useActionData() as CommunityFormResult | undefined
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined)
  const formRef = useRef<HTMLFormElement>(null)
  const [key, setKey] = useState(newKey)
  useEffect(() => {
    if (!fetcher.data) return
    if (fetcher.data.ok) {
      showToast({
        type: 'success',
        title: fetcher.data.message,
        description: fetcher.data.detail,
      })
      formRef.current?.reset()
      setKey(newKey())
    }
  }, [fetcher.data])
  return { fetcher, result, formRef, key, busy: fetcher.state !== 'idle' }
}

/**
 * Each invalid field: its own message, or `true` when the form's message already says it ('Please
 * fill in all fields' is said once, and the field points at it with aria-describedby).
 */
function fieldMarks(result: CommunityFormResult | undefined) {
  if (!result || result.ok || !result.errors) return undefined
  return Object.fromEntries(
    Object.entries(result.errors).map(([k, m]) => [k, m === result.message ? true : m]),
  ) as Record<string, string | true>
}

/**
 * The form posts to the page's own action plus the form's anchor: without JavaScript the reloaded
 * page opens at the form and its message, not at the top of a long page.
 */
function useAnchoredAction(anchor: string) {
  return `${useFormAction()}#${anchor}`
}

const cardClass =
  'rounded-[1.75rem] bg-white p-5 ring-1 ring-sand-200 shadow-[0_20px_50px_-35px_rgba(60,40,20,0.4)] md:p-8'

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
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          {busy ? 'Submitting…' : 'Submit Story'}
        </Button>
      </fetcher.Form>
    </section>
  )
}

function NewsletterForm({ sports, interests }: { sports: string[]; interests: string[] }) {
  const { fetcher, result, formRef, busy } = useFormResult('newsletter')
  const errors = fieldMarks(result)
  const messageId = useId()
  const action = useAnchoredAction('newsletter')
  return (
    <section id="newsletter" aria-labelledby="newsletter-form-title" className={cardClass}>
      <Mail aria-hidden className="size-6 text-clay-700" />
      <h3 id="newsletter-form-title" className="mt-3 font-display text-2xl font-semibold text-ink">
        Get the newsletter
      </h3>
      <p className="mt-1 text-sand-800">
        The best of the week, picked for your sport and what you care about.
      </p>
      <fetcher.Form
        method="post"
        action={action}
        ref={formRef}
        className="mt-6 space-y-4"
        noValidate
      >
        <input type="hidden" name="intent" value="newsletter" />
        <FocusFirstError failure={result && !result.ok ? result : null} />
        {result ? (
          <FormMessage id={messageId} tone={result.ok ? 'success' : 'error'}>
            {result.message}
            {result.detail ? <span className="mt-1 block font-normal">{result.detail}</span> : null}
          </FormMessage>
        ) : null}
        {/* the email first; the names after it; what to send is optional and folded away */}
        <InputField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors?.email}
          errorMessageId={messageId}
        />
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <InputField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            error={errors?.first_name}
            errorMessageId={messageId}
          />
          <InputField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            required
            error={errors?.last_name}
            errorMessageId={messageId}
          />
        </div>
        <details className="group rounded-2xl bg-sand-50 ring-1 ring-sand-200">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-2.5 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
            Tell us more (optional)
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-4 px-4 pt-1 pb-4">
            <ChipGroup legend="Sports (optional)" name="sports" options={sports} />
            <ChipGroup legend="Interests (optional)" name="interests" options={interests} />
          </div>
        </details>
        <Button
          type="submit"
          size="lg"
          variant="accent"
          className="w-full sm:w-auto"
          disabled={busy}
        >
          {busy ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </fetcher.Form>
    </section>
  )
}

export function CommunityForms(props: { sports: string[]; interests: string[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StoryForm />
      <NewsletterForm sports={props.sports} interests={props.interests} />
    </div>
  )
}
