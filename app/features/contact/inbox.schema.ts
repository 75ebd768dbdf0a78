// The staff inbox: list filters and the reply form (browser-safe).
import { z } from 'zod'

export const INBOX_PAGE_SIZE = 25
export const INBOX_STATUSES = ['new', 'replied', 'archived'] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]
export const INBOX_KINDS = ['contact', 'business'] as const
export const REPLY_MAX = 5000

export const InboxFilterSchema = z.object({
  q: z.string().trim().max(100).catch('').default(''),
  status: z.enum(['all', ...INBOX_STATUSES]).catch('all'),
  kind: z.enum(['all', ...INBOX_KINDS]).catch('all'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
})
export type InboxFilter = z.infer<typeof InboxFilterSchema>

export const ReplyFormSchema = z.object({
  body: z
    .string({ error: 'Reply is required' })
    .trim()
    .min(1, { error: 'Reply is required' })
    .max(REPLY_MAX, { error: `Reply must be less than ${REPLY_MAX} characters` }),
})

export const MessageStatusSchema = z.object({
  status: z.enum(['new', 'archived'], { error: 'Unknown status' }),
})
