// Following a hub or an author (browser-safe): the toggle's form, shared by the button and
// POST /api/follow. Hubs are named by their id, authors by their uuid.
import { z } from 'zod'
import { isUuid } from '#app/utils/uuid'

export const FOLLOW_TARGETS = ['hub', 'author'] as const
export type FollowTarget = (typeof FOLLOW_TARGETS)[number]
export const FOLLOW_INTENTS = ['follow', 'unfollow'] as const

export const FOLLOW_MESSAGES = {
  unknown: 'This hub or author does not exist.',
  rateLimited: 'Too many follow changes. Please wait a minute and try again.',
} as const

export const FollowFormSchema = z
  .object({
    intent: z.enum(FOLLOW_INTENTS, { error: 'Choose follow or unfollow' }),
    targetType: z.enum(FOLLOW_TARGETS, { error: 'You can follow a hub or an author' }),
    targetId: z.string().trim().min(1, FOLLOW_MESSAGES.unknown).max(80, FOLLOW_MESSAGES.unknown),
  })
  .refine(
    (f) => (f.targetType === 'hub' ? /^[a-z0-9-]{1,40}$/.test(f.targetId) : isUuid(f.targetId)),
    { path: ['targetId'], message: FOLLOW_MESSAGES.unknown },
  )
export type FollowForm = z.infer<typeof FollowFormSchema>
