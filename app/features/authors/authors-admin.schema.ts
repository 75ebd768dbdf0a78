// The author editor (browser-safe), shared by the form and the actions.
import { z } from 'zod'
import { safeImageUrl } from '#app/utils/image-url'
import { SOCIAL_PLATFORMS } from '#app/utils/site'
import { SLUG_PATTERN, slugify, URL_MAX } from '#app/utils/text'
import { isWebUrl } from '#app/utils/url-rules'

export const AUTHOR_SOCIAL_KEYS = SOCIAL_PLATFORMS.map((p) => p.toLowerCase())

const socialUrl = z
  .string()
  .trim()
  .max(URL_MAX, 'URL is too long')
  .refine((v) => v === '' || isWebUrl(v), 'Please enter a valid URL')

export const AuthorFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be less than 100 characters'),
    slug: z
      .string()
      .trim()
      .max(80, 'Slug must be less than 80 characters')
      .refine(
        (v) => v === '' || SLUG_PATTERN.test(v),
        'Use lowercase letters, numbers and hyphens only',
      ),
    title: z.string().trim().max(100, 'Title must be less than 100 characters'),
    bio: z.string().trim().max(2000, 'Bio must be less than 2000 characters'),
    avatarUrl: z
      .string()
      .trim()
      .max(URL_MAX, 'URL is too long')
      .refine(
        (v) => v === '' || safeImageUrl(v) !== null,
        'Please use an image URL (JPEG, PNG, WebP, AVIF, GIF or SVG)',
      ),
    socialLinks: z.record(z.string(), socialUrl),
    userId: z.string().trim().max(100),
    // a checkbox: 'on' when ticked
    noindex: z.string().transform((v) => v === 'on' || v === 'true'),
  })
  .transform((v) => ({
    ...v,
    slug: v.slug || slugify(v.name),
    avatarUrl: v.avatarUrl || null,
    userId: v.userId || null,
    socialLinks: Object.fromEntries(Object.entries(v.socialLinks).filter(([, url]) => url)),
  }))
export type AuthorForm = z.infer<typeof AuthorFormSchema>

export function authorFormValues(form: FormData) {
  const s = (k: string) => String(form.get(k) ?? '')
  return {
    name: s('name'),
    slug: s('slug'),
    title: s('title'),
    bio: s('bio'),
    avatarUrl: s('avatarUrl'),
    userId: s('userId'),
    noindex: s('noindex'),
    socialLinks: Object.fromEntries(AUTHOR_SOCIAL_KEYS.map((k) => [k, s(`socialLinks.${k}`)])),
  }
}

export const DeleteAuthorSchema = z.object({
  id: z.uuid('Author not found'),
  reassignTo: z
    .string()
    .optional()
    .transform((v) => v || null)
    .pipe(z.uuid('Choose an author to reassign the articles to').nullable()),
})
