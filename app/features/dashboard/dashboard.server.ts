// Numbers and lists of the admin dashboard, content hub and audit log.
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import {
  articles,
  auditLogs,
  contactMessages,
  newsletterSubscribers,
  products,
  userSubmissions,
  users,
} from '#app/db/schema'
import { auditVisibleTo } from '#app/utils/audit.server'
import { loadSection } from '#app/utils/section-data.server'
import { HUBS } from '#app/utils/site'
import { countByView, VIEW_COUNTS } from '#app/features/articles/article-queries.server'

export type ActivityItem = {
  id: string
  action: string
  entityType: string
  entityId: string | null
  entityData: Record<string, unknown>
  userName: string | null
  createdAt: Date
}

const activityFields = {
  id: auditLogs.id,
  action: auditLogs.action,
  entityType: auditLogs.entityType,
  entityId: auditLogs.entityId,
  entityData: auditLogs.entityData,
  userName: sql<string | null>`coalesce(${users.displayName}, ${users.name})`,
  createdAt: auditLogs.createdAt,
}

/**
 * The dashboard's three cards (numbers, recent activity, coming up), each loaded on its own so one
 * failing query leaves the other cards working (loadSection logs it and the card shows an error).
 */
export async function getDashboard(request?: Request, role = 'editor') {
  const [stats, activity, upcoming] = await Promise.all([
    loadSection('dashboard-stats', getDashboardStats, request),
    loadSection(
      'dashboard-activity',
      async () => (await listActivity({ limit: 8, hideAutosaves: true, role })).items,
      request,
    ),
    loadSection(
      'dashboard-upcoming',
      () =>
        db
          .select({
            id: articles.id,
            title: articles.title,
            hubId: articles.hubId,
            publishedAt: articles.publishedAt,
          })
          .from(articles)
          .where(and(eq(articles.status, 'scheduled'), isNull(articles.deletedAt)))
          .orderBy(asc(articles.publishedAt))
          .limit(5),
      request,
    ),
  ])
  return { stats, activity, upcoming }
}

async function getDashboardStats() {
  const [articleCounts, pendingStories, newMessages, activeProducts, members, subscribers] =
    await Promise.all([
      countByView(),
      db.$count(userSubmissions, eq(userSubmissions.status, 'pending')),
      db.$count(contactMessages, eq(contactMessages.status, 'new')),
      db.$count(products, and(isNull(products.deletedAt), eq(products.isActive, true))),
      db.$count(users),
      db.$count(newsletterSubscribers, ne(newsletterSubscribers.status, 'unsubscribed')),
    ])
  return { articleCounts, pendingStories, newMessages, activeProducts, members, subscribers }
}

export const AUDIT_PAGE_SIZE = 50

export async function listActivity({
  limit = AUDIT_PAGE_SIZE,
  page = 1,
  entityType = '',
  action = '',
  hideAutosaves = false,
  role = 'editor',
}: {
  limit?: number
  page?: number
  entityType?: string
  action?: string
  hideAutosaves?: boolean
  /** the reader's role: editors never see user management rows */
  role?: string
}) {
  // autosaves are audited too, but they would drown the dashboard's feed
  const where = and(
    auditVisibleTo(role),
    entityType ? eq(auditLogs.entityType, entityType) : undefined,
    action ? eq(auditLogs.action, action) : undefined,
    hideAutosaves ? ne(auditLogs.action, 'autosave') : undefined,
  )
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(activityFields)
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLogs).where(where),
  ])
  return { items: items as ActivityItem[], total, pageCount: Math.max(1, Math.ceil(total / limit)) }
}

/** The filter choices of the audit log (what has actually been recorded). */
export async function getAuditFacets(role = 'editor') {
  const visible = auditVisibleTo(role)
  const [types, actions] = await Promise.all([
    db
      .selectDistinct({ v: auditLogs.entityType })
      .from(auditLogs)
      .where(visible)
      .orderBy(auditLogs.entityType)
      .limit(50),
    db
      .selectDistinct({ v: auditLogs.action })
      .from(auditLogs)
      .where(visible)
      .orderBy(auditLogs.action)
      .limit(50),
  ])
  return { entityTypes: types.map((t) => t.v), actions: actions.map((a) => a.v) }
}

type LatestRow = {
  id: string
  title: string
  hubId: string
  status: 'draft' | 'published' | 'scheduled'
  updatedAt: Date | string
}

/** Per hub: article counts by status and the latest articles. */
export async function getContentHubOverview() {
  const [counts, latest] = await Promise.all([
    db
      .select({ hubId: articles.hubId, ...VIEW_COUNTS })
      .from(articles)
      .groupBy(articles.hubId),
    db.execute(sql`
      select id, title, hub_id as "hubId", status, updated_at as "updatedAt" from (
        select id, title, hub_id, status, updated_at, row_number() over (partition by hub_id order by updated_at desc) as rank
        from articles where deleted_at is null
      ) ranked where rank <= 4 order by updated_at desc`),
  ])
  const empty = { all: 0, draft: 0, published: 0, scheduled: 0, trash: 0 }
  return HUBS.map((h) => ({
    ...h,
    counts: counts.find((c) => c.hubId === h.id) ?? { hubId: h.id, ...empty },
    latest: rowsOf<LatestRow>(latest)
      .filter((l) => l.hubId === h.id)
      .map((l) => ({ ...l, updatedAt: new Date(l.updatedAt) })),
  }))
}
