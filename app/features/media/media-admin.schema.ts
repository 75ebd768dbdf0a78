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

export const CREDIT_MAX = 200
export const LICENCE_MAX = 100
const percent = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number from 0 to 100` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be from 0 to 100`)
    .max(100, `${label} must be from 0 to 100`)

/** The details form of an image: alt text, photo credit, licence and focal point (percent). */
export const MediaDetailsSchema = AltTextSchema.extend({
  credit: z.string().trim().max(CREDIT_MAX, `Credit must be ${CREDIT_MAX} characters or fewer`),
  licence: z.string().trim().max(LICENCE_MAX, `Licence must be ${LICENCE_MAX} characters or fewer`),
  focalX: percent('Focal point across'),
  focalY: percent('Focal point down'),
})
export type MediaDetailsInput = z.infer<typeof MediaDetailsSchema>
