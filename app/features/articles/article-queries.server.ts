// Read side of the articles back office: the list with filters, status counts, the editor's data.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, authors, users } from '#app/db/schema'
import {
  ADMIN_PAGE_SIZE,
  LIST_VIEWS,
  type ListView,
} from '#app/features/articles/articles-admin.schema'
import { HUBS } from '#app/utils/site'
import { likePattern } from '#app/utils/like-pattern'
import { isUuid } from '#app/utils/uuid'

export type AdminListQuery = {
  q: string
  hub: string
  category: string
  view: ListView
  page: number
}

export function parseListQuery(params: URLSearchParams): AdminListQuery {
  const view = params.get('status') ?? 'all'
  const hub = params.get('hub') ?? ''
  const page = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), 1000)
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    hub: HUBS.some((h) => h.id === hub) ? hub : '',
    category: (params.get('category') ?? '').slice(0, 80),
    view: (LIST_VIEWS as readonly string[]).includes(view) ? (view as ListView) : 'all',
    page,
  }
}

function filters(query: Omit<AdminListQuery, 'view' | 'page'>): SQL[] {
  const out: SQL[] = []
  if (query.q)
    out.push(
      or(
        ilike(articles.title, likePattern(query.q)),
        ilike(articles.slug, likePattern(query.q)),
        ilike(articles.authorName, likePattern(query.q)),
      )!,
    )
  if (query.hub) out.push(eq(articles.hubId, query.hub))
  if (query.category) out.push(eq(articles.category, query.category))
  return out
}

function viewFilter(view: ListView): SQL {
  if (view === 'trash') return isNotNull(articles.deletedAt)
  if (view === 'all') return isNull(articles.deletedAt)
  return and(isNull(articles.deletedAt), eq(articles.status, view))!
}

export async function listAdminArticles(query: AdminListQuery) {
  const where = and(viewFilter(query.view), ...filters(query))
  const [rows, [{ total } = { total: 0 }], counts] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        slug: articles.slug,
        status: articles.status,
        hubId: articles.hubId,
        category: articles.category,
        authorName: articles.authorName,
        imageUrl: articles.imageUrl,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        deletedAt: articles.deletedAt,
      })
      .from(articles)
      .where(where)
      .orderBy(
        query.view === 'trash' ? desc(articles.deletedAt) : desc(articles.updatedAt),
        asc(articles.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(articles).where(where),
    countByView(filters(query)),
  ])
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)), counts }
}

/** Article counts by list view, as select columns (`count(*) filter (...)`). */
export const VIEW_COUNTS = {
  all: sql<number>`count(*) filter (where ${articles.deletedAt} is null)`.mapWith(Number),
  draft:
    sql<number>`count(*) filter (where ${articles.deletedAt} is null and ${articles.status} = 'draft')`.mapWith(
      Number,
    ),
  published:
    sql<number>`count(*) filter (where ${articles.deletedAt} is null and ${articles.status} = 'published')`.mapWith(
      Number,
    ),
  scheduled:
    sql<number>`count(*) filter (where ${articles.deletedAt} is null and ${articles.status} = 'scheduled')`.mapWith(
      Number,
    ),
  trash: sql<number>`count(*) filter (where ${articles.deletedAt} is not null)`.mapWith(Number),
}

/** Article counts per list view (draft, published, scheduled, trash, all), with the same filters. */
export async function countByView(extra: SQL[] = []): Promise<Record<ListView, number>> {
  const [row] = await db
    .select(VIEW_COUNTS)
    .from(articles)
    .where(extra.length ? and(...extra) : undefined)
  return row ?? { all: 0, draft: 0, published: 0, scheduled: 0, trash: 0 }
}

export async function getArticleForEditor(id: string) {
  if (!isUuid(id)) return null
  const [row] = await db
    .select({ article: articles, createdByName: users.name })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.createdBy))
    .where(eq(articles.id, id))
    .limit(1)
  return row ? { ...row.article, createdByName: row.createdByName } : null
}

export async function listAuthorOptions() {
  return db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .orderBy(asc(authors.name))
    .limit(500)
}
