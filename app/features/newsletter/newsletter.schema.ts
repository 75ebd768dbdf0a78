// The newsletter form (docs/product.md#newsletter-form), shared by the form and the action.
import { z } from 'zod'
import { normaliseInterests } from '#app/features/accounts/interests'

export const NEWSLETTER_MESSAGES = {
  fillAll: 'Please fill in all required fields',
  failed: 'Failed to subscribe. Please try again.',
  success: 'Successfully subscribed to newsletter!',
  checkInbox:
    'A confirmation email is on its way: open its link to start receiving the newsletter.',
} as const

const required = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .trim()
      .min(1, NEWSLETTER_MESSAGES.fillAll)
      .max(max, `${label} must be less than ${max} characters`),
  )

const choices = z.array(z.string().trim().min(1).max(60)).max(20).default([])

export const NewsletterFormSchema = z.object({
  first_name: required(100, 'First name'),
  last_name: required(100, 'Last name'),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .trim()
      .min(1, NEWSLETTER_MESSAGES.fillAll)
      .email('Please enter a valid email address')
      .max(255, 'Email must be less than 255 characters')
      .transform((v) => v.toLowerCase()),
  ),
  // the one interest taxonomy: old names renamed, anything else dropped
  sports: choices.transform((v) => normaliseInterests('sports', v)),
  interests: choices.transform((v) => normaliseInterests('content', v)),
})
export type NewsletterForm = z.infer<typeof NewsletterFormSchema>
