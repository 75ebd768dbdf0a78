// The two statements of every article view: the article with its author and hub, and its related
// list. Drizzle builds a statement's SQL text from the query-builder tree on every call; for these
// two that was 6-7 % of an uncached article render's CPU (docs/decisions/0017), so each shape is
// built once, on first use, as a prepared query with placeholders. The database sees the same SQL.
// Their results are shared in process like the rest of the public data (decision 0007): an article
// changes only through writes that call invalidatePublicCache() (the editor, bulk actions, authors,
// the scheduler), which empties these tables too; an uncached article render then runs no statement
// for them, which on embedded PGlite was a third of its CPU (docs/decisions/0022).
import { and, eq, ne, or, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, authors, hubs } from '#app/db/schema'
import { sharedCache } from '#app/utils/shared-data.server'
import { isUuid } from '#app/utils/uuid'
import { getMediaDetails, imageUrlsOf } from './article-media.server'
import { cardFields, isPublic, newestFirst } from './articles.server'

function articleBy(column: typeof articles.slug | typeof articles.id) {
  return db
    .select({
      article: articles,
      author: {
        id: authors.id,
        slug: authors.slug,
        name: authors.name,
        title: authors.title,
        bio: authors.bio,
        avatarUrl: authors.avatarUrl,
      },
      hub: { id: hubs.id, title: hubs.title, color: hubs.color, tagline: hubs.tagline },
    })
    .from(articles)
    .innerJoin(hubs, eq(hubs.id, articles.hubId))
    .leftJoin(authors, eq(authors.id, articles.authorId))
    .where(and(eq(column, sql.placeholder('key')), isPublic()))
    .limit(1)
    .prepare(column === articles.id ? 'public_article_by_id' : 'public_article_by_slug')
}

function relatedBy(withTags: boolean) {
  const sameHub = eq(articles.hubId, sql.placeholder('hubId'))
  const sameHubOrTag = withTags
    ? or(sameHub, sql`${articles.tags} && ${sql.placeholder('tags')}::text[]`)
    : sameHub
  return db
    .select(cardFields)
    .from(articles)
    .where(and(isPublic(), ne(articles.id, sql.placeholder('id')), sameHubOrTag))
    .orderBy(newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare(withTags ? 'related_articles_by_hub_or_tag' : 'related_articles_by_hub')
}

let prepared:
  | {
      bySlug: ReturnType<typeof articleBy>
      byId: ReturnType<typeof articleBy>
      related: ReturnType<typeof relatedBy>
      relatedSameHub: ReturnType<typeof relatedBy>
    }
  | undefined

function queries() {
  return (prepared ??= {
    bySlug: articleBy(articles.slug),
    byId: articleBy(articles.id),
    related: relatedBy(true),
    relatedSameHub: relatedBy(false),
  })
}

async function loadPublicArticle(key: string, uuid: boolean) {
  const [row] = await (uuid ? queries().byId : queries().bySlug).execute({ key })
  if (!row) return null
  const { search: _search, ...article } = row.article
  // credits and focal points of its images: shared with the article (an edit in /admin/media
  // invalidates every public page)
  const media = await getMediaDetails(imageUrlsOf(article.imageUrl, article.contentBlocks))
  return { article, author: row.author?.id ? row.author : null, hub: row.hub, media }
}
export type PublicArticle = NonNullable<Awaited<ReturnType<typeof loadPublicArticle>>>

// the articles and related lists most recently read (keys come from readers' URLs: bounded)
const SHARED_ARTICLES = 500
const sharedArticles = sharedCache<PublicArticle>(SHARED_ARTICLES)
const sharedRelated = sharedCache<RelatedCard[]>(SHARED_ARTICLES)
// a missing article is not kept: it may become public (a scheduled time) without a write
const NOT_PUBLIC = new Error('not a public article')

/**
 * One public article by slug (or uuid), with its author and hub, in one query; shared by every
 * request until the next invalidation. The objects are shared too: callers copy, never change them.
 */
export async function getPublicArticle(idOrSlug: string): Promise<PublicArticle | null> {
  const uuid = isUuid(idOrSlug)
  const key = uuid ? idOrSlug.toLowerCase() : idOrSlug
  try {
    return await sharedArticles(`${uuid ? 'id' : 'slug'}:${key}`, async () => {
      const found = await loadPublicArticle(key, uuid)
      if (!found) throw NOT_PUBLIC
      return found
    })
  } catch (error) {
    if (error === NOT_PUBLIC) return null
    throw error
  }
}

function loadRelated(a: { id: string; hubId: string; tags: string[] }, limit: number) {
  const { related, relatedSameHub } = queries()
  return a.tags.length
    ? related.execute({ id: a.id, hubId: a.hubId, tags: a.tags, limit })
    : relatedSameHub.execute({ id: a.id, hubId: a.hubId, limit })
}
type RelatedCard = Awaited<ReturnType<typeof loadRelated>>[number]

/**
 * Three related articles: same hub or a shared tag, newest first (walks the public index); shared
 * like getPublicArticle (the hub and tags are part of the key: an edit of them is a write anyway).
 */
export function listRelatedArticles(a: { id: string; hubId: string; tags: string[] }, limit = 3) {
  const key = JSON.stringify([a.id, a.hubId, a.tags, limit])
  return sharedRelated(key, () => loadRelated(a, limit))
}
