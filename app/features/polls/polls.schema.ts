// Poll forms (browser-safe): the member's vote and the back office's poll editor.
import { z } from 'zod'

export const POLL_MESSAGES = {
  voted: 'Thanks for voting! Here is what the community picked.',
  alreadyVoted: 'You have already voted in this poll. Your first vote counts.',
  notFound: 'This poll or option does not exist.',
  closed: 'This poll is closed. Voting has ended.',
  signIn: 'Sign in to vote in community polls.',
} as const

export const MIN_POLL_OPTIONS = 2
export const MAX_POLL_OPTIONS = 10

export const VoteSchema = z.object({
  pollId: z.uuid(POLL_MESSAGES.notFound),
  optionId: z.uuid(POLL_MESSAGES.notFound),
})
export type Vote = z.infer<typeof VoteSchema>

const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

const title = z
  .string({ message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be less than 200 characters')
const description = z.preprocess(
  (v) => (typeof v === 'string' ? v : ''),
  z.string().trim().max(1000, 'Description must be less than 1000 characters'),
)

export const PollDetailsSchema = z.object({ title, description })
export type PollDetails = z.infer<typeof PollDetailsSchema>

export const PollFormSchema = PollDetailsSchema.extend({
  // blank option rows of the form are ignored
  options: z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : v == null ? [] : [v])
        .map((o) => (typeof o === 'string' ? o.trim() : ''))
        .filter(Boolean),
    z
      .array(z.string().max(200, 'Each option must be less than 200 characters'))
      .min(MIN_POLL_OPTIONS, `Add at least ${MIN_POLL_OPTIONS} options`)
      .max(MAX_POLL_OPTIONS, `A poll can have at most ${MAX_POLL_OPTIONS} options`)
      .refine(
        (list) => new Set(list.map((o) => o.toLowerCase())).size === list.length,
        'Each option must be different',
      ),
  ),
  isActive: checkbox,
})
export type PollForm = z.infer<typeof PollFormSchema>

export const PollIdSchema = z.object({ id: z.uuid('Poll not found') })

export const POLL_ADMIN_INTENTS = ['activate', 'deactivate', 'delete', 'update'] as const
