import { z } from 'zod'

export const ALT_TEXT_MAX = 300
export const MediaIdSchema = z.uuid('Image not found')
export const AltTextSchema = z.object({
  id: MediaIdSchema,
  altText: z
    .string()
    .trim()
    .max(ALT_TEXT_MAX, `Alt text must be ${ALT_TEXT_MAX} characters or fewer`),
})
export const MediaQuerySchema = z.object({
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  item: z.string().max(64).catch(''),
})
