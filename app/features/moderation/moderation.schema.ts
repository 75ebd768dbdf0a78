// Forms of the story moderation queue (browser-safe).
import { z } from 'zod'
import { STORY_CATEGORIES } from '#app/utils/site'

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]

export const ModerationFilterSchema = z.object({
  status: z.enum(MODERATION_STATUSES).catch('pending'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export const StoryIdSchema = z.object({ id: z.uuid('Story not found') })

export const StoryEditSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be less than 200 characters'),
  content: z
    .string()
    .trim()
    .min(1, 'Content is required')
    .max(10_000, 'Content must be less than 10000 characters'),
  category: z.enum(STORY_CATEGORIES, { message: 'Please choose a category' }),
})
export type StoryEdit = z.infer<typeof StoryEditSchema>

export const RejectStorySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give a reason for rejecting this story')
    .max(1000, 'Reason must be less than 1000 characters'),
})
