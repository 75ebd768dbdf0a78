// Forms of the pages and site-text admin (browser-safe). One schema per intent, shared by the
// page-edit forms and the actions of /admin/pages and /admin/pages/edit/{pageSlug}.
import { z } from 'zod'
import { SLUG_PATTERN } from '#app/utils/text'

/** page_slug of the editable interface texts (docs/product.md#page-content). */
export const INTERFACE_SLUG = 'interface'

const KEY = /^[A-Za-z0-9_.-]+$/

export const PageSlugSchema = z
  .string()
  .trim()
  .min(1, 'Page slug is required')
  .max(80, 'Page slug must be less than 80 characters')
  .regex(SLUG_PATTERN, 'Use lowercase letters, numbers and hyphens only')

export const SectionKeySchema = z
  .string()
  .trim()
  .min(1, 'Section key is required')
  .max(80, 'Section key must be less than 80 characters')
  .regex(KEY, 'Use letters, numbers, dots, dashes and underscores only')

export const DuplicatePageSchema = z.object({
  sourceSlug: PageSlugSchema,
  newSlug: PageSlugSchema,
})

export const CreatePageSchema = z.object({
  pageSlug: PageSlugSchema,
  sectionKey: SectionKeySchema,
})

export const CreateSectionSchema = z.object({ sectionKey: SectionKeySchema })

export const SelectedPagesSchema = z.object({
  slugs: z.array(PageSlugSchema.or(z.literal('interface'))).min(1, 'Select at least one page'),
})

export type ContentFields = Record<string, unknown>

/** Parses the raw JSON editor: the value must be a JSON object. */
export const RawContentSchema = z.object({
  raw: z
    .string()
    .trim()
    .min(1, 'Content is required')
    .max(100_000, 'Content is too long')
    .transform((raw, ctx) => {
      let value: unknown
      try {
        value = JSON.parse(raw)
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: `Invalid JSON: ${(e as Error).message}` })
        return z.NEVER
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        ctx.addIssue({ code: 'custom', message: 'Content must be a JSON object' })
        return z.NEVER
      }
      return value as ContentFields
    }),
})

/**
 * The structured editor posts parallel lists: key[], value[], kind[] ('text' | 'json'), remove[],
 * plus an optional newKey/newValue. Returns the content object or field errors keyed by field name.
 */
export function parseStructuredContent(
  form: FormData,
): { data: ContentFields } | { errors: Record<string, string> } {
  const keys = form.getAll('key').map(String)
  const values = form.getAll('value').map(String)
  const kinds = form.getAll('kind').map(String)
  const removed = new Set(form.getAll('remove').map(String))
  const errors: Record<string, string> = {}
  const data: ContentFields = {}
  keys.forEach((key, i) => {
    if (removed.has(key)) return
    const value = values[i] ?? ''
    if (kinds[i] === 'json') {
      try {
        data[key] = JSON.parse(value)
      } catch {
        errors[`value.${key}`] = `Invalid JSON for "${key}"`
      }
    } else data[key] = value
  })
  const newKey = String(form.get('newKey') ?? '').trim()
  if (newKey) {
    const parsed = SectionKeySchema.safeParse(newKey)
    if (!parsed.success) errors.newKey = parsed.error.issues[0]!.message
    else if (newKey in data) errors.newKey = `Key "${newKey}" already exists`
    else data[newKey] = String(form.get('newValue') ?? '')
  }
  if (Object.keys(errors).length) return { errors }
  return { data }
}

export const SyncKeySchema = z.object({
  sectionKey: SectionKeySchema,
  overwrite: z
    .string()
    .optional()
    .transform((v) => v === 'true' || v === 'on'),
})
