// First-party, cookieless analytics: page views arrive through the beacon endpoint (anonymous pages
// are served from the HTML cache before any loader runs), a visitor is a hash of IP + user agent with
// a salt of the day. The salt sits in its own table and is deleted after two days; the IP is never
// stored. Reports read page views, searches with no results, affiliate clicks, sign-ups, stories and
// consent figures.
import { createHash, randomBytes } from 'node:crypto'
import { and, count, countDistinct, desc, eq, gte, inArray, lt, or, sql, sum } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import {
  analyticsSalts,
  articles,
  consentAnalytics,
  hubs,
  newsletterSubscribers,
  pageViews,
  productClicks,
  products,
  searchMisses,
  userSubmissions,
} from '#app/db/schema'
import type { AnalyticsRange } from './analytics.schema'
import { consumeMemberWrite } from '#app/features/accounts/rate-limit.server'
import { isUuid } from '#app/utils/uuid'

const DAY = 24 * 60 * 60_000
export const RANGE_MS: Record<AnalyticsRange, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY }

const dayKey = (d: Date) => d.toISOString().slice(0, 10)

let saltCache: { day: string; salt: string } | null = null

/** Today's salt (UTC day), shared by every app process; older salts are deleted. */
export async function dailySalt(now = new Date()): Promise<string> {
  const day = dayKey(now)
  if (saltCache?.day === day) return saltCache.salt
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day))
  await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, dayKey(new Date(now.getTime() - DAY))))
  saltCache = { day, salt: row!.salt }
  return row!.salt
}

export async function visitorHash(ip: string, userAgent: string, now = new Date()) {
  const salt = await dailySalt(now)
  return createHash('sha256')
    .update(`${salt}\n${ip}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 32)
}

/** Which kind of page a path is: an article (slug or id), a hub, or another page. */
export function classifyPath(path: string): { pageType: string; entityId: string | null } {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/'
  let m = /^\/hub\/([a-z0-9-]+)\/([^/]+)$/.exec(clean)
  if (m) return { pageType: 'article', entityId: decodeURIComponent(m[2]!) }
  m = /^\/article\/([^/]+)$/.exec(clean)
  if (m) return { pageType: 'article', entityId: decodeURIComponent(m[1]!) }
  m = /^\/hub\/([a-z0-9-]+)$/.exec(clean)
  if (m) return { pageType: 'hub', entityId: m[1]! }
  return { pageType: 'page', entityId: null }
}

/** The referring site's host, or null for direct visits and the site's own pages. */
export function referrerHost(referrer: string, siteUrl: string): string | null {
  if (!referrer) return null
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, '').toLowerCase()
    const own = new URL(siteUrl).hostname.replace(/^www\./, '').toLowerCase()
    return host && host !== own ? host.slice(0, 200) : null
  } catch {
    return null
  }
}

export async function recordPageView(view: {
  path: string
  referrer: string
  ip: string
  userAgent: string
  siteUrl: string
}) {
  const clean = view.path.split(/[?#]/)[0]!.slice(0, 300)
  if (clean.startsWith('/admin')) return
  const { pageType, entityId } = classifyPath(clean)
  await db.insert(pageViews).values({
    path: clean,
    pageType,
    entityId,
    referrerHost: referrerHost(view.referrer, view.siteUrl),
    visitorHash: await visitorHash(view.ip, view.userAgent),
  })
}

/**
 * A search that found nothing (the term, trimmed and lower-cased; never who searched). `client`
 * (the address) only counts against a limit, so one script cannot fill the table.
 */
export async function recordSearchMiss(term: string, client: string) {
  const t = term.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100)
  if (!t) return
  try {
    if (!(await consumeMemberWrite('search-miss', client))) return
    await db.insert(searchMisses).values({ term: t })
  } catch (error) {
    console.error('analytics: could not record a search miss', error)
  }
}

export async function getAnalytics(range: AnalyticsRange, now = new Date()) {
  const from = new Date(now.getTime() - RANGE_MS[range])
  const inRange = gte(pageViews.viewedAt, from)
  const [totals] = await db
    .select({ views: count(), visitors: countDistinct(pageViews.visitorHash) })
    .from(pageViews)
    .where(inRange)
  const top = (pageType: string) =>
    db
      .select({ entityId: pageViews.entityId, views: count().as('views') })
      .from(pageViews)
      .where(and(inRange, eq(pageViews.pageType, pageType)))
      .groupBy(pageViews.entityId)
      .orderBy(desc(sql`views`))
      .limit(10)
  const [articleRows, hubRows, referrers, misses, clicks, signups, stories, consent] =
    await Promise.all([
      top('article'),
      top('hub'),
      db
        .select({ host: pageViews.referrerHost, views: count().as('views') })
        .from(pageViews)
        .where(and(inRange, sql`${pageViews.referrerHost} is not null`))
        .groupBy(pageViews.referrerHost)
        .orderBy(desc(sql`views`))
        .limit(10),
      db
        .select({ term: searchMisses.term, searches: count().as('searches') })
        .from(searchMisses)
        .where(gte(searchMisses.searchedAt, from))
        .groupBy(searchMisses.term)
        .orderBy(desc(sql`searches`))
        .limit(20),
      db
        .select({
          productId: products.id,
          title: products.title,
          brand: products.brand,
          clicks: count().as('clicks'),
        })
        .from(productClicks)
        .innerJoin(products, eq(products.id, productClicks.productId))
        .where(gte(productClicks.createdAt, from))
        .groupBy(products.id, products.title, products.brand)
        .orderBy(desc(sql`clicks`)),
      db.$count(newsletterSubscribers, gte(newsletterSubscribers.createdAt, from)),
      db.$count(
        userSubmissions,
        and(eq(userSubmissions.submissionType, 'story'), gte(userSubmissions.createdAt, from)),
      ),
      db
        .select({
          requests: sum(consentAnalytics.totalRequests).mapWith(Number),
          acceptedAll: sum(consentAnalytics.acceptedAll).mapWith(Number),
          necessaryOnly: sum(consentAnalytics.acceptedNecessaryOnly).mapWith(Number),
          custom: sum(consentAnalytics.customSelections).mapWith(Number),
          analytics: sql<number>`avg(${consentAnalytics.analyticsAcceptanceRate})`.mapWith(Number),
          advertising: sql<number>`avg(${consentAnalytics.advertisingAcceptanceRate})`.mapWith(
            Number,
          ),
          marketing: sql<number>`avg(${consentAnalytics.marketingAcceptanceRate})`.mapWith(Number),
        })
        .from(consentAnalytics)
        .where(gte(consentAnalytics.date, dayKey(from))),
    ])

  // article pages are addressed by slug or id: one lookup for the titles
  const keys = articleRows.map((r) => r.entityId).filter((k): k is string => !!k)
  const ids = keys.filter((k) => isUuid(k))
  const titles = keys.length
    ? await db
        .select({ id: articles.id, slug: articles.slug, title: articles.title })
        .from(articles)
        .where(or(inArray(articles.slug, keys), ids.length ? inArray(articles.id, ids) : undefined))
    : []
  const titleOf = (k: string) => titles.find((t) => t.slug === k || t.id === k)?.title ?? k
  const hubTitles = await db.select({ id: hubs.id, title: hubs.title }).from(hubs)

  const byBrand = new Map<string, number>()
  for (const c of clicks) byBrand.set(c.brand, (byBrand.get(c.brand) ?? 0) + c.clicks)

  const c = consent[0]
  // rates may be stored as fractions or as percentages
  const asPercent = (v: number) => (v <= 1 ? v * 100 : v)
  return {
    range,
    from: from.toISOString(),
    views: totals?.views ?? 0,
    visitors: totals?.visitors ?? 0,
    topArticles: articleRows.map((r) => ({ title: titleOf(r.entityId ?? ''), views: r.views })),
    topHubs: hubRows.map((r) => ({
      title: hubTitles.find((h) => h.id === r.entityId)?.title ?? r.entityId ?? '',
      views: r.views,
    })),
    referrers: referrers.map((r) => ({ host: r.host ?? '', views: r.views })),
    searchMisses: misses,
    productClicks: clicks.map(({ title, brand, clicks }) => ({ title, brand, clicks })),
    brandClicks: [...byBrand]
      .map(([brand, clicks]) => ({ brand, clicks }))
      .sort((a, b) => b.clicks - a.clicks),
    newsletterSignups: signups,
    storySubmissions: stories,
    consent:
      c && c.requests
        ? {
            requests: c.requests,
            acceptedAllRate: (c.acceptedAll / c.requests) * 100,
            necessaryOnlyRate: (c.necessaryOnly / c.requests) * 100,
            customRate: (c.custom / c.requests) * 100,
            analyticsRate: asPercent(c.analytics),
            advertisingRate: asPercent(c.advertising),
            marketingRate: asPercent(c.marketing),
          }
        : null,
  }
}
export type AnalyticsReport = Awaited<ReturnType<typeof getAnalytics>>

const csvCell = (v: string | number) => {
  const s = String(v)
  // a leading = + - @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The report as one CSV (section, name, value rows). */
export function analyticsCsv(r: AnalyticsReport): string {
  const rows: (string | number)[][] = [['section', 'name', 'value']]
  rows.push(['summary', 'range', r.range], ['summary', 'from', r.from])
  rows.push(['summary', 'page views', r.views], ['summary', 'unique visitors', r.visitors])
  rows.push(['summary', 'newsletter sign-ups', r.newsletterSignups])
  rows.push(['summary', 'story submissions', r.storySubmissions])
  for (const a of r.topArticles) rows.push(['top articles', a.title, a.views])
  for (const h of r.topHubs) rows.push(['top hubs', h.title, h.views])
  for (const x of r.referrers) rows.push(['referrers', x.host, x.views])
  for (const s of r.searchMisses) rows.push(['searches with no results', s.term, s.searches])
  for (const p of r.productClicks)
    rows.push(['affiliate clicks by product', `${p.title} (${p.brand})`, p.clicks])
  for (const b of r.brandClicks) rows.push(['affiliate clicks by brand', b.brand, b.clicks])
  if (r.consent)
    for (const [k, v] of Object.entries(r.consent))
      rows.push(['consent', k, Math.round(v * 10) / 10])
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
