// The site settings form (browser-safe): docs/product.md#site-settings keys and rules.
import { z } from 'zod'
import { SOCIAL_PLATFORMS } from '#app/utils/site'
import { URL_MAX } from '#app/utils/text'
import { isSitePath, isWebUrl } from '#app/utils/url-rules'

export const SETTINGS_KEYS = [
  'social_links',
  'article_categories',
  'sport_options',
  'content_preferences',
  'favicon_url',
  'banned_words',
  'video_upload_max_mb',
] as const

/** The largest video the media library accepts, in MB (capped by MAX_VIDEO_UPLOAD_BYTES). */
export const DEFAULT_VIDEO_UPLOAD_MAX_MB = 200
export const VIDEO_UPLOAD_MAX_MB_LIMIT = 2048
export type SettingsKey = (typeof SETTINGS_KEYS)[number]

const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX, 'URL is too long')
  .refine((v) => v === '' || isWebUrl(v), 'Please enter a valid URL')

const everyShort = (list: string[]) => list.every((item) => item.length <= 60)

/** A textarea with one item per line: trimmed, blank lines and repeats dropped. */
const lineList = (what: string) =>
  z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string())
        // checked on the list, not per item: the form has one textarea, so the error is keyed
        // by the field's name rather than by a line's index
        .refine(everyShort, `Each ${what} must be less than 60 characters`)
        .min(1, `Add at least one ${what}`)
        .max(60, `Use at most 60 ${what} entries`),
    )

/** Words and phrases that hold a community post for review; may be empty (no word filter). */
const bannedWords = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(/\r?\n/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string())
      .refine(everyShort, 'Each word or phrase must be less than 60 characters')
      .max(500, 'Use at most 500 words or phrases'),
  )

export const SettingsFormSchema = z.object({
  social_links: z.object({
    Instagram: optionalUrl,
    Twitter: optionalUrl,
    TikTok: optionalUrl,
    YouTube: optionalUrl,
    LinkedIn: optionalUrl,
    Facebook: optionalUrl,
    Pinterest: optionalUrl,
  } satisfies Record<(typeof SOCIAL_PLATFORMS)[number], typeof optionalUrl>),
  article_categories: lineList('category'),
  sport_options: lineList('sport'),
  content_preferences: lineList('preference'),
  banned_words: bannedWords,
  // a form saved before the field existed (or left empty) keeps the default
  video_upload_max_mb: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? DEFAULT_VIDEO_UPLOAD_MAX_MB : v),
    z.coerce
      .number('Enter the size in MB')
      .int('Enter a whole number of MB')
      .min(1, 'The video size limit must be at least 1 MB')
      .max(
        VIDEO_UPLOAD_MAX_MB_LIMIT,
        `The video size limit must be at most ${VIDEO_UPLOAD_MAX_MB_LIMIT} MB`,
      ),
  ),
  favicon_url: z
    .string()
    .trim()
    .min(1, 'Favicon URL is required')
    .max(URL_MAX, 'URL is too long')
    .refine((v) => isWebUrl(v) || isSitePath(v, { query: true }), 'Please enter a valid URL'),
})
export type SettingsForm = z.infer<typeof SettingsFormSchema>

/** Reads the flat form (social_links.Instagram, ...) into the schema's shape. */
export function settingsFormValues(form: FormData) {
  const str = (k: string) => String(form.get(k) ?? '')
  return {
    social_links: Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, str(`social_links.${p}`)])),
    article_categories: str('article_categories'),
    sport_options: str('sport_options'),
    content_preferences: str('content_preferences'),
    favicon_url: str('favicon_url'),
    banned_words: str('banned_words'),
    video_upload_max_mb: str('video_upload_max_mb'),
  }
}
