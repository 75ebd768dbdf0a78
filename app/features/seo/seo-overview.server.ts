// The /admin/seo overview: every public article, hub and static page with its title, meta
// description, social image and canonical address, flagged where something is missing, too long
// or shared with another item. One query: static pages come in as a VALUES list, duplicates are
// found with window counts, filters, sort and paging run in SQL (fast at 100,000 articles).
import { sql, type SQL } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { getEnv } from '#app/utils/env.server'
import {
  DESCRIPTION_MAX,
  SEO_ISSUES,
  TITLE_MAX,
  type SeoIssue,
  type SeoOverviewQuery,
} from './seo.schema'
import { getSeoDefaults } from './seo-settings.server'
import { STATIC_PAGES } from './static-pages'

export const SEO_PAGE_SIZE = 50

export type SeoRow = {
  type: 'article' | 'hub' | 'page'
  id: string
  name: string
  seoTitle: string
  description: string
  image: string | null
  path: string
  canonical: string
  noindex: boolean
  editPath: string | null
  issues: SeoIssue[]
}

const ISSUE_SQL: Record<SeoIssue, SQL> = {
  'missing-title': sql`seo_title = ''`,
  'long-title': sql`char_length(seo_title) > ${TITLE_MAX}`,
  'missing-description': sql`description = ''`,
  'long-description': sql`char_length(description) > ${DESCRIPTION_MAX}`,
  'duplicate-title': sql`seo_title <> '' and title_count > 1`,
  'duplicate-description': sql`description <> '' and description_count > 1`,
  'missing-image': sql`type = 'article' and image is null`,
}

const issueCount = sql.join(
  SEO_ISSUES.map((i) => sql`(${ISSUE_SQL[i]})::int`),
  sql` + `,
)

const ORDER: Record<SeoOverviewQuery['sort'], SQL> = {
  issues: sql`issue_count desc, type, lower(seo_title)`,
  title: sql`lower(seo_title), type`,
  type: sql`type, lower(seo_title)`,
  'title-length': sql`char_length(seo_title) desc, lower(seo_title)`,
  'description-length': sql`char_length(description) desc, lower(seo_title)`,
}

function staticValues(noindex: Set<string>) {
  return sql.join(
    STATIC_PAGES.map(
      (p) =>
        sql`('page'::text, ${p.path}::text, ${p.title}::text, ${p.title}::text, ${p.description}::text, null::text, ${p.path}::text, ${noindex.has(p.path)}::boolean, ${p.editPath ?? null}::text)`,
    ),
    sql`, `,
  )
}

export async function getSeoOverview(query: SeoOverviewQuery, page = 1) {
  const defaults = await getSeoDefaults()
  const conds: SQL[] = []
  if (query.type !== 'all') conds.push(sql`type = ${query.type}`)
  if (query.issue === 'any') conds.push(sql`(${issueCount}) > 0`)
  else if (query.issue !== 'all') conds.push(ISSUE_SQL[query.issue])
  if (query.q)
    conds.push(sql`(seo_title ilike ${'%' + query.q + '%'} or path ilike ${'%' + query.q + '%'})`)
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``
  const result = await db.execute(sql`
    with items(type, id, name, seo_title, description, image, path, noindex, edit_path) as (
      select 'article'::text, a.id::text, a.title, coalesce(nullif(trim(a.meta_title), ''), a.title),
             coalesce(trim(a.meta_description), ''), coalesce(nullif(a.social_image_url, ''), nullif(a.image_url, '')),
             '/hub/' || a.hub_id || '/' || a.slug, a.noindex, '/admin/articles/' || a.id
        from articles a
       where a.status = 'published' and a.deleted_at is null and a.published_at <= now()
      union all
      select 'hub', h.id, h.title, h.title, trim(h.description), null::text, '/hub/' || h.id, false,
             '/admin/content-hub'
        from hubs h
      union all
      select * from (values ${staticValues(new Set(defaults.noindexPages))}) as p
    ),
    counted as (
      select *, count(*) over (partition by lower(seo_title)) as title_count,
                count(*) over (partition by lower(description)) as description_count
        from items
    ),
    flagged as (select *, ${issueCount} as issue_count from counted)
    select *, count(*) over () as total from flagged ${where}
     order by ${ORDER[query.sort]}
     limit ${SEO_PAGE_SIZE} offset ${(page - 1) * SEO_PAGE_SIZE}
  `)
  const rows =
    (result as unknown as { rows?: Record<string, unknown>[] }).rows ??
    (result as unknown as Record<string, unknown>[])
  const site = getEnv().SITE_URL.replace(/\/$/, '')
  const items: SeoRow[] = rows.map((r) => {
    const row = {
      seo_title: String(r.seo_title),
      description: String(r.description),
      title_count: Number(r.title_count),
      description_count: Number(r.description_count),
      type: String(r.type),
      image: (r.image as string | null) ?? null,
    }
    const issues = SEO_ISSUES.filter((i) => flagInJs(i, row))
    return {
      type: row.type as SeoRow['type'],
      id: String(r.id),
      name: String(r.name),
      seoTitle: row.seo_title,
      description: row.description,
      image: row.image,
      path: String(r.path),
      canonical: site + String(r.path),
      noindex: Boolean(r.noindex),
      editPath: (r.edit_path as string | null) ?? null,
      issues,
    }
  })
  const total = Number(rows[0]?.total ?? 0)
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / SEO_PAGE_SIZE)) }
}

/** The same rules as ISSUE_SQL, for naming each row's flags. */
function flagInJs(
  issue: SeoIssue,
  r: {
    seo_title: string
    description: string
    title_count: number
    description_count: number
    type: string
    image: string | null
  },
) {
  switch (issue) {
    case 'missing-title':
      return r.seo_title === ''
    case 'long-title':
      return [...r.seo_title].length > TITLE_MAX
    case 'missing-description':
      return r.description === ''
    case 'long-description':
      return [...r.description].length > DESCRIPTION_MAX
    case 'duplicate-title':
      return r.seo_title !== '' && r.title_count > 1
    case 'duplicate-description':
      return r.description !== '' && r.description_count > 1
    case 'missing-image':
      return r.type === 'article' && r.image === null
  }
}
