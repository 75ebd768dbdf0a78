// SEO forms (browser-safe): site-wide defaults, redirects, limits the overview flags.
import { z } from 'zod'
import { isSitePath, isWebUrl } from '#app/utils/url-rules'
import { STATIC_PAGES } from './static-pages'

const STATIC_PAGE_PATHS = STATIC_PAGES.map((p) => p.path) as [string, ...string[]]

export const TITLE_MAX = 60
export const DESCRIPTION_MAX = 160

export type SeoDefaults = {
  titleSuffix: string
  defaultSocialImage: string
  organisation: {
    name: string
    locality: string
    region: string
    country: string
    email: string
    logo: string
  }
  /** static page paths kept out of search engines */
  noindexPages: string[]
}

const imageUrl = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .refine(
    (v) => v === '' || isWebUrl(v) || isSitePath(v, { query: true }),
    'Please enter a valid URL',
  )

export const SeoDefaultsFormSchema = z.object({
  titleSuffix: z.string().trim().max(60, 'Title suffix must be 60 characters or fewer'),
  defaultSocialImage: imageUrl,
  orgName: z.string().trim().min(1, 'Organisation name is required').max(120),
  orgLocality: z.string().trim().min(1, 'City is required').max(80),
  orgRegion: z.string().trim().max(80),
  orgCountry: z.string().trim().max(2, 'Use the two-letter country code'),
  orgEmail: z.union([z.literal(''), z.email('Please enter a valid email address')]),
  orgLogo: imageUrl,
})
export type SeoDefaultsForm = z.infer<typeof SeoDefaultsFormSchema>

/** A site path: starts with one slash, no scheme, host, backslash, query or fragment. */
const sitePath = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} is too long`)
    .refine((v) => isSitePath(v), `${label} must be a path starting with /`)
    .transform((v) => (v.length > 1 ? v.replace(/\/+$/, '') : v))

export const RedirectFormSchema = z
  .object({ fromPath: sitePath('Old path'), toPath: sitePath('New path') })
  .refine((v) => v.fromPath !== v.toPath, {
    message: 'The old and new paths are the same',
    path: ['toPath'],
  })
export type RedirectForm = z.infer<typeof RedirectFormSchema>

export const SEO_ISSUES = [
  'missing-title',
  'long-title',
  'missing-description',
  'long-description',
  'duplicate-title',
  'duplicate-description',
  'missing-image',
] as const
export type SeoIssue = (typeof SEO_ISSUES)[number]
export const SEO_ISSUE_LABELS: Record<SeoIssue, string> = {
  'missing-title': 'Title missing',
  'long-title': `Title over ${TITLE_MAX} characters`,
  'missing-description': 'Meta description missing',
  'long-description': `Description over ${DESCRIPTION_MAX} characters`,
  'duplicate-title': 'Duplicate title',
  'duplicate-description': 'Duplicate description',
  'missing-image': 'Social image missing',
}

export const SeoOverviewQuerySchema = z.object({
  type: z.enum(['all', 'article', 'hub', 'page']).catch('all'),
  issue: z.enum(['all', 'any', ...SEO_ISSUES]).catch('all'),
  sort: z.enum(['title', 'type', 'issues', 'title-length', 'description-length']).catch('issues'),
  q: z.string().trim().max(100).catch(''),
})
export type SeoOverviewQuery = z.infer<typeof SeoOverviewQuerySchema>

export const StaticNoindexSchema = z.object({
  path: z.enum(STATIC_PAGE_PATHS, { error: 'Unknown page' }),
  noindex: z
    .enum(['true', 'false'], { error: 'Choose noindex or index' })
    .transform((v) => v === 'true'),
})

export const RemoveRedirectSchema = z.object({ id: z.uuid('Redirect not found') })
