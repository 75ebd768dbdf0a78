// The subscribers list in the admin (browser-safe).
import { z } from 'zod'

export const SUBSCRIBERS_PAGE_SIZE = 50
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

export const SubscriberFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  status: z.enum(['all', ...SUBSCRIBER_STATUSES]).catch('all'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
})
export type SubscriberFilter = z.infer<typeof SubscriberFilterSchema>
