// A member's product review (browser-safe): the form's schema and the messages it shows.
import { z } from 'zod'

export const REVIEW_BODY_MIN = 20
export const REVIEW_BODY_MAX = 2000

export const REVIEW_MESSAGES = {
  pending: 'Thanks! Your review is waiting for a moderator and will appear once approved.',
  updated: 'Your review was updated. It will appear again once a moderator approves it.',
  rateLimited:
    'You have written several reviews in a short time. Please try again in a few minutes.',
  notFound: 'Product not found',
} as const

export const ProductReviewSchema = z.object({
  rating: z.coerce
    .number<unknown>({ error: 'Please choose a rating from 1 to 5 stars' })
    .int('Please choose a rating from 1 to 5 stars')
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(5, 'Please choose a rating from 1 to 5 stars'),
  body: z
    .string({ error: 'Please tell others what you think' })
    .trim()
    .min(REVIEW_BODY_MIN, `Please write at least ${REVIEW_BODY_MIN} characters`)
    .max(REVIEW_BODY_MAX, `Your review must be less than ${REVIEW_BODY_MAX} characters`),
})
export type ProductReviewForm = z.infer<typeof ProductReviewSchema>

/** '4.5' from an average; ratings are shown with one decimal. */
export function ratingLabel(rating: number) {
  return (Math.round(rating * 10) / 10).toFixed(1)
}
