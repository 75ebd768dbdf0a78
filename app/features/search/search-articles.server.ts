// The article branch of the site search: full text with word prefixes and whole tags, then (when
// those find nothing) titles with a close word (typos). Each branch is a capped candidate set that
// the query ranks; the reader's filters apply inside each branch.
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Tx } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import { SEARCH_LIMIT, SEARCH_MAX_TAGS, type SearchResult } from './search.schema'
import { since, value, values, type SearchShape } from './search-sql.server'

const TRENDING_ARTICLE_SCORE = 5
/**
 * Candidates per branch, ranked after: a scan stops once it has them. A term in a few percent of
 * 100 k articles has thousands of matches, and every candidate is a row read (docs/decisions/0015).
 */
const FULL_TEXT_CANDIDATES = 200
const FUZZY_CANDIDATES = 100
const TAG_CANDIDATES = 100

/** The reader's filters (public articles, hub, podcasts, date range). */
function filters(shape: SearchShape): SQL[] {
  const conds: SQL[] = [isPublicArticle()]
  if (shape.hub) conds.push(eq(articles.hubId, value('hub')))
  if (shape.type === 'podcast') conds.push(eq(articles.isPodcast, true))
  const from = since(shape.date)
  if (from) conds.push(gte(articles.publishedAt, from))
  return conds
}

/**
 * The columns the list shows and the ranking figures, read in each candidate scan (no second
 * lookup of every candidate by id). Whole words (stemmed: 'bras' finds 'bra') or the tag itself
 * rank above prefix-only matches ('bra' as the start of 'brand').
 */
const columns = (wholeWord: SQL, tsq: SQL) => ({
  id: articles.id,
  isPodcast: articles.isPodcast,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  hubId: articles.hubId,
  imageUrl: articles.imageUrl,
  tags: articles.tags,
  publishedAt: articles.publishedAt,
  trendingScore: articles.trendingScore,
  wholeWord: sql<boolean>`${wholeWord}`.as('whole_word'),
  rank: sql<number>`ts_rank(${articles.search}, ${tsq})`.as('rank'),
})

/** Articles whose title/excerpt match (word-prefix full text, GIN) or that carry the term as a tag. */
function matching(tx: Tx, shape: SearchShape) {
  const tsq = sql`to_tsquery('english', ${value('prefix')})`
  const tagMatch = sql`${articles.tags} && ${values('tag', shape.tags)}`
  const textMatch = sql`${articles.search} @@ ${tsq}`
  const byText = sql`(${articles.search} @@ plainto_tsquery('english', ${value('q')}) or ${tagMatch})`
  const conds = filters(shape)
  const whole = columns(byText, tsq)
  // the tag branch computes the same row as the text branch, so `union` drops an article both hold
  // (filtering text matches out of the tag scan instead reads thousands of rows for a term that
  // is both a word and a tag, like a sport)
  return union(
    tx
      .select(whole)
      .from(articles)
      .where(and(...conds, textMatch))
      .limit(FULL_TEXT_CANDIDATES),
    tx
      .select(whole)
      .from(articles)
      .where(and(...conds, tagMatch))
      .limit(TAG_CANDIDATES),
  ).as('c')
}

/** Articles whose title holds a word close to each word of the term (typos; tsquery: 'corrected'). */
function close(tx: Tx, shape: SearchShape) {
  const corrected = sql`to_tsquery('english', ${sql.placeholder('corrected')})`
  return tx
    .select(columns(sql`false`, corrected))
    .from(articles)
    .where(and(...filters(shape), sql`${articles.search} @@ ${corrected}`))
    .limit(FUZZY_CANDIDATES)
    .as('c')
}

/** A candidate set ranked: the list's order, capped at what it shows. */
function ranked(tx: Tx, c: ReturnType<typeof close>) {
  return tx
    .select()
    .from(c)
    .orderBy(
      desc(c.wholeWord),
      sql`${c.trendingScore} > ${TRENDING_ARTICLE_SCORE} desc`,
      desc(c.rank),
      desc(c.publishedAt),
    )
    .limit(SEARCH_LIMIT)
}

/** A ranked row as json_agg gives it (column names as in the table; timestamps as text). */
export type ArticleRow = {
  id: string
  is_podcast: boolean
  slug: string
  title: string
  excerpt: string
  hub_id: string
  image_url: string | null
  tags: string[]
  published_at: string | null
  trending_score: number
  whole_word: boolean
}

export function articleResult(a: ArticleRow): SearchResult {
  return {
    id: a.id,
    type: a.is_podcast ? 'podcast' : 'article',
    title: a.title,
    excerpt: a.excerpt,
    hubId: a.hub_id,
    imageUrl: a.image_url,
    tags: a.tags.slice(0, SEARCH_MAX_TAGS),
    createdAt: (a.published_at ? new Date(a.published_at) : new Date()).toISOString(),
    trending: a.trending_score > TRENDING_ARTICLE_SCORE,
    wholeWord: Boolean(a.whole_word),
    rating: null,
    reviewCount: null,
    price: null,
    brand: null,
    href: `/hub/${a.hub_id}/${a.slug}`,
  }
}

/**
 * The ranked matching articles (full text with word prefixes, or a whole tag), as a query for the
 * site search's single statement (search.server.ts).
 */
export const matchingArticles = (tx: Tx, shape: SearchShape) => ranked(tx, matching(tx, shape))

/**
 * The ranked articles whose title holds one of the corrected words (bind correctedTitleQuery's text
 * as 'corrected').
 */
export const closeArticles = (tx: Tx, shape: SearchShape) => ranked(tx, close(tx, shape))
