// Demo content for a fresh site. `seed(db)` is idempotent: every insert is keyed (slug, key, fixed id)
// and skips rows that exist, so running it twice changes nothing and never overwrites admin edits.
import {
  SEED_ARTICLES,
  seedArticles,
  seedAuthors,
  seedProductReviews,
  seedProducts,
} from './seed-content.server'
import { SEED_MEMBERS, SEED_POLLS, SEED_STORIES } from './community'
import { SEED_QUIZZES } from './quizzes'
import { SEED_PRODUCTS } from './products'
import { seedCommunity } from './seed-community.server'
import { seedQuizzes } from './seed-quizzes.server'
import {
  SEED_CONSENT_PURPOSES,
  SEED_CONSENT_VENDORS,
  DEFAULT_SITE_SETTINGS,
  SEED_PAGE_SECTIONS,
} from './settings'
import { SEED_AUTHORS, SEED_HUBS } from './hubs-authors'
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

/** How many steps seed() reports, one line each (the first start's header announces them). */
export const SEED_STEPS = 8

/** Where seed() reports its steps (one line each); nowhere by default. */
export type SeedLog = (line: string) => void

/**
 * Seeds everything (idempotent). Returns how long it took. Each step reports one line with what it
 * made and its time, so a first start that takes a minute shows what it is doing.
 */
export async function seed(db: DB, log: SeedLog = () => {}): Promise<{ ms: number }> {
  const started = Date.now()
  // `what` may name what was made once it is known (a count the step returns)
  const step = async <T>(what: string | ((made: T) => string), run: () => Promise<T>) => {
    const t = Date.now()
    const result = await run()
    const label = typeof what === 'function' ? what(result) : what
    log(`  ✓ ${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
    return result
  }
  const articleCount = Object.values(SEED_ARTICLES).reduce((n, list) => n + list.length, 0)
  await step(`${SEED_HUBS.length} hubs, site settings, page texts, consent purposes`, () =>
    seedReferenceData(db),
  )
  const authorIds = await step(`${SEED_AUTHORS.length} authors with portraits`, () =>
    seedAuthors(db),
  )
  await step(`${articleCount} articles and podcast episodes with pictures and audio`, () =>
    seedArticles(db, authorIds),
  )
  await step(`${SEED_PRODUCTS.length} products with pictures`, () => seedProducts(db))
  await step(
    (reviews: number) => `${reviews} athlete reviews of the products`,
    () => seedProductReviews(db),
  )
  await step(
    `${SEED_MEMBERS.length} community members, ${SEED_STORIES.length} stories, ${SEED_POLLS.length} polls`,
    () => seedCommunity(db),
  )
  await step(`${SEED_QUIZZES.length} quizzes`, () => seedQuizzes(db))
  await step('demo accounts', () => seedDemoAccounts(db))
  return { ms: Date.now() - started }
}

/** Seeds the site when the database has no hubs yet (first start). Returns true when it seeded. */
export async function seedIfEmpty(db: DB): Promise<boolean> {
  const existing = await db.select({ id: hubs.id }).from(hubs).limit(1)
  if (existing.length) return false
  const loud = process.env.LOG_LEVEL !== 'silent'
  if (loud)
    console.log(
      `First start: seeding the demo content (${SEED_STEPS} steps, up to a minute or two)`,
    )
  const { ms } = await seed(db, loud ? (line) => console.log(line) : undefined)
  if (loud) console.log(`Seeded demo content in ${ms} ms`)
  return true
}
