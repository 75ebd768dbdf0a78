import { and, asc, desc, eq, gt, gte, ne, or, sql, type SQL } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { articles, authors, hubs, siteSettings } from '#app/db/schema'
import { DEFAULT_ARTICLE_CATEGORIES } from '#app/utils/site'
import {
  EXPLORE_PAGE_SIZE,
  HUB_PAGE_SIZE,
  RECENT_DAYS,
  UUID_RE,
  type ExploreQuery,
} from './articles.schema'

/** Public = published, not deleted, and its publish time has come (scheduled ones stay hidden). */
export function isPublic(): SQL {
  return and(eq(articles.status, 'published'), sql`${articles.deletedAt} is null`, sql`${articles.publishedAt} <= now()`)!
}

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

export type Paged<T> = { items: T[]; total: number; page: number; pageCount: number }

function paged<T extends { total: number }>(rows: T[], page: number, size: number): Paged<Omit<T, 'total'>> {
  const total = rows[0]?.total ?? 0
  const items = rows.map(({ total: _t, ...rest }) => rest)
  return { items, total: Number(total), page, pageCount: Math.max(1, Math.ceil(Number(total) / size)) }
}

const totalCount = sql<number>`cast(count(*) over() as integer)`

export async function getHub(hubId: string) {
  const [hub] = await db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1)
  return hub ?? null
}

export async function listHubs() {
  return db.select().from(hubs).orderBy(asc(hubs.sortOrder), asc(hubs.id))
}

/** A hub's public articles, newest first; the total comes from the same query. */
export async function listHubArticles(hubId: string, page: number): Promise<Paged<ArticleCardData>> {
  const rows = await db
    .select({ ...cardFields, total: totalCount })
    .from(articles)
    .where(and(eq(articles.hubId, hubId), isPublic()))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(HUB_PAGE_SIZE)
    .offset((page - 1) * HUB_PAGE_SIZE)
  return paged(rows, page, HUB_PAGE_SIZE)
}

/** One public article by slug (or uuid), with its author and hub, in one query. */
export async function getPublicArticle(idOrSlug: string) {
  const key = UUID_RE.test(idOrSlug) ? eq(articles.id, idOrSlug.toLowerCase()) : eq(articles.slug, idOrSlug)
  const [row] = await db
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
    .where(and(key, isPublic()))
    .limit(1)
  if (!row) return null
  const { search: _search, ...article } = row.article
  return { article, author: row.author?.id ? row.author : null, hub: row.hub }
}
export type PublicArticle = NonNullable<Awaited<ReturnType<typeof getPublicArticle>>>

/** Three related articles: same hub or a shared tag, newest first (walks the public index). */
export async function listRelatedArticles(a: { id: string; hubId: string; tags: string[] }, limit = 3) {
  const sameHubOrTag = a.tags.length
    ? or(eq(articles.hubId, a.hubId), sql`${articles.tags} && ${toTextArray(a.tags)}`)
    : eq(articles.hubId, a.hubId)
  return db
    .select(cardFields)
    .from(articles)
    .where(and(isPublic(), ne(articles.id, a.id), sameHubOrTag))
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
}

function toTextArray(values: string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

/** Canonical path of a public article by uuid (for /explore?article=...). */
export async function getArticleCanonicalPath(id: string) {
  if (!UUID_RE.test(id)) return null
  const [row] = await db
    .select({ slug: articles.slug, hubId: articles.hubId })
    .from(articles)
    .where(and(eq(articles.id, id.toLowerCase()), isPublic()))
    .limit(1)
  return row ? `/hub/${row.hubId}/${row.slug}` : null
}

/** Category list from site_settings.article_categories (SPEC section 9 defaults otherwise). */
export async function getArticleCategories(): Promise<string[]> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'article_categories')).limit(1)
  const value = row?.value
  if (Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length) return value as string[]
  return [...DEFAULT_ARTICLE_CATEGORIES]
}

/**
 * The words of a free-text query as a prefix tsquery ("skin care" -> "skin:* & care:*"), so a reader
 * typing "skin" finds "skincare". Only letters and digits reach the tsquery syntax.
 */
export function prefixQueryText(q: string) {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ')
}

/** Size of the text-match candidate sets; ranking and sorting only ever see this many rows. */
export const SEARCH_CANDIDATES = { fullText: 1000, fuzzy: 200 } as const

/**
 * Ids matching a text query: Postgres full-text (word prefixes) on the generated `search` column (GIN). Only when
 * nothing matches that way (a typo) does pg_trgm word similarity on the title (GIN trigram index)
 * supply candidates, so "skin" never drags in "skills". Each branch is capped, so a common word never
 * makes the outer query sort the whole table.
 */
export function textCandidates(q: string): SQL {
  const tsq = sql`to_tsquery('english', ${prefixQueryText(q)})`
  return sql`(select c.id from (
    (select id from ${articles} where search @@ ${tsq} limit ${SEARCH_CANDIDATES.fullText})
    union
    (select id from ${articles} where ${q} <% title and not exists (
      select 1 from ${articles} where search @@ ${tsq} and status = 'published' and deleted_at is null and published_at <= now()
    ) limit ${SEARCH_CANDIDATES.fuzzy})
  ) c)`
}

/** pg_trgm's default word-similarity cut-off (0.6) misses one-letter typos in short words ("makup"). */
export const WORD_SIMILARITY_THRESHOLD = 0.5

/** Runs a query with the looser typo threshold, scoped to one transaction (safe with pooled connections). */
export async function withTypoTolerance<T>(run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`))
    return run(tx)
  })
}

function exploreOrder(sort: ExploreQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(articles.publishedAt), asc(articles.id)]
    case 'title':
      return [asc(articles.title), asc(articles.id)]
    case 'reading-time':
      return [sql`${articles.readingTime} asc nulls last`, desc(articles.publishedAt), desc(articles.id)]
    default:
      return [desc(articles.publishedAt), desc(articles.id)]
  }
}

/** SPEC section 5 article list, on the server: text, category, tab, sort, page; one query. */
export async function exploreArticles(query: ExploreQuery): Promise<Paged<ArticleCardData>> {
  const conds: SQL[] = [isPublic()]
  if (query.category) conds.push(eq(articles.category, query.category))
  if (query.tab === 'trending') conds.push(gt(articles.trendingScore, 0))
  if (query.tab === 'recent') conds.push(gte(articles.publishedAt, sql`now() - make_interval(days => ${RECENT_DAYS})`))
  const order = exploreOrder(query.sort)
  if (query.q) {
    conds.push(sql`${articles.id} in ${textCandidates(query.q)}`)
    // within the bounded candidate set, the better text match breaks ties
    order.splice(order.length - 1, 0, sql`ts_rank(${articles.search}, to_tsquery('english', ${prefixQueryText(query.q)})) desc`)
  }
  const select = (tx: Tx) =>
    tx
      .select({ ...cardFields, total: totalCount })
      .from(articles)
      .where(and(...conds))
      .orderBy(...order)
      .limit(EXPLORE_PAGE_SIZE)
      .offset((query.page - 1) * EXPLORE_PAGE_SIZE)
  const rows = query.q ? await withTypoTolerance(select) : await select(db)
  return paged(rows, query.page, EXPLORE_PAGE_SIZE)
}

/** Every public article's canonical URL parts for the sitemap (newest first, capped by the protocol's 50,000). */
export async function listSitemapArticles(limit = 49_000) {
  return db
    .select({ slug: articles.slug, hubId: articles.hubId, updatedAt: articles.updatedAt, publishedAt: articles.publishedAt })
    .from(articles)
    .where(isPublic())
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
}
