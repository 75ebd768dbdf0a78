import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { isPublicArticle } from './public-articles.server'
import { articles, hubs, siteSettings } from '#app/db/schema'
import { DEFAULT_ARTICLE_CATEGORIES } from '#app/utils/site'
import { HUB_PAGE_SIZE } from './article-rules'
import { sharedCache, sharedData } from '#app/utils/shared-data.server'
import { isUuid } from '#app/utils/uuid'

/** Public articles: see public-articles.server.ts (kept under this name for this module's callers). */
export const isPublic = (): SQL => isPublicArticle()

/** The fields a list item needs (one shape for hub, explore, related). */
export const cardFields = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  authorName: articles.authorName,
  category: articles.category,
  hubId: articles.hubId,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  trendingScore: articles.trendingScore,
  readingTime: articles.readingTime,
  tags: articles.tags,
}
export type ArticleCardData = {
  id: string
  slug: string
  title: string
  excerpt: string
  authorName: string
  category: string
  hubId: string
  imageUrl: string | null
  imageAlt: string
  publishedAt: Date | null
  createdAt: Date
  trendingScore: number
  readingTime: number | null
  tags: string[]
}

/** `totalIsCapped`: there are more than COUNT_CAP matches; the count shows as "1,000+". */
export type Paged<T> = {
  items: T[]
  total: number
  totalIsCapped: boolean
  page: number
  pageCount: number
}

/**
 * Counting every match of a broad list costs a scan of the whole set (100,000 articles: most of the
 * request). Lists count up to COUNT_CAP and say "1,000+" beyond; pages stop at COUNT_CAP / page size.
 */
export const COUNT_CAP = 1000

async function countUpTo(tx: Tx, where: SQL | undefined) {
  const inner = tx
    .select({ one: sql`1` })
    .from(articles)
    .where(where)
    .limit(COUNT_CAP + 1)
  const [row] = await tx
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(inner.as('capped'))
  return Number(row?.n ?? 0)
}

/** One page of cards plus its count; a short page tells the count without a second query. */
export async function pageOf(
  tx: Tx,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  size: number,
): Promise<Paged<ArticleCardData>> {
  const items = await tx
    .select(cardFields)
    .from(articles)
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size)
  const short = items.length < size && (items.length > 0 || page === 1)
  const counted = short ? (page - 1) * size + items.length : await countUpTo(tx, where)
  const total = Math.min(counted, COUNT_CAP)
  return {
    items,
    total,
    totalIsCapped: counted > COUNT_CAP,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
  }
}

// the indexes store published_at DESC NULLS LAST: orderings must say the same to use them
// (public articles always have a publish time, so the NULLS clause changes nothing else)
export const newestFirst = sql`${articles.publishedAt} desc nulls last`
export const oldestFirst = sql`${articles.publishedAt} asc nulls first`

/** A hub by id, from the hub list shared in process (hubs change only by seeding or a restore). */
export async function getHub(hubId: string) {
  const all = await sharedData('hubs', listHubs)
  return all.find((hub) => hub.id === hubId) ?? null
}

export async function listHubs() {
  return db.select().from(hubs).orderBy(asc(hubs.sortOrder), asc(hubs.id))
}

/** The hub pages' lists kept: one per hub and page, the least used go first. */
const hubListCache = sharedCache<Paged<ArticleCardData>>(200)

/**
 * A hub's public articles, newest first (articles_hub_idx), with a capped count; shared in process
 * per hub and page until the next article write. Call it for a hub that exists (getHub).
 */
export function listHubArticles(hubId: string, page: number): Promise<Paged<ArticleCardData>> {
  return hubListCache(`${hubId}|${page}`, () => readHubArticles(hubId, page))
}

function readHubArticles(hubId: string, page: number): Promise<Paged<ArticleCardData>> {
  return pageOf(
    db,
    and(eq(articles.hubId, hubId), isPublic()),
    [newestFirst, desc(articles.id)],
    page,
    HUB_PAGE_SIZE,
  )
}

/**
 * The categories that hold public articles, for /explore's filter (a category without one would
 * only lead to "No articles found"): in the configured order, then any others alphabetically.
 * Shared in process until an article write empties the cache (shared-data.server.ts).
 */
export function getPublicArticleCategories(): Promise<string[]> {
  return sharedData('public-article-categories', readPublicArticleCategories)
}

async function readPublicArticleCategories(): Promise<string[]> {
  const [configured, rows] = await Promise.all([
    getArticleCategories(),
    db.selectDistinct({ category: articles.category }).from(articles).where(isPublic()),
  ])
  const used = new Set(rows.map((r) => r.category).filter(Boolean))
  return [
    ...configured.filter((c) => used.has(c)),
    ...[...used].filter((c) => !configured.includes(c)).sort((a, b) => a.localeCompare(b)),
  ]
}

/** Canonical path of a public article by uuid (for /explore?article=...). */
export async function getArticleCanonicalPath(id: string) {
  if (!isUuid(id)) return null
  const [row] = await db
    .select({ slug: articles.slug, hubId: articles.hubId })
    .from(articles)
    .where(and(eq(articles.id, id.toLowerCase()), isPublic()))
    .limit(1)
  return row ? `/hub/${row.hubId}/${row.slug}` : null
}

/**
 * Category list from site_settings.article_categories (docs/product.md#default-lists otherwise),
 * shared in process until the next settings save (which empties the cache).
 */
export function getArticleCategories(): Promise<string[]> {
  return sharedData('article-categories', readArticleCategories)
}

async function readArticleCategories(): Promise<string[]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'article_categories'))
    .limit(1)
  const value = row?.value
  if (Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length)
    return value as string[]
  return [...DEFAULT_ARTICLE_CATEGORIES]
}

/** Every public article's canonical URL parts for the sitemap (newest first, capped by the protocol's 50,000). */
export async function listSitemapArticles(limit = 49_000) {
  return db
    .select({
      slug: articles.slug,
      hubId: articles.hubId,
      updatedAt: articles.updatedAt,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(isPublic())
    .orderBy(newestFirst)
    .limit(limit)
}
