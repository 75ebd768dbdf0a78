import { z } from 'zod'

export const SAVED_TYPES = ['article', 'product'] as const
export type SavedType = (typeof SAVED_TYPES)[number]

export const SaveItemSchema = z.object({
  itemType: z.enum(SAVED_TYPES, { error: 'Unknown item type' }),
  itemId: z.uuid({ error: 'Unknown item' }),
  intent: z.enum(['save', 'unsave']).default('save'),
})
