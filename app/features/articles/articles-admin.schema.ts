// The article editor's rules, shared by the form (browser) and the actions (server). The content
// blocks' rules are in article-blocks.schema.ts.
import { z } from 'zod'
import { type DataResult, fieldErrorsOf, fieldFailure } from '#app/utils/action-result'
import type { ContentBlock } from '#app/db/schema'
import { HUBS } from '#app/utils/site'
import { SLUG_PATTERN } from '#app/utils/text'
import { imageUrlField, parseBlocks, readBlockDrafts } from './article-blocks.schema'
import { imagesMissingAlt, missingAltMessage } from './rich-blocks.schema'

export const ADMIN_PAGE_SIZE = 20
export const ARTICLE_STATUSES = ['draft', 'published', 'scheduled'] as const
export const LIST_VIEWS = ['all', 'draft', 'published', 'scheduled', 'trash'] as const
export type ListView = (typeof LIST_VIEWS)[number]
export const TRASH_REASON = 'User moved to trash'

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be ${max} characters or fewer`)
const optionalText = (max: number, label: string) => text(max, label).transform((v) => v || null)

const HUB_IDS = HUBS.map((h) => h.id) as [string, ...string[]]

export const ArticleFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(80, 'Slug must be 80 characters or fewer')
    .refine(
      (v) => v === '' || SLUG_PATTERN.test(v),
      'Use lowercase letters, numbers and single hyphens only',
    ),
  excerpt: text(500, 'Excerpt'),
  hubId: z.enum(HUB_IDS, { error: 'Choose a hub' }),
  category: text(80, 'Category'),
  tags: z
    .string()
    .max(1000, 'Too many tags')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ])
    .refine((t) => t.length <= 12, 'Use at most 12 tags')
    .refine((t) => t.every((x) => x.length <= 40), 'Each tag must be 40 characters or fewer'),
  authorId: z
    .union([z.literal(''), z.uuid('Choose an author from the list')])
    .transform((v) => v || null),
  imageUrl: imageUrlField,
  imageAlt: text(300, 'Alt text'),
  metaTitle: optionalText(70, 'Meta title'),
  metaDescription: optionalText(160, 'Meta description'),
  socialImageUrl: imageUrlField,
  socialTitle: optionalText(100, 'Social title'),
  socialDescription: optionalText(200, 'Social description'),
  // a checkbox: 'on' when ticked, absent otherwise
  noindex: z.string().transform((v) => v === 'on' || v === 'true'),
})
export type ArticleFields = z.infer<typeof ArticleFieldsSchema>

export const INTENTS = ['save', 'publish', 'schedule', 'unpublish', 'autosave'] as const
export type EditorIntent = (typeof INTENTS)[number]

/** Reading time in minutes from the words of the article (200 words a minute, at least 1). */
export function readingTimeFor(excerpt: string, blocks: ContentBlock[]): number {
  const words = [
    excerpt,
    ...blocks.map((b) =>
      'text' in b ? b.text : 'heading' in b ? b.heading : 'items' in b ? b.items.join(' ') : '',
    ),
  ]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length
  return Math.max(1, Math.ceil(words / 200))
}

/** A datetime-local value plus the browser's offset (minutes, Date#getTimezoneOffset) to a Date. */
export function parsePublishAt(local: string, tzOffset: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim())
  if (!m) return null
  const offset = Number(tzOffset) || 0
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0)) + offset * 60_000
  const d = new Date(utc)
  return Number.isNaN(d.getTime()) ? null : d
}

export const BulkSchema = z.object({
  op: z.enum(['publish', 'unpublish', 'trash', 'restore', 'delete'], { error: 'Choose an action' }),
  ids: z
    .array(z.uuid())
    .min(1, 'Select at least one article')
    .max(100, 'Select at most 100 articles'),
})

const FIELD_NAMES = [
  'title',
  'slug',
  'excerpt',
  'hubId',
  'category',
  'tags',
  'authorId',
  'imageUrl',
  'imageAlt',
  'metaTitle',
  'metaDescription',
  'socialImageUrl',
  'socialTitle',
  'socialDescription',
  'noindex',
] as const

export type ParsedArticleForm = DataResult<{
  intent: EditorIntent
  publishAt: Date | null
  input: ArticleFields & { contentBlocks: ContentBlock[] }
}>

/** Parses the editor form once: fields, blocks, intent and the publish time. */
export function parseArticleForm(form: FormData): ParsedArticleForm {
  const raw = Object.fromEntries(FIELD_NAMES.map((k) => [k, String(form.get(k) ?? '')]))
  const intentRaw = String(form.get('intent') ?? 'save')
  const intent = (INTENTS as readonly string[]).includes(intentRaw)
    ? (intentRaw as EditorIntent)
    : 'save'
  const fields = ArticleFieldsSchema.safeParse(raw)
  const publishing = intent === 'publish' || intent === 'schedule'
  const blocks = parseBlocks(readBlockDrafts(form), { requireAlt: publishing })
  // an autosaved draft may be unfinished: empty blocks are dropped instead of refused
  const blockErrors = intent === 'autosave' ? {} : blocks.errors
  const errors: Record<string, string> = {
    ...(fields.success ? {} : fieldErrorsOf(fields.error.issues)),
    ...blockErrors,
  }
  const noAlt = publishing ? imagesMissingAlt(blocks.blocks) : []
  if (noAlt.length && !errors.form) errors.form = missingAltMessage(noAlt)
  const publishAt = parsePublishAt(
    String(form.get('publishAt') ?? ''),
    String(form.get('tzOffset') ?? '0'),
  )
  if (!fields.success || Object.keys(errors).length) return fieldFailure(errors)
  const contentBlocks =
    intent === 'autosave'
      ? blocks.blocks.filter(
          (_, i) => !Object.keys(blocks.errors).some((k) => k.startsWith(`blocks.${i}.`)),
        )
      : blocks.blocks
  return { ok: true, intent, publishAt, input: { ...fields.data, contentBlocks } }
}
