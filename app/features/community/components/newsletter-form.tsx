// The newsletter form: email, first and last name (required, marked with * and aria-required), and
// the optional sports and interests. For a signed-in member it starts filled in with what she already
// gave (prefill from the page's loader); she can change any of it. Works without JavaScript.
import { useId } from 'react'
import { ChevronDown, Mail } from 'lucide-react'
import { Button } from '#app/components/ui/button'
import { FocusFirstError, FormMessage, InputField } from '#app/components/ui/field'
import { ChipGroup } from '#app/features/accounts/components/chip-group'
import type { NewsletterPrefill } from '#app/features/newsletter/newsletter-prefill'
import { cardClass, fieldMarks, useAnchoredAction, useFormResult } from './community-form-kit'

/** The visible mark of a required field; the field itself says it with aria-required. */
function Required({ label }: { label: string }) {
  return (
    <>
      {label}{' '}
      <span aria-hidden className="text-clay-700">
        *
      </span>
    </>
  )
}

export function NewsletterForm({
  sports,
  interests,
  prefill,
}: {
  sports: string[]
  interests: string[]
  prefill?: NewsletterPrefill | null
}) {
  const { fetcher, result, formRef, busy } = useFormResult('newsletter')
  const errors = fieldMarks(result)
  const messageId = useId()
  const action = useAnchoredAction('newsletter')
  const chosen = Boolean(prefill && (prefill.sports.length || prefill.interests.length))
  return (
    <section id="newsletter" aria-labelledby="newsletter-form-title" className={cardClass}>
      <Mail aria-hidden className="size-6 text-clay-700" />
      <h3 id="newsletter-form-title" className="mt-3 font-display text-2xl font-semibold text-ink">
        Get the newsletter
      </h3>
      <p className="mt-1 text-sand-800">
        The best of the week, picked for your sport and what you care about.{' '}
        <span className="text-sm">
          Fields marked{' '}
          <span aria-hidden className="text-clay-700">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </span>
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
          label={<Required label="Email" />}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-required="true"
          defaultValue={prefill?.email}
          error={errors?.email}
          errorMessageId={messageId}
        />
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <InputField
            label={<Required label="First name" />}
            name="first_name"
            autoComplete="given-name"
            required
            aria-required="true"
            defaultValue={prefill?.first_name}
            error={errors?.first_name}
            errorMessageId={messageId}
          />
          <InputField
            label={<Required label="Last name" />}
            name="last_name"
            autoComplete="family-name"
            required
            aria-required="true"
            defaultValue={prefill?.last_name}
            error={errors?.last_name}
            errorMessageId={messageId}
          />
        </div>
        {/* open when her profile already picked some: she sees what will be sent */}
        <details open={chosen} className="group rounded-2xl bg-sand-50 ring-1 ring-sand-200">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-2.5 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
            Tell us more (optional)
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="space-y-4 px-4 pt-1 pb-4">
            <ChipGroup
              legend="Sports (optional)"
              name="sports"
              options={sports}
              defaultSelected={prefill?.sports}
            />
            <ChipGroup
              legend="Interests (optional)"
              name="interests"
              options={interests}
              defaultSelected={prefill?.interests}
            />
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
