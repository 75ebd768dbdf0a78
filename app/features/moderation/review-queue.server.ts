// The review queue: every kind of member content waiting for a moderator (stories, questions,
// answers, comments) and every item with open reports, in one list, oldest first, with its author
// (name, account age, minor or not) and where it appears on the site.
import { sql, type SQL } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import { trustedReporterSql } from '#app/features/discussions/report-weight.server'
import {
  type ContentKind,
  QUEUE_KINDS,
  QUEUE_PAGE_SIZE,
  type QueueFilter,
  type QueueKind,
} from './review-queue.schema'

/**
 * The tables members write into that a moderator reviews, by queue kind. The queue test checks
 * that every table of app/db/schema.ts with a moderation status is listed here.
 */
export const QUEUE_TABLES: Record<string, ContentKind> = {
  user_submissions: 'story',
  questions: 'question',
  answers: 'answer',
  story_comments: 'comment',
  product_reviews: 'review',
}

export type QueueItem = {
  kind: QueueKind
  itemType: ContentKind
  id: string
  title: string | null
  body: string
  createdAt: Date
  note: string | null
  /** the public page it appears on, or its parent's while it waits */
  link: string
  /** the parent's title (the question answered, the story commented on) */
  parentTitle: string | null
  authorId: string | null
  authorName: string | null
  authorSince: Date | null
  /** whole days since the author's account was created */
  authorDays: number | null
  /** null when the birth date is unknown */
  authorMinor: boolean | null
  hidden: boolean
  reports: { count: number; trusted: number; reasons: string[] } | null
  /** a story's photo (a small WebP, served to staff before approval) and the member's alt text */
  photo: { url: string; alt: string } | null
}

// one row per pending item: kind, item type, id, title, body, created, author, parent, note, hidden
const PENDING = sql`
  select 'story' as kind, 'story' as item_type, s.id, s.title, s.content as body, s.created_at,
    s.user_id, null::uuid as parent_id, null as parent_title, null as note, false as hidden,
    0 as reports, 0 as trusted, null as reasons, null as parent_slug
  from user_submissions s where s.status = 'pending'
  union all
  select 'question', 'question', q.id, q.title, q.body, q.created_at, q.user_id, null::uuid, null,
    q.moderation_note, false, 0, 0, null, null
  from questions q where q.status = 'pending'
  union all
  select 'answer', 'answer', a.id, null, a.body, a.created_at, a.user_id, a.question_id, q.title,
    a.moderation_note, false, 0, 0, null, null
  from answers a join questions q on q.id = a.question_id where a.status = 'pending'
  union all
  select 'comment', 'comment', c.id, null, c.body, c.created_at, c.user_id, c.story_id, s.title,
    c.moderation_note, false, 0, 0, null, null
  from story_comments c join user_submissions s on s.id = c.story_id where c.status = 'pending'
  union all
  select 'review', 'review', r.id, null, r.rating || ' of 5 stars: ' || r.body, r.created_at,
    r.user_id, r.product_id, pr.title, null, false, 0, 0, null, pr.slug
  from product_reviews r join products pr on pr.id = r.product_id where r.status = 'pending'`

// one row per reported item (open reports), with the reported item's text and author
const REPORTED = sql`
  select 'report' as kind, r.item_type, r.item_id as id,
    coalesce(s.title, q.title) as title,
    coalesce(s.content, q.body, a.body, c.body, '(deleted)') as body,
    min(r.created_at) as created_at,
    coalesce(s.user_id, q.user_id, a.user_id, c.user_id) as user_id,
    coalesce(a.question_id, c.story_id) as parent_id,
    coalesce(aq.title, cs.title) as parent_title,
    null as note,
    coalesce(s.hidden_at, q.hidden_at, a.hidden_at, c.hidden_at) is not null as hidden,
    count(*)::int as reports,
    (count(*) filter (where ${trustedReporterSql(sql`r.user_id`)}))::int as trusted,
    string_agg(distinct r.reason, ',') as reasons,
    null as parent_slug
  from content_reports r
  left join user_submissions s on r.item_type = 'story' and s.id = r.item_id
  left join questions q on r.item_type = 'question' and q.id = r.item_id
  left join answers a on r.item_type = 'answer' and a.id = r.item_id
  left join questions aq on aq.id = a.question_id
  left join story_comments c on r.item_type = 'comment' and c.id = r.item_id
  left join user_submissions cs on cs.id = c.story_id
  where r.status = 'open'
  group by r.item_type, r.item_id, s.id, q.id, a.id, aq.id, c.id, cs.id`

type Row = {
  kind: QueueKind
  item_type: ContentKind
  id: string
  title: string | null
  body: string
  created_at: Date | string
  user_id: string | null
  parent_id: string | null
  parent_title: string | null
  note: string | null
  hidden: boolean
  reports: number
  trusted: number
  reasons: string | null
  parent_slug: string | null
  author_name: string | null
  author_since: Date | string | null
  author_minor: boolean | null
}

/** Where an item appears: its own public page once published, else the page it will join. */
export function publicLink(
  itemType: ContentKind,
  id: string,
  parentId: string | null,
  live: boolean,
  parentSlug?: string | null,
) {
  switch (itemType) {
    case 'story':
      return live ? `/community/story/${id}` : '/community'
    case 'question':
      return live ? `/community/questions/${id}` : '/community'
    case 'answer':
      return `/community/questions/${parentId}`
    case 'comment':
      return `/community/story/${parentId}`
    case 'review':
      return parentSlug ? `/products/${parentSlug}` : '/products'
  }
}

function toItem(r: Row): QueueItem {
  const isReport = r.kind === 'report'
  return {
    kind: r.kind,
    itemType: r.item_type,
    id: r.id,
    title: r.title,
    body: r.body,
    createdAt: new Date(r.created_at),
    note: r.note,
    link: publicLink(r.item_type, r.id, r.parent_id, isReport, r.parent_slug),
    parentTitle: r.parent_title,
    authorId: r.user_id,
    authorName: r.author_name,
    authorSince: r.author_since ? new Date(r.author_since) : null,
    authorDays: r.author_since
      ? Math.floor((Date.now() - new Date(r.author_since).getTime()) / 86_400_000)
      : null,
    authorMinor: r.author_minor,
    hidden: Boolean(r.hidden),
    reports: isReport
      ? {
          count: Number(r.reports),
          trusted: Number(r.trusted),
          reasons: (r.reasons ?? '').split(',').filter(Boolean),
        }
      : null,
    photo: null,
  }
}

function queueSource(kind: QueueFilter['kind']): SQL {
  if (kind === 'report') return REPORTED
  const pending = sql`select * from (${PENDING}) p${kind === 'all' ? sql`` : sql` where p.kind = ${kind}`}`
  return kind === 'all' ? sql`${pending} union all ${REPORTED}` : pending
}

/** One page of the queue, oldest first, with the author of each item. */
export async function listQueue(filter: QueueFilter): Promise<QueueItem[]> {
  const result = await db.execute(sql`
    select i.*,
      coalesce(nullif(trim(p.display_name), ''), nullif(trim(u.display_name), ''), u.name) as author_name,
      u.created_at as author_since,
      case when u.id is null or (u.birth_date is null and not u.is_under_13) then null
        else (u.is_under_13 or u.birth_date > current_date - interval '18 years') end as author_minor
    from (${queueSource(filter.kind)}) i
    left join users u on u.id = i.user_id
    left join profiles p on p.user_id = i.user_id
    order by i.created_at, i.id
    limit ${QUEUE_PAGE_SIZE} offset ${(filter.page - 1) * QUEUE_PAGE_SIZE}`)
  const items = rowsOf<Row>(result).map(toItem)
  return withStoryPhotos(items)
}

/** Adds each story's photo, so the moderator sees it with the text it comes with. */
async function withStoryPhotos(items: QueueItem[]): Promise<QueueItem[]> {
  const ids = items.filter((i) => i.itemType === 'story').map((i) => i.id)
  if (!ids.length) return items
  const res = await db.execute(sql`
    select s.id, s.photo_alt as alt, m.url, m.variants from user_submissions s
    join media m on m.id = s.photo_media_id
    where s.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`)
  type PhotoRow = {
    id: string
    alt: string
    url: string
    variants: { width: number; format: string; key: string }[]
  }
  const byId = new Map(
    rowsOf<PhotoRow>(res).map((r) => {
      const small = r.variants.find((v) => v.format === 'webp' && v.width === 480)
      return [r.id, { url: small ? `/media/${small.key}` : r.url, alt: r.alt }]
    }),
  )
  return items.map((i) => (i.itemType === 'story' ? { ...i, photo: byId.get(i.id) ?? null } : i))
}

export type PendingCounts = Record<QueueKind, number> & {
  total: number
  /** when the newest waiting item of any kind arrived (the bell's unread mark) */
  newest: string | null
}

/** How many items of each kind wait, and when the newest arrived. */
export async function countPending(): Promise<PendingCounts> {
  const result = await db.execute(sql`
    select kind, count(*)::int as n, max(created_at) as newest
    from (select kind, created_at from (${PENDING}) p
          union all select 'report', created_at from (${REPORTED}) r) i
    group by kind`)
  const counts: PendingCounts = {
    ...(Object.fromEntries(QUEUE_KINDS.map((k) => [k, 0])) as Record<QueueKind, number>),
    total: 0,
    newest: null,
  }
  for (const r of rowsOf<{ kind: QueueKind; n: number; newest: Date | string }>(result)) {
    counts[r.kind] = Number(r.n)
    counts.total += Number(r.n)
    const at = new Date(r.newest).toISOString()
    if (!counts.newest || at > counts.newest) counts.newest = at
  }
  return counts
}
