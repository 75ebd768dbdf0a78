// A shared quiz result: the result profile of a published quiz and the reading it recommends. The
// profile's keywords are matched against articles' tags and category (more matches first, then the
// newest), no hub taking every place while another hub has a match; when fewer than
// RELATED_ARTICLES match, the newest articles of its hub fill the list.
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { and, desc, eq, notInArray, or, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, hubs, quizResultProfiles, quizzes } from '#app/db/schema'

export const RELATED_ARTICLES = 3

const relatedColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  hubId: articles.hubId,
  category: articles.category,
  tags: articles.tags,
  readingTime: articles.readingTime,
}

export type QuizRelatedArticle = {
  id: string
  slug: string
  title: string
  excerpt: string
  hubId: string
  readingTime: number | null
  /** the result's keywords this article carries (empty: picked from the result's hub) */
  matched: string[]
}

/**
 * Each keyword as written, in lower case, capitalised and in title case: tags are usually lower
 * case, categories title case, and an editor may capitalise a tag ('Recovery').
 */
export function keywordVariants(keywords: string[]) {
  const title = (k: string) =>
    k.replace(/(^|[\s-])(\p{L})/gu, (_m, a, b: string) => a + b.toUpperCase())
  return [
    ...new Set(
      keywords
        .map((k) => k.trim())
        .filter(Boolean)
        .flatMap((k) => {
          const lower = k.toLowerCase()
          return [k, lower, lower.charAt(0).toUpperCase() + lower.slice(1), title(lower)]
        }),
    ),
  ]
}

function matchedKeywords(row: { tags: string[]; category: string }, keywords: string[]) {
  const have = new Set([...row.tags, row.category].map((t) => t.toLowerCase()))
  return keywords.filter((k) => have.has(k.toLowerCase()))
}

/** How many best matches are looked at, so a list filled by one hub can make room for another. */
const CANDIDATES = 12

/**
 * Up to `limit` rows in their order, one hub taking at most `limit - 1` places while a row of
 * another hub waits; then the rows passed over fill what is left.
 */
export function spreadAcrossHubs<T extends { hubId: string }>(rows: T[], limit: number) {
  const perHub = new Map<string, number>()
  const picked = new Set<T>()
  for (const row of rows) {
    if (picked.size >= limit) break
    const n = perHub.get(row.hubId) ?? 0
    if (limit > 1 && n >= limit - 1) continue
    perHub.set(row.hubId, n + 1)
    picked.add(row)
  }
  for (const row of rows) if (picked.size < limit) picked.add(row)
  return rows.filter((row) => picked.has(row))
}

/** Public articles that carry the keywords, best match first, from more than one hub if any. */
export async function articlesForKeywords(keywords: string[], limit = RELATED_ARTICLES) {
  const variants = keywordVariants(keywords)
  if (!variants.length) return []
  const list = sql`ARRAY[${sql.join(
    variants.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
  // tags && list uses the tags index; the score counts the matches of the rows found
  const score = sql<number>`(cardinality(array(select unnest(${articles.tags}) intersect select unnest(${list}))) + case when ${articles.category} = any(${list}) then 1 else 0 end)`
  const rows = await db
    .select(relatedColumns)
    .from(articles)
    .where(
      and(
        isPublicArticle(),
        or(sql`${articles.tags} && ${list}`, sql`${articles.category} = any(${list})`),
      ),
    )
    .orderBy(desc(score), desc(articles.publishedAt), desc(articles.id))
    .limit(Math.max(limit, CANDIDATES))
  return spreadAcrossHubs(rows, limit).map(({ tags, category, ...a }) => ({
    ...a,
    matched: matchedKeywords({ tags, category }, keywords),
  }))
}

async function newestOfHub(hubId: string, exclude: string[], limit: number) {
  if (limit <= 0) return []
  const rows = await db
    .select(relatedColumns)
    .from(articles)
    .where(
      and(
        eq(articles.hubId, hubId),
        isPublicArticle(),
        exclude.length ? notInArray(articles.id, exclude) : undefined,
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
  return rows.map(({ tags: _t, category: _c, ...a }) => ({ ...a, matched: [] as string[] }))
}

/** A result profile of a published quiz with its hub (for the result page and its social card). */
export async function findQuizResultProfile(slug: string, resultKey: string) {
  const [row] = await db
    .select({
      id: quizResultProfiles.id,
      quizTitle: quizzes.title,
      quizSlug: quizzes.slug,
      key: quizResultProfiles.key,
      title: quizResultProfiles.title,
      description: quizResultProfiles.description,
      tags: quizResultProfiles.tags,
      hubId: sql<string>`coalesce(${quizResultProfiles.hubId}, ${quizzes.hubId})`,
      hubTitle: hubs.title,
      hubColor: hubs.color,
    })
    .from(quizResultProfiles)
    .innerJoin(quizzes, eq(quizzes.id, quizResultProfiles.quizId))
    .innerJoin(hubs, eq(hubs.id, sql`coalesce(${quizResultProfiles.hubId}, ${quizzes.hubId})`))
    .where(
      and(
        eq(quizzes.slug, slug),
        eq(quizzes.isPublished, true),
        eq(quizResultProfiles.key, resultKey),
      ),
    )
  return row ?? null
}

/** A result profile of a published quiz with the reading it recommends; null when unknown. */
export async function getQuizResult(slug: string, resultKey: string) {
  const row = await findQuizResultProfile(slug, resultKey)
  if (!row) return null
  const matched = await articlesForKeywords(row.tags)
  const fill = await newestOfHub(
    row.hubId,
    matched.map((a) => a.id),
    RELATED_ARTICLES - matched.length,
  )
  return { ...row, related: [...matched, ...fill] as QuizRelatedArticle[] }
}
