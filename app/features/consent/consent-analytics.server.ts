// Daily consent statistics (consent_analytics): each saved record counted in its day, country and
// jurisdiction, and the admin's summary per jurisdiction.
import { asc, desc, sql, type AnyColumn } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { consentAnalytics } from '#app/db/schema'
import type { ConsentCategories, ConsentMethod } from './consent.schema'

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0]

/**
 * One more save in the day's row. The increments run inside the row lock ON CONFLICT takes, so
 * concurrent saves never lose a count; the rates are running means over total_requests.
 */
export async function countConsent(
  tx: Tx,
  c: {
    date: string
    countryCode: string
    jurisdiction: string
    method: ConsentMethod
    categories: ConsentCategories
  },
) {
  const a = consentAnalytics
  const one = (v: boolean) => (v ? 1 : 0)
  const mean = (col: AnyColumn, name: string) =>
    sql`(${col} * ${a.totalRequests} + excluded.${sql.identifier(name)}) / (${a.totalRequests} + 1)`
  await tx
    .insert(a)
    .values({
      date: c.date,
      countryCode: c.countryCode,
      jurisdiction: c.jurisdiction,
      totalRequests: 1,
      acceptedAll: one(c.method === 'accept_all'),
      acceptedNecessaryOnly: one(c.method === 'necessary_only'),
      customSelections: one(c.method === 'custom' || c.method === 'gpc'),
      analyticsAcceptanceRate: one(c.categories.analytics),
      advertisingAcceptanceRate: one(c.categories.advertising),
      marketingAcceptanceRate: one(c.categories.marketing),
    })
    .onConflictDoUpdate({
      target: [a.date, a.countryCode, a.jurisdiction],
      set: {
        totalRequests: sql`${a.totalRequests} + 1`,
        acceptedAll: sql`${a.acceptedAll} + excluded.accepted_all`,
        acceptedNecessaryOnly: sql`${a.acceptedNecessaryOnly} + excluded.accepted_necessary_only`,
        customSelections: sql`${a.customSelections} + excluded.custom_selections`,
        analyticsAcceptanceRate: mean(a.analyticsAcceptanceRate, 'analytics_acceptance_rate'),
        advertisingAcceptanceRate: mean(a.advertisingAcceptanceRate, 'advertising_acceptance_rate'),
        marketingAcceptanceRate: mean(a.marketingAcceptanceRate, 'marketing_acceptance_rate'),
      },
    })
}

/** Daily statistics per jurisdiction (countries summed, rates weighted by requests), newest first. */
export async function listConsentAnalytics(days = 30) {
  const a = consentAnalytics
  const total = sql<number>`sum(${a.totalRequests})::int`
  const rate = (col: AnyColumn) =>
    sql<number>`coalesce(sum(${col} * ${a.totalRequests}) / nullif(sum(${a.totalRequests}), 0), 0)::float8`
  return db
    .select({
      date: a.date,
      jurisdiction: a.jurisdiction,
      countries: sql<number>`count(*)::int`,
      totalRequests: total,
      acceptedAll: sql<number>`sum(${a.acceptedAll})::int`,
      acceptedNecessaryOnly: sql<number>`sum(${a.acceptedNecessaryOnly})::int`,
      customSelections: sql<number>`sum(${a.customSelections})::int`,
      analyticsRate: rate(a.analyticsAcceptanceRate),
      advertisingRate: rate(a.advertisingAcceptanceRate),
      marketingRate: rate(a.marketingAcceptanceRate),
    })
    .from(a)
    .where(sql`${a.date} >= current_date - ${days}::int`)
    .groupBy(a.date, a.jurisdiction)
    .orderBy(desc(a.date), asc(a.jurisdiction))
}
