// The community story form (docs/product.md#story-form), shared by the form and the action.
import { z } from 'zod'
import { STORY_CATEGORIES } from '#app/utils/site'

export const STORY_MESSAGES = {
  fillAll: 'Please fill in all fields',
  signIn: 'You must be logged in to submit',
  failed: 'Failed to submit. Please try again.',
  success: "Story submitted successfully! We'll review it soon.",
  photoAlt: 'Describe your photo for readers who cannot see it',
  photoAltTooLong: 'The photo description must be 300 characters or fewer',
} as const

export const PHOTO_ALT_MAX = 300

const field = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .trim()
      .min(1, STORY_MESSAGES.fillAll)
      .max(max, `${label} must be less than ${max} characters`),
  )

export const StoryFormSchema = z.object({
  title: field(150, 'Title'),
  content: field(10000, 'Your story'),
  category: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z
      .string()
      .refine(
        (v) => v === '' || (STORY_CATEGORIES as readonly string[]).includes(v),
        'Please choose a category from the list',
      )
      .refine((v) => v !== '', STORY_MESSAGES.fillAll),
  ),
  // what the story's photo shows (required with a photo; the action checks that pairing)
  photoAlt: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().max(PHOTO_ALT_MAX, STORY_MESSAGES.photoAltTooLong),
  ),
  // one key per rendered form: posting it twice creates one story
  idempotencyKey: z.preprocess(
    (v) => (typeof v === 'string' && v ? v : undefined),
    z.uuid().optional(),
  ),
})
export type StoryForm = z.infer<typeof StoryFormSchema>
