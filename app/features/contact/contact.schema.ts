// Shared by the contact and business-inquiry forms and their actions. Browser-safe.
import { z } from 'zod'
import type { ActionResult } from '#app/utils/action-result'

// docs/product.md#validation email rules and messages
export const EMAIL_MAX = 255
export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .pipe(
    z
      .string()
      .email({ error: 'Please enter a valid email address' })
      .max(EMAIL_MAX, { error: 'Email must be less than 255 characters' }),
  )

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be less than ${max} characters` })

export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 5000
const message = required('Message', MESSAGE_MAX).refine((v) => v.length >= MESSAGE_MIN, {
  error: `Message must be at least ${MESSAGE_MIN} characters`,
})

export const ContactFormSchema = z.object({
  name: required('Name', 100),
  email: EmailSchema,
  subject: required('Subject', 150),
  message,
})
export type ContactForm = z.infer<typeof ContactFormSchema>

export const INQUIRY_TYPES = [
  'Brand partnership',
  'Advertising and sponsored content',
  'Affiliate program',
  'Athlete NIL collaboration',
  'Press and media',
  'Events and speaking',
  'Other',
] as const
export const BUDGET_RANGES = [
  'Under $5,000',
  '$5,000 to $15,000',
  '$15,000 to $50,000',
  'Over $50,000',
  'Not sure yet',
] as const

export const BusinessInquirySchema = z.object({
  name: required('Name', 100),
  email: EmailSchema,
  company: required('Company', 150),
  inquiryType: z.enum(INQUIRY_TYPES, { error: 'Please choose an inquiry type' }),
  budget: z
    .enum(['', ...BUDGET_RANGES], { error: 'Please choose a budget range from the list' })
    .optional()
    .transform((v) => v || undefined),
  message,
})
export type BusinessInquiry = z.infer<typeof BusinessInquirySchema>

/**
 * The longest value of each field. A refused form echoes the submitted values back so the visitor
 * keeps their text, but never more than this: unknown fields are dropped and long values cut.
 */
export const FIELD_MAX: Record<string, number> = {
  name: 100,
  email: EMAIL_MAX,
  subject: 150,
  company: 150,
  inquiryType: 80,
  budget: 40,
  message: MESSAGE_MAX,
}

/** The honeypot input's name: people never see or fill it; bots that fill every field do. */
export const HONEYPOT_FIELD = 'website'

/** A refused form also sends back what was typed, so the page without JavaScript keeps it. */
export type ContactActionData = ActionResult & { values?: Record<string, string> }
