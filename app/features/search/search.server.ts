import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { and, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { db, type Tx } from '#app/db/client.server'
import { articles, products, questions, userSubmissions } from '#app/db/schema'
import {
  SEARCH_DATE_DAYS,
  SEARCH_LIMIT,
  SEARCH_MAX_TAGS,
  orderSearchResults,
  type SearchQuery,
  type SearchResult,
} from './search.schema'
import { likePattern } from '#app/utils/like-pattern'
import { sharedCache } from '#app/utils/shared-data.server'

/** Distinct term and filter sets kept in process (results are about 6 KB each). */
const SEARCH_CACHE_ENTRIES = 500
const searchCache = sharedCache<SearchResult[]>(SEARCH_CACHE_ENTRIES)
const TRENDING_ARTICLE_SCORE = 5
const FULL_TEXT_CANDIDATES = 500
const FUZZY_CANDIDATES = 100
const TAG_CANDIDATES = 100
/** pg_trgm's default word-similarity cut-off (0.6) misses one-letter typos in short words. */
const WORD_SIMILARITY_THRESHOLD = 0.5

/**
 * The words of a free-text query as a prefix tsquery ("skin care" -> "skin:* & care:*"), so a reader
 * typing "skin" finds "skincare". Only letters and digits reach the tsquery syntax.
 */
function prefixQueryText(q: string) {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ')
}

/**
 * A PostgreSQL regex matching every word of the query as a whole word (\m, \M: word start and
 * end), or null when the query has no words. Only letters and digits reach the pattern.
 */
function wholeWordPatterns(q: string) {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.slice(0, 8).map((w) => `\\m${w}\\M`)
}

/** Every word of the query is a whole word of `text` (case-insensitive). */
function allWholeWords(text: SQL, q: string): SQL {
  const patterns = wholeWordPatterns(q)
  // a cast, not a bare constant: PostgreSQL refuses `order by false` (non-integer constant)
  if (!patterns.length) return sql`cast(false as boolean)`
  return sql.join(
    patterns.map((p) => sql`(${text} ~* ${p})`),
    sql` and `,
  )
}

function since(date: SearchQuery['date']) {
  return date === 'any' ? null : sql`now() - make_interval(days => ${SEARCH_DATE_DAYS[date]})`
}

/** Tags are matched whole (GIN index); spaces and hyphens are both tried. */
function tagVariants(q: string) {
  const t = q.toLowerCase()
  return [...new Set([t, t.replace(/\s+/g, '-'), t.replace(/-/g, ' ')])]
}
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

/**
 * Articles whose title/excerpt match (word-prefix full text, GIN) or that carry the term as a tag; with
 * `fuzzy` (the second try, when those find nothing) titles close to the term (pg_trgm, typos). Each
 * branch is a capped candidate set.
 */
async function searchArticles(tx: Tx, query: SearchQuery, fuzzy = false): Promise<SearchResult[]> {
  const tsq = sql`to_tsquery('english', ${prefixQueryText(query.q)})`
  const tags = textArray(tagVariants(query.q))
  const tagMatch = sql`${articles.tags} && ${tags}`
  const textMatch = sql`${articles.search} @@ ${tsq}`
  // the reader's filters apply inside each capped branch, so a filter never empties a capped set
  const conds: SQL[] = [isPublicArticle()]
  if (query.hub) conds.push(eq(articles.hubId, query.hub))
  if (query.type === 'podcast') conds.push(eq(articles.isPodcast, true))
  const from = since(query.date)
  if (from) conds.push(gte(articles.publishedAt, from))
  // each branch reads the columns the list shows and its ranking figures in the same scan (no
  // second lookup of every candidate by id)
  const columns = (wholeWord: SQL) => ({
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
    // whole words (stemmed: 'bras' finds 'bra') or the tag itself rank above prefix-only matches
    // ('bra' as the start of 'brand')
    wholeWord: sql<boolean>`${wholeWord}`.as('whole_word'),
    rank: sql<number>`ts_rank(${articles.search}, ${tsq})`.as('rank'),
  })
  const byText = sql`(${articles.search} @@ plainto_tsquery('english', ${query.q}) or ${tagMatch})`
  const candidates = fuzzy
    ? tx
        .select(columns(sql`false`))
        .from(articles)
        .where(and(...conds, sql`${articles.title} %> ${query.q}`))
        .limit(FUZZY_CANDIDATES)
        .as('c')
    : unionAll(
        tx
          .select(columns(byText))
          .from(articles)
          .where(and(...conds, textMatch))
          .limit(FULL_TEXT_CANDIDATES),
        // tagged articles the text branch does not already hold
        tx
          .select(columns(sql`true`))
          .from(articles)
          .where(and(...conds, tagMatch, sql`not (${textMatch})`))
          .limit(TAG_CANDIDATES),
      ).as('c')
  const c = candidates
  const rows = await tx
    .select()
    .from(c)
    .orderBy(
      desc(c.wholeWord),
      sql`${c.trendingScore} > ${TRENDING_ARTICLE_SCORE} desc`,
      desc(c.rank),
      desc(c.publishedAt),
    )
    .limit(SEARCH_LIMIT)
  return rows.map((a) => ({
    id: a.id,
    type: a.isPodcast ? 'podcast' : 'article',
    title: a.title,
    excerpt: a.excerpt,
    hubId: a.hubId,
    imageUrl: a.imageUrl,
    tags: a.tags.slice(0, SEARCH_MAX_TAGS),
    createdAt: (a.publishedAt ?? new Date()).toISOString(),
    trending: a.trendingScore > TRENDING_ARTICLE_SCORE,
    wholeWord: Boolean(a.wholeWord),
    rating: null,
    reviewCount: null,
    price: null,
    brand: null,
    href: `/hub/${a.hubId}/${a.slug}`,
  }))
}

/** Products: title, excerpt, brand or a tag contain the term, or the title is close (typos). */
async function searchProducts(tx: Tx, query: SearchQuery, fuzzy = false): Promise<SearchResult[]> {
  const like = likePattern(query.q)
  const text = fuzzy
    ? sql`${products.title} %> ${query.q}`
    : or(
        ilike(products.title, like),
        ilike(products.excerpt, like),
        ilike(products.brand, like),
        sql`exists (select 1 from unnest(${products.tags}) t where t ilike ${like})`,
      )!
  const conds: SQL[] = [eq(products.isActive, true), sql`${products.deletedAt} is null`, text]
  const wholeWord = allWholeWords(
    sql`concat_ws(' ', ${products.title}, ${products.excerpt}, ${products.brand}, array_to_string(${products.tags}, ' '))`,
    query.q,
  )
  if (query.hub) conds.push(eq(products.hubId, query.hub))
  if (query.rating !== 'any') conds.push(gte(products.rating, Number(query.rating)))
  const from = since(query.date)
  if (from) conds.push(gte(products.createdAt, from))
  const rows = await tx
    .select({
      id: products.id,
      title: products.title,
      excerpt: products.excerpt,
      hubId: products.hubId,
      imageUrl: products.imageUrl,
      tags: products.tags,
      createdAt: products.createdAt,
      isTrending: products.isTrending,
      rating: products.rating,
      reviewCount: products.reviewCount,
      price: products.price,
      brand: products.brand,
      wholeWord: sql<boolean>`${wholeWord}`,
    })
    .from(products)
    .where(and(...conds))
    .orderBy(
      sql`${wholeWord} desc`,
      desc(products.isTrending),
      desc(products.rating),
      desc(products.createdAt),
    )
    .limit(SEARCH_LIMIT)
  return rows.map((p) => ({
    id: p.id,
    type: 'product',
    title: p.title,
    excerpt: p.excerpt,
    hubId: p.hubId,
    imageUrl: p.imageUrl,
    tags: p.tags.slice(0, SEARCH_MAX_TAGS),
    createdAt: p.createdAt.toISOString(),
    trending: p.isTrending,
    wholeWord: Boolean(p.wholeWord),
    rating: Number(p.rating),
    reviewCount: p.reviewCount,
    price: Number(p.price),
    brand: p.brand,
    href: `/go/${p.id}?from=search`,
  }))
}

/**
 * SPEC section 5 search: text on title, excerpt and tags (and brand for products), then type, hub,
 * minimum rating and date range (all applied); trending first, then rating.
 * Articles carry no rating, so a minimum rating leaves only products. Podcasts are articles with an
 * audio block: 'Articles' and 'All' include them, 'Podcasts' keeps only them.
 */
export function searchSite(query: SearchQuery): Promise<SearchResult[]> {
  if (!query.q) return Promise.resolve([])
  // the whole result per term and filter set, until the next public-content write (any of them
  // empties this with the public page cache) or DATA_CACHE_SECONDS; shared by every request, so
  // callers must not change the array
  const key = JSON.stringify([query.q, query.type, query.hub, query.rating, query.date])
  return searchCache(key, () => runSearch(query))
}

async function runSearch(query: SearchQuery): Promise<SearchResult[]> {
  const wantArticles =
    (query.type === 'all' || query.type === 'article' || query.type === 'podcast') &&
    query.rating === 'any'
  const wantProducts = query.type === 'all' || query.type === 'product'
  const wantCommunity =
    (query.type === 'all' || query.type === 'community') && query.rating === 'any'
  // one transaction: the looser typo threshold applies to both queries and to nothing else
  const [a, p] = await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`),
    )
    let articleResults = wantArticles ? await searchArticles(tx, query) : []
    // nothing matched word for word or by tag: try titles that are close (a typo)
    if (wantArticles && !articleResults.length)
      articleResults = await searchArticles(tx, query, true)
    let productResults = wantProducts ? await searchProducts(tx, query) : []
    // nothing contains the term: try titles that are close to it (a typo)
    if (wantProducts && !productResults.length)
      productResults = await searchProducts(tx, query, true)
    const communityResults = wantCommunity ? await searchCommunity(tx, query) : []
    return [articleResults, [...productResults, ...communityResults]] as const
  })
  return orderSearchResults([...a, ...p]).slice(0, SEARCH_LIMIT)
}

/** Whether any podcast episode is public (the search dialog hides its 'Podcasts' option until then). */
export async function hasPublicPodcasts(): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.isPodcast, true),
        eq(articles.status, 'published'),
        isNull(articles.deletedAt),
        sql`${articles.publishedAt} <= now()`,
      ),
    )
    .limit(1)
  return rows.length > 0
}

/**
 * Community: approved member stories and published questions that readers can see (never pending,
 * rejected or hidden by reports). Questions use their full-text column; stories match title or text.
 */
async function searchCommunity(tx: Tx, query: SearchQuery): Promise<SearchResult[]> {
  const like = likePattern(query.q)
  const from = since(query.date)
  const qConds: SQL[] = [
    eq(questions.status, 'published'),
    isNull(questions.hiddenAt),
    or(
      sql`${questions.search} @@ websearch_to_tsquery('english', ${query.q})`,
      ilike(questions.title, like),
    )!,
  ]
  if (query.hub) qConds.push(eq(questions.hubId, query.hub))
  if (from) qConds.push(gte(questions.createdAt, from))
  const questionWholeWord = sql<boolean>`${questions.search} @@ plainto_tsquery('english', ${query.q})`
  const storyWholeWord = allWholeWords(
    sql`concat_ws(' ', ${userSubmissions.title}, ${userSubmissions.content})`,
    query.q,
  )
  const sConds: SQL[] = [
    eq(userSubmissions.status, 'approved'),
    eq(userSubmissions.submissionType, 'story'),
    isNull(userSubmissions.hiddenAt),
    or(ilike(userSubmissions.title, like), ilike(userSubmissions.content, like))!,
  ]
  if (from) sConds.push(gte(userSubmissions.createdAt, from))
  const [qs, ss] = await Promise.all([
    tx
      .select({
        id: questions.id,
        title: questions.title,
        body: questions.body,
        hubId: questions.hubId,
        createdAt: questions.createdAt,
        wholeWord: questionWholeWord,
      })
      .from(questions)
      .where(and(...qConds))
      .orderBy(sql`${questionWholeWord} desc`, desc(questions.createdAt))
      .limit(SEARCH_LIMIT),
    // stories have no hub: a hub filter leaves only questions
    query.hub
      ? Promise.resolve([])
      : tx
          .select({
            id: userSubmissions.id,
            title: userSubmissions.title,
            body: userSubmissions.content,
            category: userSubmissions.category,
            createdAt: userSubmissions.createdAt,
            wholeWord: sql<boolean>`${storyWholeWord}`,
          })
          .from(userSubmissions)
          .where(and(...sConds))
          .orderBy(sql`${storyWholeWord} desc`, desc(userSubmissions.createdAt))
          .limit(SEARCH_LIMIT),
  ])
  const base = {
    imageUrl: null,
    trending: false,
    rating: null,
    reviewCount: null,
    price: null,
    brand: null,
  }
  return [
    ...qs.map((q) => ({
      ...base,
      id: q.id,
      type: 'question' as const,
      wholeWord: Boolean(q.wholeWord),
      title: q.title,
      excerpt: q.body.slice(0, 200),
      hubId: q.hubId,
      tags: [],
      createdAt: q.createdAt.toISOString(),
      href: `/community/questions/${q.id}`,
    })),
    ...ss.map((st) => ({
      ...base,
      id: st.id,
      type: 'story' as const,
      wholeWord: Boolean(st.wholeWord),
      title: st.title,
      excerpt: st.body.slice(0, 200),
      hubId: 'community',
      tags: [st.category],
      createdAt: st.createdAt.toISOString(),
      href: `/community/story/${st.id}`,
    })),
  ]
}
