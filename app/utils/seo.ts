import type { MetaDescriptor } from 'react-router'
import { SITE } from './site'

// One helper for page metadata: title with the brand suffix, description, canonical URL,
// Open Graph and Twitter tags with a 1200x630 image, optional JSON-LD.
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined

/** The site-wide SEO settings the root loader hands every page (editable in /admin/seo/settings). */
export type SeoContext = {
  titleSuffix: string
  defaultSocialImage: string
  noindexPages: string[]
  organisation?: {
    name: string
    locality: string
    region: string
    country: string
    email: string
    logo: string
  }
}

// Every meta function calls siteUrlFrom(matches) just before seoMeta(...), synchronously; the
// settings seen there are kept for that call. They are site-wide (not per user), so a value left
// by another request is never wrong for this one.
let seoContext: SeoContext | null = null

/** SITE_URL as the root loader gave it (falls back to localhost). */
export function siteUrlFrom(matches: ReadonlyArray<MatchLike>): string {
  const root = matches.find((m) => m?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as
    { siteUrl?: string; seo?: SeoContext } | undefined
  if (data?.seo) seoContext = data.seo
  return (data?.siteUrl ?? 'http://localhost:3000').replace(/\/$/, '')
}

export function brandTitle(title?: string) {
  const suffix = seoContext ? seoContext.titleSuffix.trim() : SITE.name
  if (!title || title === SITE.name) return `${SITE.name} | ${SITE.tagline}`
  return suffix && title !== suffix ? `${title} | ${suffix}` : title
}

export function seoMeta(opts: {
  siteUrl: string
  path: string
  title?: string
  description?: string
  /** absolute or site-relative; defaults to the generated site card */
  image?: string | null
  imageAlt?: string
  type?: 'website' | 'article' | 'profile'
  noindex?: boolean
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>
  publishedTime?: string | null
  modifiedTime?: string | null
}): MetaDescriptor[] {
  const title = brandTitle(opts.title)
  const description = opts.description || SITE.description
  const url = opts.siteUrl + (opts.path === '/' ? '/' : opts.path.replace(/\/$/, ''))
  const imagePath = opts.image || seoContext?.defaultSocialImage || '/og/site/default.png'
  const image = /^https?:\/\//.test(imagePath) ? imagePath : opts.siteUrl + imagePath
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
    { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
    { property: 'og:image:alt', content: opts.imageAlt || title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: opts.imageAlt || title },
  ]
  if (opts.publishedTime)
    tags.push({ property: 'article:published_time', content: opts.publishedTime })
  if (opts.modifiedTime)
    tags.push({ property: 'article:modified_time', content: opts.modifiedTime })
  const path = opts.path.split('?')[0]
  if (opts.noindex || seoContext?.noindexPages.includes(path!))
    tags.push({ name: 'robots', content: 'noindex, nofollow' })
  const ld = opts.jsonLd ? (Array.isArray(opts.jsonLd) ? opts.jsonLd : [opts.jsonLd]) : []
  for (const item of ld) tags.push({ 'script:ld+json': item })
  return tags
}

/**
 * Organization (Chicago, IL) and WebSite with a SearchAction to /explore?q=
 * (docs/product.md#constants).
 */
export function siteJsonLd(siteUrl: string, org?: SeoContext['organisation']) {
  const logo = org?.logo || '/favicon.svg'
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: org?.name || SITE.name,
      url: siteUrl + '/',
      logo: /^https?:\/\//.test(logo) ? logo : siteUrl + logo,
      email: org ? org.email || undefined : SITE.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: org?.locality || SITE.locality,
        addressRegion: org ? org.region || undefined : SITE.region,
        addressCountry: org ? org.country || undefined : SITE.country,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.name,
      url: siteUrl + '/',
      inLanguage: SITE.locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/explore?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ]
}
