// The community branch of the site search: published questions and approved member stories.
import { and, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { questions, userSubmissions } from '#app/db/schema'
import { likePattern } from '#app/utils/like-pattern'
import { SEARCH_LIMIT, type SearchQuery, type SearchResult } from './search.schema'
import { allWholeWords, since } from './search-sql.server'

/**
 * Community: approved member stories and published questions that readers can see (never pending,
 * rejected or hidden by reports). Questions use their full-text column; stories match title or text.
 */
export async function searchCommunity(tx: Tx, query: SearchQuery): Promise<SearchResult[]> {
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
