// The product editor and list filters (browser-safe), shared by the form and the actions.
import { z } from 'zod'
import { safeImageUrl } from '#app/utils/image-url'
import { HUBS } from '#app/utils/site'
import { SLUG_PATTERN, slugify, URL_MAX } from '#app/utils/text'
import { isWebUrl } from '#app/utils/url-rules'

export const PRODUCTS_PAGE_SIZE = 20
const HUB_IDS = HUBS.map((h) => h.id) as [string, ...string[]]

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be less than ${max} characters`)

/** A list written one item per line (pros, cons). */
const lines = (maxItems: number, maxLength: number, label: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(maxLength, `${label} must be less than ${maxLength} characters`))
        .max(maxItems, `Use at most ${maxItems} points`),
    )

export const PRODUCT_IMAGE_REQUIRED =
  'Add a product image: active products are shown with their picture (or untick Active to save a draft)'

export const ProductFormSchema = z
  .object({
    title: text(200, 'Title').min(1, 'Title is required'),
    slug: text(100, 'Slug').refine(
      (v) => v === '' || SLUG_PATTERN.test(v),
      'Use lowercase letters, numbers and hyphens only',
    ),
    excerpt: text(500, 'Excerpt'),
    brand: text(100, 'Brand').min(1, 'Brand is required'),
    price: z
      .string()
      .trim()
      .min(1, 'Price is required')
      .pipe(
        z.coerce
          .number<string>({ error: 'Price must be a number' })
          .min(0, 'Price cannot be negative')
          .max(99_999_999, 'Price is too high'),
      ),
    affiliateUrl: z
      .string()
      .trim()
      .min(1, 'Affiliate URL is required')
      .max(URL_MAX, 'URL is too long')
      .refine((v) => isWebUrl(v), 'Please enter a valid URL'),
    imageUrl: z
      .string()
      .trim()
      .max(URL_MAX, 'URL is too long')
      .refine(
        (v) => v === '' || safeImageUrl(v) !== null,
        'Please use an image URL (JPEG, PNG, WebP, AVIF, GIF or SVG)',
      ),
    imageAlt: text(300, 'Alt text'),
    description: text(5000, 'Description').transform((v) => v.replace(/\r\n?/g, '\n')),
    pros: lines(10, 200, 'Each point'),
    cons: lines(10, 200, 'Each point'),
    suits: text(500, 'Who it suits'),
    gallery: z
      .string()
      .max(10_000, 'Too many pictures')
      .transform((v, ctx) => {
        const out: { url: string; alt: string }[] = []
        for (const [n, raw] of v.split('\n').entries()) {
          const line = raw.trim()
          if (!line) continue
          const [url = '', ...altParts] = line.split('|')
          const alt = altParts.join('|').trim()
          if (safeImageUrl(url.trim()) === null || !alt) {
            ctx.addIssue({
              code: 'custom',
              message: `Line ${n + 1}: write an image URL, then | and its alt text`,
            })
            return z.NEVER
          }
          out.push({ url: url.trim(), alt: alt.slice(0, 300) })
        }
        if (out.length > 8) {
          ctx.addIssue({ code: 'custom', message: 'Use at most 8 more pictures' })
          return z.NEVER
        }
        return out
      }),
    hubId: z.enum(HUB_IDS, { error: 'Please choose a hub' }),
    tags: z
      .string()
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((t) => t.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string().max(40, 'Each tag must be less than 40 characters'))
          .max(20, 'Use at most 20 tags'),
      ),
    isActive: z
      .string()
      .optional()
      .transform((v) => v === 'on' || v === 'true'),
  })
  // the public card shows a product's picture; without one it can only show a 'No image' tile
  .refine((v) => !v.isActive || v.imageUrl, {
    path: ['imageUrl'],
    message: PRODUCT_IMAGE_REQUIRED,
  })
  .refine((v) => !v.imageUrl || v.imageAlt, {
    path: ['imageAlt'],
    message: 'Alt text is required when an image is set',
  })
  .transform((v) => ({ ...v, slug: v.slug || slugify(v.title, 100) }))
export type ProductForm = z.infer<typeof ProductFormSchema>

/** Reads the editor form, missing fields as empty strings. */
export function productFormValues(form: FormData) {
  const s = (k: string) => (form.has(k) ? String(form.get(k)) : '')
  const values: Record<string, string | undefined> = {}
  for (const k of [
    'title',
    'slug',
    'excerpt',
    'brand',
    'price',
    'affiliateUrl',
    'imageUrl',
    'imageAlt',
    'description',
    'pros',
    'cons',
    'suits',
    'gallery',
    'hubId',
    'tags',
  ])
    values[k] = s(k)
  values.isActive = form.has('isActive') ? s('isActive') : undefined
  return values
}

export const ProductFilterSchema = z.object({
  q: z.string().trim().max(200).catch(''),
  hub: z.enum(['', ...HUB_IDS]).catch(''),
  active: z.enum(['all', 'active', 'inactive']).catch('all'),
  view: z.enum(['all', 'trash']).catch('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
export type ProductFilter = z.infer<typeof ProductFilterSchema>

export const ProductIdSchema = z.object({ id: z.uuid('Product not found') })
