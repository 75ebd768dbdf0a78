// Contact and business-inquiry actions: parse once with the shared schema, store in contact_messages.
import { data } from 'react-router'
import { z } from 'zod'
import { db } from '#app/db/client.server'
import { contactMessages } from '#app/db/schema'
import { BusinessInquirySchema, ContactFormSchema, HONEYPOT_FIELD, type FieldErrors } from './contact.schema'

export type ContactActionData =
  | { ok: true; errors?: undefined; values?: undefined }
  | { ok: false; errors: FieldErrors; values: Record<string, string> }

function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [k, v] of form.entries()) if (typeof v === 'string' && k !== HONEYPOT_FIELD) values[k] = v
  return values
}

async function handle<S extends z.ZodType>(
  request: Request,
  schema: S,
  store: (input: z.infer<S>) => Promise<unknown>,
) {
  const form = await request.formData()
  const values = formValues(form)
  // a filled honeypot: answer like a success, store nothing
  const trap = form.get(HONEYPOT_FIELD)
  if (typeof trap === 'string' && trap.trim() !== '') return data<ContactActionData>({ ok: true })
  const parsed = schema.safeParse(values)
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors as FieldErrors
    return data<ContactActionData>({ ok: false, errors, values }, { status: 400 })
  }
  await store(parsed.data)
  return data<ContactActionData>({ ok: true })
}

export function handleContactAction(request: Request) {
  return handle(request, ContactFormSchema, (input) =>
    db.insert(contactMessages).values({
      kind: 'contact',
      name: input.name,
      email: input.email.toLowerCase(),
      subject: input.subject,
      message: input.message,
    }),
  )
}

export function handleBusinessInquiryAction(request: Request) {
  return handle(request, BusinessInquirySchema, (input) =>
    db.insert(contactMessages).values({
      kind: 'business',
      name: input.name,
      email: input.email.toLowerCase(),
      company: input.company,
      inquiryType: input.inquiryType,
      subject: input.budget ? `${input.inquiryType} (budget: ${input.budget})` : input.inquiryType,
      message: input.message,
    }),
  )
}
