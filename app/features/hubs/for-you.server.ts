// A signed-in member's "For you" list (home page and /profile): articles from the hubs and authors
// she follows and matching her interest chips come first, the newest of the rest fill the list.
// Only ever read for a member: anonymous readers get the cached home page without these queries.
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { and, desc, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles } from '#app/db/schema'
import type { ArticleCardData } from '#app/features/articles/components/article-card'
import { normaliseInterests } from '#app/features/accounts/interests'
import { articleCardColumns } from './home-page.server'
import { listFollows, type FollowedItem } from './follows.server'
import { interestSignals, reasonFor, type Signals } from './for-you-signals'

export const FOR_YOU_LIMIT = 6
/** How many matching articles are ranked (newest first) before the best are kept. */
const CANDIDATES = 30

export type ForYouItem = ArticleCardData & { reason: string | null }
export type ForYou = { items: ForYouItem[]; follows: FollowedItem[]; personalised: boolean }

function textArray(values: string[]) {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

function matchCondition(s: Signals): SQL | undefined {
  const conds: SQL[] = []
  if (s.hubIds.length) conds.push(inArray(articles.hubId, s.hubIds))
  if (s.authorIds.length) conds.push(inArray(articles.authorId, s.authorIds))
  if (s.categories.length) conds.push(inArray(articles.category, s.categories))
  if (s.tags.length) conds.push(sql`${articles.tags} && ${textArray(s.tags)}`)
  return conds.length ? or(...conds) : undefined
}

export async function getForYou(
  userId: string,
  chips: { sports: string[]; interests: string[] },
  limit = FOR_YOU_LIMIT,
): Promise<ForYou> {
  const followed = await listFollows(userId)
  const signals: Signals = {
    ...interestSignals(
      normaliseInterests('sports', chips.sports),
      normaliseInterests('content', chips.interests),
    ),
    followedHubs: followed.filter((f) => f.type === 'hub'),
    followedAuthors: followed.filter((f) => f.type === 'author'),
  }
  signals.hubIds = [...new Set([...signals.hubIds, ...signals.followedHubs.map((h) => h.id)])]
  signals.authorIds = signals.followedAuthors.map((a) => a.id)
  const match = matchCondition(signals)
  const columns = { ...articleCardColumns, authorId: articles.authorId, tags: articles.tags }
  const candidates = match
    ? await db
        .select(columns)
        .from(articles)
        .where(and(isPublicArticle(), match))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(CANDIDATES)
    : []
  // best reason first; among equals the newest (the sort is stable)
  const ranked = candidates
    .map((a) => ({ a, r: reasonFor(a, signals) }))
    .filter((x) => x.r)
    .sort((x, y) => y.r!.weight - x.r!.weight)
    .slice(0, limit)
  const picked: ForYouItem[] = ranked.map(({ a, r }) => ({ ...card(a), reason: r!.text }))
  if (picked.length < limit) {
    const rest = await db
      .select(articleCardColumns)
      .from(articles)
      .where(
        and(
          isPublicArticle(),
          picked.length
            ? notInArray(
                articles.id,
                picked.map((p) => p.id),
              )
            : undefined,
        ),
      )
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit - picked.length)
    picked.push(...rest.map((a) => ({ ...a, reason: null })))
  }
  return { items: picked, follows: followed, personalised: Boolean(match) }
}

function card(a: ArticleCardData & { authorId: string | null; tags: string[] }): ArticleCardData {
  const { authorId: _authorId, tags: _tags, ...rest } = a
  return rest
}
