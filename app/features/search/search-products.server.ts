// The product branch of the site search.
import { and, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Tx } from '#app/db/client.server'
import { products } from '#app/db/schema'
import { SEARCH_LIMIT, SEARCH_MAX_TAGS, type SearchResult } from './search.schema'
import { allWholeWords, since, value, type SearchShape } from './search-sql.server'

/**
 * How close a title must be to the term for the typo try: pg_trgm's word similarity (its `%>`
 * default, 0.6, misses one-letter typos in short words). Products are a catalogue of hundreds that
 * the substring match reads whole anyway, so the function is evaluated per row, without the
 * session setting its operator would need.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5

/**
 * Products whose title, excerpt, brand or a tag contain the term; when none does, titles close to
 * it (typos). One query (a part of the site search's statement): the typo half runs only when the
 * first finds nothing.
 */
export function matchingProducts(tx: Tx, shape: SearchShape) {
  const like = value('like')
  const contains = or(
    ilike(products.title, like),
    ilike(products.excerpt, like),
    ilike(products.brand, like),
    sql`exists (select 1 from unnest(${products.tags}) t where t ilike ${like})`,
  )!
  const close = sql`word_similarity(${value('q')}, ${products.title}) >= ${WORD_SIMILARITY_THRESHOLD}`
  const conds: SQL[] = [eq(products.isActive, true), sql`${products.deletedAt} is null`]
  if (shape.hub) conds.push(eq(products.hubId, value('hub')))
  if (shape.rating !== 'any') conds.push(gte(products.rating, Number(shape.rating)))
  const from = since(shape.date)
  if (from) conds.push(gte(products.createdAt, from))
  const wholeWord = allWholeWords(
    sql`concat_ws(' ', ${products.title}, ${products.excerpt}, ${products.brand}, array_to_string(${products.tags}, ' '))`,
    shape,
  )
  const columns = {
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
    wholeWord: sql<boolean>`${wholeWord}`.as('whole_word'),
  }
  const found = unionAll(
    tx
      .select(columns)
      .from(products)
      .where(and(...conds, contains)),
    tx
      .select(columns)
      .from(products)
      .where(
        and(
          ...conds,
          close,
          sql`not exists (select 1 from ${products} where ${and(...conds, contains)})`,
        ),
      ),
  ).as('p')
  return tx
    .select()
    .from(found)
    .orderBy(
      desc(found.wholeWord),
      desc(found.isTrending),
      desc(found.rating),
      desc(found.createdAt),
    )
    .limit(SEARCH_LIMIT)
}

/** A matching product as json_agg gives it (column names as in the table; numeric as numbers). */
export type ProductRow = {
  id: string
  title: string
  excerpt: string
  hub_id: string
  image_url: string | null
  tags: string[]
  created_at: string
  is_trending: boolean
  rating: number | string
  review_count: number
  price: number | string
  brand: string | null
  whole_word: boolean
}

export function productResult(p: ProductRow): SearchResult {
  return {
    id: p.id,
    type: 'product',
    title: p.title,
    excerpt: p.excerpt,
    hubId: p.hub_id,
    imageUrl: p.image_url,
    tags: p.tags.slice(0, SEARCH_MAX_TAGS),
    createdAt: new Date(p.created_at).toISOString(),
    trending: p.is_trending,
    wholeWord: Boolean(p.whole_word),
    rating: Number(p.rating),
    reviewCount: p.review_count,
    price: Number(p.price),
    brand: p.brand,
    href: `/go/${p.id}?from=search`,
  }
}
