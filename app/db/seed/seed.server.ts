// Demo content for a fresh site. `seed(db)` is idempotent: every insert is keyed (slug, key, fixed id)
// and skips rows that exist, so running it twice changes nothing and never overwrites admin edits.
import { seedArticles, seedAuthors, seedProducts } from './seed-content.server'
import { seedCommunity } from './seed-community.server'
import { seedQuizzes } from './seed-quizzes.server'
import {
  SEED_CONSENT_PURPOSES,
  SEED_CONSENT_VENDORS,
  DEFAULT_SITE_SETTINGS,
  SEED_PAGE_SECTIONS,
} from './settings'
import { SEED_HUBS } from './hubs-authors'
import type { DB } from '#app/db/client.server'
import { consentPurposes, consentVendors, hubs, pageContent, siteSettings } from '#app/db/schema'
import { seedDemoAccounts } from '#app/features/accounts/demo-accounts.server'
import { INTERFACE_DEFAULTS, INTERFACE_PAGE_SLUG } from '#app/features/cms/interface-defaults'

async function seedReferenceData(db: DB) {
  await db
    .insert(hubs)
    .values(SEED_HUBS.map((h) => ({ ...h })))
    .onConflictDoNothing()
  await db
    .insert(siteSettings)
    .values(Object.entries(DEFAULT_SITE_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing()
  const now = new Date()
  const interfaceRows = Object.entries(INTERFACE_DEFAULTS).map(([sectionKey, data]) => ({
    pageSlug: INTERFACE_PAGE_SLUG,
    sectionKey,
    contentType: 'json',
    contentData: { ...data },
    isPublished: true,
    publishDate: now,
  }))
  const pageRows = SEED_PAGE_SECTIONS.map((s) => ({
    pageSlug: s.pageSlug,
    sectionKey: s.sectionKey,
    contentType: 'json',
    contentData: s.data,
    isPublished: true,
    publishDate: now,
  }))
  await db
    .insert(pageContent)
    .values([...interfaceRows, ...pageRows])
    .onConflictDoNothing()
  await db.insert(consentPurposes).values(SEED_CONSENT_PURPOSES).onConflictDoNothing()
  await db.insert(consentVendors).values(SEED_CONSENT_VENDORS).onConflictDoNothing()
}

/** Seeds everything (idempotent). Returns how long it took. */
export async function seed(db: DB): Promise<{ ms: number }> {
  const started = Date.now()
  await seedReferenceData(db)
  const authorIds = await seedAuthors(db)
  await seedArticles(db, authorIds)
  await seedProducts(db)
  await seedCommunity(db)
  await seedQuizzes(db)
  await seedDemoAccounts(db)
  return { ms: Date.now() - started }
}

/** Seeds the site when the database has no hubs yet (first start). Returns true when it seeded. */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const existing = await db.select({ id: hubs.id }).from(hubs).limit(1)
  if (existing.length) return false
  const { ms } = await seed(db)
  if (process.env.LOG_LEVEL !== 'silent') console.log(`Seeded demo content in ${ms} ms`)
  return true
}
