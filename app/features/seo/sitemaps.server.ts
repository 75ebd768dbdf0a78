// Sitemaps (sitemaps.org 0.9): an index at /sitemap.xml pointing to one file per kind, each split at
// 50,000 URLs. Articles keep their historical address /sitemap-articles.xml for the first file.
// Generated files are cached in this process for SITEMAP_CACHE_MS (the public HTML cache serves
// anonymous crawlers in front of it); 'regenerate' in /admin/sitemap rebuilds them at once.
import { and, asc, count, desc, eq, max, ne, or, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, authors, hubs, products } from '#app/db/schema'
import { isPublicArticle } from '#app/features/articles/public-articles.server'
import { isListed } from '#app/features/products/products.server'
import { getEnv } from '#app/utils/env.server'
import { xmlEscape } from '#app/utils/xml'
import { STATIC_PAGES } from './static-pages'

export const SITEMAP_MAX_URLS = 50_000
export const SITEMAP_KINDS = ['articles', 'hubs', 'pages', 'authors', 'products'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]
const SITEMAP_CACHE_MS = 10 * 60 * 1000
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

type UrlEntry = { path: string; lastmod?: Date | null }
export type SitemapFile = { kind: SitemapKind; page: number; path: string; urls: number }
type Built = { xml: string; urls: number; generatedAt: Date }

const siteUrl = () => getEnv().SITE_URL.replace(/\/$/, '')

/** Public articles that may be indexed (noindex ones stay reachable but out of the sitemap). */
const indexableArticle = () => and(isPublicArticle(), eq(articles.noindex, false))!

export function sitemapPath(kind: SitemapKind, page: number) {
  if (kind === 'articles' && page === 1) return '/sitemap-articles.xml'
  return page === 1 ? `/sitemaps/${kind}.xml` : `/sitemaps/${kind}-${page}.xml`
}

/** Reads 'articles-2.xml' or 'hubs.xml' (the /sitemaps/:file segment); null when not a sitemap. */
export function parseSitemapFile(file: string): { kind: SitemapKind; page: number } | null {
  const m = /^([a-z]+)(?:-(\d{1,4}))?\.xml$/.exec(file)
  if (!m || !(SITEMAP_KINDS as readonly string[]).includes(m[1]!)) return null
  const page = m[2] ? Number(m[2]) : 1
  if (page < 1 || (m[2] && page === 1)) return null
  return { kind: m[1] as SitemapKind, page }
}

async function countUrls(kind: SitemapKind): Promise<number> {
  if (kind === 'articles') {
    const [r] = await db.select({ n: count() }).from(articles).where(indexableArticle())
    return Number(r?.n ?? 0)
  }
  return (await listEntries(kind, 1, Number.MAX_SAFE_INTEGER)).length
}

async function listEntries(kind: SitemapKind, page: number, perFile: number): Promise<UrlEntry[]> {
  switch (kind) {
    case 'articles': {
      const rows = await db
        .select({ slug: articles.slug, hubId: articles.hubId, updatedAt: articles.updatedAt })
        .from(articles)
        .where(indexableArticle())
        .orderBy(sql`${articles.publishedAt} desc nulls last`, desc(articles.id))
        .limit(perFile)
        .offset((page - 1) * perFile)
      return rows.map((a) => ({
        path: `/hub/${encodeURIComponent(a.hubId)}/${encodeURIComponent(a.slug)}`,
        lastmod: a.updatedAt,
      }))
    }
    case 'hubs': {
      const rows = await db
        .select({ id: hubs.id, lastmod: max(articles.updatedAt) })
        .from(hubs)
        .leftJoin(articles, and(eq(articles.hubId, hubs.id), isPublicArticle()))
        .groupBy(hubs.id)
        .orderBy(asc(hubs.sortOrder), asc(hubs.id))
      return rows.map((h) => ({ path: `/hub/${encodeURIComponent(h.id)}`, lastmod: h.lastmod }))
    }
    case 'authors': {
      const rows = await db
        .select({
          slug: authors.slug,
          updatedAt: authors.updatedAt,
          newest: max(articles.updatedAt),
        })
        .from(authors)
        .innerJoin(articles, and(eq(articles.authorId, authors.id), isPublicArticle()))
        .where(eq(authors.noindex, false))
        .groupBy(authors.id)
        .orderBy(asc(authors.slug))
      return rows.map((a) => ({
        path: `/author/${encodeURIComponent(a.slug)}`,
        lastmod: a.newest && a.newest > a.updatedAt ? a.newest : a.updatedAt,
      }))
    }
    case 'products': {
      const rows = await db
        .select({ hubId: products.hubId, lastmod: max(products.updatedAt) })
        .from(products)
        .where(isListed())
        .groupBy(products.hubId)
        .orderBy(asc(products.hubId))
      const newest = rows.reduce<Date | null>(
        (acc, r) => (r.lastmod && (!acc || r.lastmod > acc) ? r.lastmod : acc),
        null,
      )
      // each product's own page, unless a review on it is by a minor (that page is noindex)
      const pages = await db
        .select({ slug: products.slug, lastmod: products.updatedAt })
        .from(products)
        .where(
          and(
            isListed(),
            sql`not exists (select 1 from product_reviews r join users u on u.id = r.user_id
              where r.product_id = ${products.id} and r.status = 'approved' and r.hidden_at is null
                and (u.birth_date is null or u.birth_date > current_date - interval '18 years'))`,
          ),
        )
        .orderBy(asc(products.slug))
      return [
        { path: '/products', lastmod: newest },
        ...rows
          .filter((r) => r.hubId)
          .map((r) => ({
            path: `/products?hub=${encodeURIComponent(r.hubId!)}`,
            lastmod: r.lastmod,
          })),
        ...pages.map((p) => ({
          path: `/products/${encodeURIComponent(p.slug)}`,
          lastmod: p.lastmod,
        })),
      ]
    }
    case 'pages': {
      const noindex = await getNoindexPaths()
      const [newest] = await db
        .select({ at: max(articles.updatedAt) })
        .from(articles)
        .where(isPublicArticle())
      return STATIC_PAGES.filter((p) => !noindex.has(p.path)).map((p) => ({
        path: p.path,
        lastmod:
          p.path === '/' || p.path === '/explore'
            ? newest?.at
            : p.updated
              ? new Date(p.updated)
              : null,
      }))
    }
  }
}

/** Static paths an editor marked noindex (site_settings key seo_noindex_pages). */
async function getNoindexPaths(): Promise<Set<string>> {
  const { getSeoDefaults } = await import('./seo-settings.server')
  return new Set((await getSeoDefaults()).noindexPages)
}

function renderUrlset(entries: UrlEntry[]) {
  const site = siteUrl()
  const lines = entries.map(
    (e) =>
      `<url><loc>${xmlEscape(site + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${lines.join('\n')}\n</urlset>\n`
}

const cache = new Map<string, Built>()

/** The files of every kind with their URL counts (empty kinds still get one, empty, file). */
export async function listSitemapFiles(perFile = SITEMAP_MAX_URLS): Promise<SitemapFile[]> {
  const counts = await Promise.all(SITEMAP_KINDS.map((k) => countUrls(k)))
  return SITEMAP_KINDS.flatMap((kind, i) => {
    const total = counts[i]!
    const pages = Math.max(1, Math.ceil(total / perFile))
    return Array.from({ length: pages }, (_, p) => ({
      kind,
      page: p + 1,
      path: sitemapPath(kind, p + 1),
      urls: Math.min(perFile, total - p * perFile) || 0,
    }))
  })
}

/** One sitemap file's XML, or null when that page does not exist. Cached per process. */
export async function getSitemap(
  kind: SitemapKind,
  page: number,
  perFile = SITEMAP_MAX_URLS,
): Promise<Built | null> {
  const key = `${kind}:${page}:${perFile}`
  const hit = cache.get(key)
  if (hit && Date.now() - hit.generatedAt.getTime() < SITEMAP_CACHE_MS) return hit
  const entries = await listEntries(kind, page, perFile)
  if (!entries.length && page > 1) return null
  const built = { xml: renderUrlset(entries), urls: entries.length, generatedAt: new Date() }
  cache.set(key, built)
  return built
}

/** The sitemap index (/sitemap.xml), lastmod being each file's generation time. */
export async function getSitemapIndex(perFile = SITEMAP_MAX_URLS): Promise<Built> {
  const key = `index:${perFile}`
  const hit = cache.get(key)
  if (hit && Date.now() - hit.generatedAt.getTime() < SITEMAP_CACHE_MS) return hit
  const site = siteUrl()
  const files = await listSitemapFiles(perFile)
  const now = new Date()
  const lines = files.map(
    (f) =>
      `<sitemap><loc>${xmlEscape(site + f.path)}</loc><lastmod>${now.toISOString()}</lastmod></sitemap>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${lines.join('\n')}\n</sitemapindex>\n`
  const built = { xml, urls: files.length, generatedAt: now }
  cache.set(key, built)
  return built
}

export type SitemapStatus = SitemapFile & { generatedAt: Date | null }

/** For /admin/sitemap: every file with its URL count and when this process last generated it. */
export async function getSitemapStatus(): Promise<SitemapStatus[]> {
  const files = await listSitemapFiles()
  return files.map((f) => ({
    ...f,
    generatedAt: cache.get(`${f.kind}:${f.page}:${SITEMAP_MAX_URLS}`)?.generatedAt ?? null,
  }))
}

/** Drops the cached files and builds them again (first the index, then every file). */
export async function regenerateSitemaps(): Promise<number> {
  cache.clear()
  await getSitemapIndex()
  const files = await listSitemapFiles()
  for (const f of files) await getSitemap(f.kind, f.page)
  return files.length
}

export function clearSitemapCache() {
  cache.clear()
}

export type ExcludedItem = { title: string; path: string; reason: string; editPath: string | null }

/** What the sitemaps leave out on purpose: drafts and scheduled or deleted articles, noindex items. */
export async function listSitemapExclusions(limit = 200): Promise<ExcludedItem[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      hubId: articles.hubId,
      status: articles.status,
      noindex: articles.noindex,
      deletedAt: articles.deletedAt,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(
      or(
        ne(articles.status, 'published'),
        eq(articles.noindex, true),
        sql`${articles.deletedAt} is not null`,
        sql`${articles.publishedAt} > now()`,
      ),
    )
    .orderBy(desc(articles.updatedAt))
    .limit(limit)
  const authorRows = await db
    .select({ id: authors.id, name: authors.name, slug: authors.slug })
    .from(authors)
    .where(eq(authors.noindex, true))
    .orderBy(asc(authors.name))
  const noindexPages = await getNoindexPaths()
  const reason = (r: (typeof rows)[number]) =>
    r.deletedAt
      ? 'In the trash'
      : r.status === 'draft'
        ? 'Draft'
        : r.status === 'scheduled' || (r.publishedAt && r.publishedAt > new Date())
          ? 'Scheduled'
          : 'noindex'
  return [
    ...rows.map((r) => ({
      title: r.title,
      path: `/hub/${r.hubId}/${r.slug}`,
      reason: reason(r),
      editPath: `/admin/articles/${r.id}`,
    })),
    ...authorRows.map((a) => ({
      title: a.name,
      path: `/author/${a.slug}`,
      reason: 'noindex',
      editPath: `/admin/authors/edit/${a.id}`,
    })),
    ...STATIC_PAGES.filter((p) => noindexPages.has(p.path)).map((p) => ({
      title: p.title,
      path: p.path,
      reason: 'noindex',
      editPath: '/admin/seo',
    })),
  ]
}
