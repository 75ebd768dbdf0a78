// Contact and business-inquiry steps (the routes declare the intents): parse once with the shared
// schema, store in contact_messages.
import { type z } from 'zod'
import { db } from '#app/db/client.server'
import { contactMessages } from '#app/db/schema'
import { clientIp, consumeRateLimit } from '#app/features/accounts/rate-limit.server'
import {
  type BusinessInquirySchema,
  type ContactFormSchema,
  FIELD_MAX,
  HONEYPOT_FIELD,
  type ContactActionData,
} from './contact.schema'
import { notifyStaffOfMessage } from './inbox.server'
import { type ActionFailure, failure, fieldErrorsOf } from '#app/utils/action-result'

export const CONTACT_CHECK_FIELDS = 'Please check the highlighted fields.'
const SENT = 'Message sent'

// anonymous forms: a few messages per address and window, so one client cannot fill the inbox
export const CONTACT_PER_WINDOW = 5
export const CONTACT_WINDOW_SECONDS = 10 * 60
export const CONTACT_TOO_MANY =
  'You have sent several messages in a short time. Please wait a few minutes and try again.'

function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [k, v] of form.entries())
    if (typeof v === 'string' && k !== HONEYPOT_FIELD) values[k] = v
  return values
}

type StoredMessage = { id: string; kind: string; name: string; email: string; subject: string }
const STORED = {
  id: contactMessages.id,
  kind: contactMessages.kind,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
}

/** What a refused form sends back: the known fields only, none longer than its limit. */
function echoValues(values: Record<string, string>): Record<string, string> {
  const echo: Record<string, string> = {}
  for (const [k, max] of Object.entries(FIELD_MAX))
    if (values[k] !== undefined) echo[k] = values[k].slice(0, max)
  return echo
}

/** What a contact form parsed to: a filled honeypot (answered like a success, nothing stored) or input. */
export type ContactInput<T> =
  { trapped: true } | { trapped: false; data: T; values: Record<string, string> }

/** Parses a contact form with its shared schema; a refusal echoes the known fields back. */
export function parseContactForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
): { ok: true; input: ContactInput<z.infer<S>> } | ActionFailure {
  const values = formValues(form)
  const trap = form.get(HONEYPOT_FIELD)
  if (typeof trap === 'string' && trap.trim() !== '') return { ok: true, input: { trapped: true } }
  const parsed = schema.safeParse(values)
  if (parsed.success) return { ok: true, input: { trapped: false, data: parsed.data, values } }
  const errors = fieldErrorsOf(parsed.error.issues)
  const refused: ActionFailure & { values: Record<string, string> } = {
    ...failure(CONTACT_CHECK_FIELDS, 400, errors),
    values: echoValues(values),
  }
  return refused
}

async function send<T>(
  request: Request,
  kind: 'contact' | 'business',
  input: ContactInput<T>,
  store: (input: T) => Promise<StoredMessage[]>,
): Promise<ContactActionData> {
  if (input.trapped) return { ok: true, message: SENT }
  const limited = !(await consumeRateLimit(
    `app:${kind}:${clientIp(request)}`,
    CONTACT_PER_WINDOW,
    CONTACT_WINDOW_SECONDS,
  ))
  if (limited) return { ...failure(CONTACT_TOO_MANY, 429), values: echoValues(input.values) }
  const [stored] = await store(input.data)
  if (stored) await notifyStaffOfMessage(stored)
  return { ok: true, message: SENT }
}

export function sendContactMessage(
  request: Request,
  input: ContactInput<z.infer<typeof ContactFormSchema>>,
) {
  return send(request, 'contact', input, (input) =>
    db
      .insert(contactMessages)
      .values({
        kind: 'contact',
        name: input.name,
        email: input.email.toLowerCase(),
        subject: input.subject,
        message: input.message,
      })
      .returning(STORED),
  )
}

export function sendBusinessInquiry(
  request: Request,
  input: ContactInput<z.infer<typeof BusinessInquirySchema>>,
) {
  return send(request, 'business', input, (input) =>
    db
      .insert(contactMessages)
      .values({
        kind: 'business',
        name: input.name,
        email: input.email.toLowerCase(),
        company: input.company,
        inquiryType: input.inquiryType,
        subject: input.budget
          ? `${input.inquiryType} (budget: ${input.budget})`
          : input.inquiryType,
        message: input.message,
      })
      .returning(STORED),
  )
}
