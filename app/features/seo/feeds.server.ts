// RSS 2.0 feeds: the whole site (/feed.xml) and one per hub (/hub/{hubId}/feed.xml), newest public
// articles first, each with its excerpt, author, categories and its image as an enclosure (the size
// comes from the media library when the image was uploaded there). A podcast episode's enclosure is
// its audio file instead (RSS allows one per item), with the episode length for podcast apps.
import { and, desc, eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, authors, hubs, media } from '#app/db/schema'
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'
import { xmlEscape } from '#app/utils/xml'
import { feedPath } from './feed-path'

export const FEED_ITEMS = 50

export { feedPath }

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

function imageType(url: string, known?: string | null) {
  if (known) return known
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase()
  return (ext && IMAGE_TYPES[ext]) || 'image/jpeg'
}

/** The feed XML, or null for an unknown hub. */
export async function buildFeed(hubId?: string): Promise<string | null> {
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  let hub: { id: string; title: string; description: string } | undefined
  if (hubId) {
    ;[hub] = await db
      .select({ id: hubs.id, title: hubs.title, description: hubs.description })
      .from(hubs)
      .where(eq(hubs.id, hubId))
      .limit(1)
    if (!hub) return null
  }
  const rows = await db
    .select({
      slug: articles.slug,
      hubId: articles.hubId,
      title: articles.title,
      excerpt: articles.excerpt,
      category: articles.category,
      tags: articles.tags,
      imageUrl: articles.imageUrl,
      authorName: sql<string>`coalesce(${authors.name}, ${articles.authorName})`,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      imageSize: media.size,
      imageMime: media.mimeType,
      // the episode's audio block (type, size and duration were copied from its file on save)
      audio: sql<{ audio_url: string; mime_type: string; size: number; duration: number } | null>`(
        select b from jsonb_array_elements(${articles.contentBlocks}) b
        where ${articles.isPodcast} and b->>'type' = 'audio' limit 1)`,
    })
    .from(articles)
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .leftJoin(media, eq(media.url, articles.imageUrl))
    .where(hub ? and(isPublicArticle(), eq(articles.hubId, hub.id)) : isPublicArticle())
    .orderBy(sql`${articles.publishedAt} desc nulls last`, desc(articles.id))
    .limit(FEED_ITEMS)

  const self = site + feedPath(hub?.id)
  const link = hub ? `${site}/hub/${hub.id}` : `${site}/`
  const title = hub ? `${hub.title} | ${SITE.name}` : SITE.name
  const description = hub ? hub.description : SITE.description
  const newest = rows[0]?.publishedAt ?? new Date()
  const items = rows.map((a) => {
    const url = `${site}/hub/${encodeURIComponent(a.hubId)}/${encodeURIComponent(a.slug)}`
    const image = a.imageUrl
      ? /^https?:\/\//.test(a.imageUrl)
        ? a.imageUrl
        : site + a.imageUrl
      : null
    const audio = a.audio && /^\/media\//.test(a.audio.audio_url) ? a.audio : null
    return [
      '<item>',
      `<title>${xmlEscape(a.title)}</title>`,
      `<link>${xmlEscape(url)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `<description>${xmlEscape(a.excerpt)}</description>`,
      a.authorName ? `<dc:creator>${xmlEscape(a.authorName)}</dc:creator>` : '',
      a.category ? `<category>${xmlEscape(a.category)}</category>` : '',
      ...a.tags.map((t) => `<category>${xmlEscape(t)}</category>`),
      `<pubDate>${(a.publishedAt ?? a.updatedAt).toUTCString()}</pubDate>`,
      audio
        ? `<enclosure url="${xmlEscape(site + audio.audio_url)}" length="${Number(audio.size) || 0}" type="${xmlEscape(audio.mime_type || 'audio/mpeg')}"/>`
        : image
          ? `<enclosure url="${xmlEscape(image)}" length="${a.imageSize ?? 0}" type="${imageType(image, a.imageMime)}"/>`
          : '',
      audio && audio.duration > 0
        ? `<itunes:duration>${Math.round(Number(audio.duration))}</itunes:duration>`
        : '',
      '</item>',
    ]
      .filter(Boolean)
      .join('')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">',
    '<channel>',
    `<title>${xmlEscape(title)}</title>`,
    `<link>${xmlEscape(link)}</link>`,
    `<description>${xmlEscape(description)}</description>`,
    `<language>${SITE.locale.toLowerCase()}</language>`,
    `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
