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

export type ForYouItem = ArticleCardData & { reason: string | null }
export type ForYou = { items: ForYouItem[]; follows: FollowedItem[]; personalised: boolean }

function textArray(values: string[]) {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`
}

/**
 * One condition per source (followed authors; followed and interest hubs; interest categories and
 * tags), each read on its own so one busy source cannot crowd the others out of the candidates.
 */
function sourceConditions(s: Signals): SQL[] {
  const conds: SQL[] = []
  if (s.authorIds.length) conds.push(inArray(articles.authorId, s.authorIds))
  if (s.hubIds.length) conds.push(inArray(articles.hubId, s.hubIds))
  const interest: SQL[] = []
  if (s.categories.length) interest.push(inArray(articles.category, s.categories))
  if (s.tags.length) interest.push(sql`${articles.tags} && ${textArray(s.tags)}`)
  if (interest.length) conds.push(or(...interest)!)
  return conds
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
  const sources = sourceConditions(signals)
  const columns = { ...articleCardColumns, authorId: articles.authorId, tags: articles.tags }
  const lists = await Promise.all(
    sources.map((where) =>
      db
        .select(columns)
        .from(articles)
        .where(and(isPublicArticle(), where))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit),
    ),
  )
  const seen = new Set<string>()
  const candidates = lists
    .flat()
    .filter((a) => !seen.has(a.id) && seen.add(a.id))
    .sort((x, y) => time(y.publishedAt) - time(x.publishedAt))
    .flatMap((a) => {
      const r = reasonFor(a, signals)
      return r ? [{ item: { ...card(a), reason: r.text }, weight: r.weight }] : []
    })
  const picked: ForYouItem[] = interleave(candidates).slice(0, limit)
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
  return { items: picked, follows: followed, personalised: sources.length > 0 }
}

function card(a: ArticleCardData & { authorId: string | null; tags: string[] }): ArticleCardData {
  const { authorId: _authorId, tags: _tags, ...rest } = a
  return rest
}

const time = (d: Date | string | null) => (d ? new Date(d).getTime() : 0)

/**
 * Takes turns between reasons so one followed author with many new articles does not fill the
 * list: the strongest reason first (followed author, hub, then sport and interests), each reason's
 * newest article, then each one's second, and so on. `candidates` come newest first.
 */
export function interleave(candidates: { item: ForYouItem; weight: number }[]): ForYouItem[] {
  const groups = new Map<string, { weight: number; items: ForYouItem[] }>()
  for (const c of candidates) {
    const key = c.item.reason ?? ''
    const group = groups.get(key) ?? { weight: c.weight, items: [] }
    group.items.push(c.item)
    groups.set(key, group)
  }
  // stable: among equal weights the reason with the newer first article leads
  const ordered = [...groups.values()].sort((a, b) => b.weight - a.weight)
  const out: ForYouItem[] = []
  for (let round = 0; out.length < candidates.length; round++)
    for (const g of ordered) if (g.items[round]) out.push(g.items[round]!)
  return out
}
