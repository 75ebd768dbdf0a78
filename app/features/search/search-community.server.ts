// The community branch of the site search: published questions and approved member stories.
import { and, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Tx } from '#app/db/client.server'
import { questions, userSubmissions } from '#app/db/schema'
import { SEARCH_LIMIT, type SearchResult } from './search.schema'
import { allWholeWords, since, value, type SearchShape } from './search-sql.server'

/**
 * Community: approved member stories and published questions that readers can see (never pending,
 * rejected or hidden by reports). Questions use their full-text column; stories match title or text.
 */
export function matchingCommunity(tx: Tx, shape: SearchShape) {
  const like = value('like')
  const from = since(shape.date)
  const qConds: SQL[] = [
    eq(questions.status, 'published'),
    isNull(questions.hiddenAt),
    or(
      sql`${questions.search} @@ websearch_to_tsquery('english', ${value('q')})`,
      ilike(questions.title, like),
    )!,
  ]
  if (shape.hub) qConds.push(eq(questions.hubId, value('hub')))
  if (from) qConds.push(gte(questions.createdAt, from))
  const questionWholeWord = sql<boolean>`${questions.search} @@ plainto_tsquery('english', ${value('q')})`
  const storyWholeWord = allWholeWords(
    sql`concat_ws(' ', ${userSubmissions.title}, ${userSubmissions.content})`,
    shape,
  )
  const sConds: SQL[] = [
    eq(userSubmissions.status, 'approved'),
    eq(userSubmissions.submissionType, 'story'),
    isNull(userSubmissions.hiddenAt),
    or(ilike(userSubmissions.title, like), ilike(userSubmissions.content, like))!,
  ]
  if (from) sConds.push(gte(userSubmissions.createdAt, from))
  // one statement for both (questions first, each in its own order): a round trip less
  const questionRows = tx
    .select({
      kind: sql<number>`1`.as('kind'),
      ord: sql<number>`row_number() over (order by ${questionWholeWord} desc, ${questions.createdAt} desc)`.as(
        'ord',
      ),
      id: questions.id,
      title: questions.title,
      body: questions.body,
      hubId: questions.hubId,
      category: sql<string>`''`.as('category'),
      createdAt: questions.createdAt,
      wholeWord: sql<boolean>`${questionWholeWord}`.as('whole_word'),
    })
    .from(questions)
    .where(and(...qConds))
    .orderBy(sql`${questionWholeWord} desc`, desc(questions.createdAt))
    .limit(SEARCH_LIMIT)
  const storyRows = tx
    .select({
      kind: sql<number>`2`.as('kind'),
      ord: sql<number>`row_number() over (order by ${storyWholeWord} desc, ${userSubmissions.createdAt} desc)`.as(
        'ord',
      ),
      id: userSubmissions.id,
      title: userSubmissions.title,
      body: userSubmissions.content,
      hubId: sql<string>`'community'`.as('hub_id'),
      category: userSubmissions.category,
      createdAt: userSubmissions.createdAt,
      wholeWord: sql<boolean>`${storyWholeWord}`.as('whole_word'),
    })
    .from(userSubmissions)
    .where(and(...sConds))
    .orderBy(sql`${storyWholeWord} desc`, desc(userSubmissions.createdAt))
    .limit(SEARCH_LIMIT)
  // stories have no hub: a hub filter leaves only questions
  const u = (shape.hub ? questionRows : unionAll(questionRows, storyRows)).as('u')
  return tx.select().from(u).orderBy(u.kind, u.ord)
}

/** A question (kind 1) or a story (kind 2) as json_agg gives it (timestamps as text). */
export type CommunityRow = {
  kind: number
  id: string
  title: string
  body: string
  hub_id: string
  category: string
  created_at: string
  whole_word: boolean
}

const base = {
  imageUrl: null,
  trending: false,
  rating: null,
  reviewCount: null,
  price: null,
  brand: null,
}

export function communityResult(r: CommunityRow): SearchResult {
  return r.kind === 1
    ? {
        ...base,
        id: r.id,
        type: 'question',
        wholeWord: Boolean(r.whole_word),
        title: r.title,
        excerpt: r.body.slice(0, 200),
        hubId: r.hub_id,
        tags: [],
        createdAt: new Date(r.created_at).toISOString(),
        href: `/community/questions/${r.id}`,
      }
    : {
        ...base,
        id: r.id,
        type: 'story',
        wholeWord: Boolean(r.whole_word),
        title: r.title,
        excerpt: r.body.slice(0, 200),
        hubId: 'community',
        tags: [r.category],
        createdAt: new Date(r.created_at).toISOString(),
        href: `/community/story/${r.id}`,
      }
}
