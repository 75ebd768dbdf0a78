// The contact and business-inquiry forms: plain <Form method="post"> (works without JavaScript),
// field errors from the action (status 400), a success panel after a stored message.
import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { CheckCircle2, Send } from 'lucide-react'
import { Button } from '#app/components/ui/button'
import {
  FocusFirstError,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/ui/field'
import {
  BUDGET_RANGES,
  type ContactActionData,
  HONEYPOT_FIELD,
  INQUIRY_TYPES,
} from '../contact.schema'

type ActionData = ContactActionData | undefined

function Honeypot() {
  return (
    <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}

function SuccessPanel({
  title,
  text,
  againHref,
}: {
  title: string
  text: string
  againHref: string
}) {
  return (
    <div
      role="status"
      className="rounded-3xl bg-white p-8 text-center ring-1 ring-sand-200 md:p-10"
    >
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-700" />
      <h2 className="mt-4 font-display text-2xl font-semibold text-ink">{title}</h2>
      <p className="mt-2 text-sand-800">{text}</p>
      <Link
        to={againHref}
        className="mt-6 inline-flex rounded-full border border-sand-400 px-5 py-2.5 text-sm font-semibold hover:bg-sand-100"
      >
        Send another message
      </Link>
    </div>
  )
}

/**
 * What both forms share: the success panel after a stored message, the form frame with its error
 * message and focus handling, the name and email row, the honeypot and the submit button.
 */
function MessageForm({
  actionData,
  success,
  emailLabel,
  submitLabel,
  children,
}: {
  actionData: ActionData
  success: { title: string; text: string; againHref: string }
  emailLabel: string
  submitLabel: string
  children: (fields: { e: Record<string, string>; v: Record<string, string> }) => ReactNode
}) {
  const submitting = useNavigation().state === 'submitting'
  if (actionData?.ok) return <SuccessPanel {...success} />
  const e: Record<string, string> = (actionData && !actionData.ok && actionData.errors) || {}
  const v: Record<string, string> = actionData?.values ?? {}
  return (
    <Form
      method="post"
      noValidate
      className="relative space-y-5 rounded-3xl bg-white p-6 ring-1 ring-sand-200 md:p-8"
    >
      <FocusFirstError failure={actionData && !actionData.ok ? actionData : null} />
      {actionData && !actionData.ok ? <FormMessage>{actionData.message}</FormMessage> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          defaultValue={v.name}
          error={e.name}
        />
        <InputField
          label={emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={v.email}
          error={e.email}
        />
      </div>
      {children({ e, v })}
      <Honeypot />
      <Button type="submit" size="lg" disabled={submitting}>
        <Send aria-hidden className="size-4" /> {submitting ? 'Sending…' : submitLabel}
      </Button>
    </Form>
  )
}

export function ContactForm({ actionData }: { actionData: ActionData }) {
  return (
    <MessageForm
      actionData={actionData}
      success={{
        title: 'Message sent',
        text: 'Thanks for reaching out. Someone from our team will reply within two business days.',
        againHref: '/contact',
      }}
      emailLabel="Email"
      submitLabel="Send message"
    >
      {({ e, v }) => (
        <>
          <InputField
            label="Subject"
            name="subject"
            required
            defaultValue={v.subject}
            error={e.subject}
          />
          <TextareaField
            label="Message"
            name="message"
            rows={6}
            required
            defaultValue={v.message}
            error={e.message}
          />
        </>
      )}
    </MessageForm>
  )
}

export function BusinessInquiryForm({ actionData }: { actionData: ActionData }) {
  return (
    <MessageForm
      actionData={actionData}
      success={{
        title: 'Inquiry received',
        text: 'Thank you. Our partnerships team reviews every inquiry and will reply within three business days.',
        againHref: '/business-inquiries',
      }}
      emailLabel="Work email"
      submitLabel="Send inquiry"
    >
      {({ e, v }) => (
        <>
          <InputField
            label="Company or organization"
            name="company"
            autoComplete="organization"
            required
            defaultValue={v.company}
            error={e.company}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Inquiry type"
              name="inquiryType"
              required
              options={INQUIRY_TYPES}
              placeholder="Choose one"
              defaultValue={v.inquiryType ?? ''}
              error={e.inquiryType}
            />
            <SelectField
              label="Budget (optional)"
              name="budget"
              options={BUDGET_RANGES}
              placeholder="Prefer not to say"
              defaultValue={v.budget ?? ''}
              error={e.budget}
            />
          </div>
          <TextareaField
            label="Tell us about your project"
            name="message"
            rows={6}
            required
            hint="Goals, timing, the athletes or audience you want to reach."
            defaultValue={v.message}
            error={e.message}
          />
        </>
      )}
    </MessageForm>
  )
}
