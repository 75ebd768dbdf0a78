// A large, realistic-looking article set for benchmarks (npm run db:seed -- --articles 100000).
// Deterministic: article n always gets slug bench-<n> and the same words, so re-running inserts
// only what is missing. Rows go in batches of 1000 in one statement each.
import { and, gte, inArray, like, lte, sql } from 'drizzle-orm'
import { rng } from './art.server'
import { SEED_AUTHORS } from './hubs-authors'
import type { DB, Tx } from '#app/db/client.server'
import { articles, authors, media, type ContentBlock } from '#app/db/schema'

const BATCH = 1000
const DAY = 24 * 60 * 60 * 1000

const HUB_WORDS: Record<string, { topics: string[]; categories: string[]; tags: string[] }> = {
  'game-face': {
    topics: [
      'Skincare',
      'Sunscreen',
      'Recovery',
      'Sleep',
      'Hair Care',
      'Hydration',
      'Lip Care',
      'Makeup',
      'Stretching',
      'Self-Care',
    ],
    categories: [
      'Beauty & Self-Care',
      'Recovery & Rest',
      'Nutrition',
      'Mental Health & Wellness',
      'Reviews',
    ],
    tags: [
      'skincare',
      'spf',
      'recovery',
      'sleep',
      'makeup',
      'hair',
      'wellness',
      'acne',
      'routine',
      'hydration',
    ],
  },
  'fit-check': {
    topics: [
      'Sports Bras',
      'Leggings',
      'Training Shoes',
      'Travel Outfits',
      'Tunnel Fits',
      'Thrift Finds',
      'Team Merch',
      'Layering',
      'Gym Bags',
      'Athleisure',
    ],
    categories: [
      'Fashion & Style',
      'Equipment & Gear',
      'Sustainable Living',
      'Lifestyle',
      'Reviews',
    ],
    tags: [
      'style',
      'gear',
      'thrift',
      'shoes',
      'sports bra',
      'travel',
      'sustainable',
      'fit',
      'game day',
      'athleisure',
    ],
  },
  'brand-u': {
    topics: [
      'NIL Deals',
      'Brand Pitches',
      'Content Calendars',
      'Contracts',
      'Instagram Reels',
      'TikTok Growth',
      'Media Kits',
      'Sponsorships',
      'Personal Branding',
      'Creator Gear',
    ],
    categories: [
      'Personal Branding',
      'Career',
      'Tech & Innovation',
      'News',
      'Mental Health & Wellness',
    ],
    tags: [
      'nil',
      'brand',
      'social media',
      'contracts',
      'creator',
      'pricing',
      'tiktok',
      'instagram',
      'pitching',
      'money',
    ],
  },
  'on-record': {
    topics: [
      'Internships',
      'Interviews',
      'Grad School',
      'Injury Comebacks',
      'Retirement',
      'Big-Game Nerves',
      'Networking',
      'Coaching Careers',
      'Burnout',
      'Leadership',
    ],
    categories: ['Career', 'Personal Stories', 'Interviews', 'Mental Performance', 'Training'],
    tags: [
      'career',
      'story',
      'mental health',
      'injury',
      'interview',
      'networking',
      'leadership',
      'transition',
      'confidence',
      'resume',
    ],
  },
}
const HUB_IDS = Object.keys(HUB_WORDS)
const SPORTS = [
  'Basketball',
  'Soccer',
  'Tennis',
  'Swimming',
  'Volleyball',
  'Softball',
  'Track',
  'Field Hockey',
  'Golf',
  'Lacrosse',
  'Rowing',
  'Gymnastics',
]
const ADJECTIVES = [
  'Honest',
  'Complete',
  'No-Nonsense',
  'Beginner\u2019s',
  'Smart',
  'Budget',
  'Realistic',
  'Game-Day',
  'Off-Season',
  'Ultimate',
]
const TEMPLATES = [
  (t: string, s: string, a: string, n: number) => `${n} ${t} Tips Every ${s} Player Should Know`,
  (t: string, s: string, a: string) => `The ${a} Guide to ${t} for Athletes`,
  (t: string, s: string) => `What ${s} Taught Me About ${t}`,
  (t: string) => `Why We Need to Talk About ${t}`,
  (t: string, s: string, a: string) =>
    `${t}, Explained: An ${a === 'Honest' ? 'Honest' : 'Athlete\u2019s'} Take`,
  (t: string, s: string) => `${t} in ${s} Season: What Actually Works`,
  (t: string, s: string, a: string, n: number) => `We Asked ${n * 10} ${s} Players About ${t}`,
]
const EXCERPTS = [
  (t: string, s: string) =>
    `A practical look at ${t.toLowerCase()} for ${s.toLowerCase()} players, with advice from athletes who have tried it.`,
  (t: string) =>
    `Everything we learned about ${t.toLowerCase()} this season, from what worked to what we would never do again.`,
  (t: string, s: string) =>
    `Our writers and ${s.toLowerCase()} players share how they handle ${t.toLowerCase()} between training, class and everything else.`,
]

export const benchSlug = (n: number) => `bench-${String(n).padStart(6, '0')}`

const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)]!

type Ctx = { now: number; authors: { id: string; name: string }[]; images: string[] }

function benchRow(n: number, ctx: Ctx) {
  const r = rng(`bench-${n}`)
  const hubId = HUB_IDS[n % HUB_IDS.length]!
  const words = HUB_WORDS[hubId]!
  const topic = pick(r, words.topics)
  const sport = pick(r, SPORTS)
  const title = pick(r, TEMPLATES)(topic, sport, pick(r, ADJECTIVES), 3 + Math.floor(r() * 8))
  const excerpt = pick(r, EXCERPTS)(topic, sport)
  const author = ctx.authors[n % ctx.authors.length]!
  const publishedAt = new Date(ctx.now - (7 + r() * 720) * DAY)
  const blocks: ContentBlock[] = [
    { type: 'text', text: excerpt },
    { type: 'heading', heading: `${topic}: where to start`, level: 2 },
    {
      type: 'list',
      items: [
        `Start small with ${topic.toLowerCase()}.`,
        `Ask your teammates what works for them.`,
        `Check in after two weeks.`,
      ],
    },
  ]
  return {
    slug: benchSlug(n),
    title,
    excerpt,
    authorId: author.id,
    authorName: author.name,
    category: pick(r, words.categories),
    hubId,
    imageUrl: ctx.images.length ? ctx.images[n % ctx.images.length]! : null,
    imageAlt: 'Abstract artwork in warm sand tones',
    status: 'published' as const,
    publishedAt,
    trendingScore: r() < 0.2 ? Math.round(r() * 100) / 10 : 0,
    readingTime: 2 + Math.floor(r() * 9),
    tags: [pick(r, words.tags), pick(r, words.tags), sport.toLowerCase()].filter(
      (t, i, a) => a.indexOf(t) === i,
    ),
    contentBlocks: blocks,
    metaDescription: excerpt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  }
}

/** Inserts the missing articles of one batch (a complete batch costs one index lookup). */
async function insertBatch(
  db: Tx,
  from: number,
  to: number,
  ctx: Ctx,
  progress?: (done: number) => void,
) {
  const [have] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(and(gte(articles.slug, benchSlug(from)), lte(articles.slug, benchSlug(to))))
  let added = 0
  if (have!.n < to - from + 1) {
    const rows = []
    for (let n = from; n <= to; n++) rows.push(benchRow(n, ctx))
    added = (
      await db.insert(articles).values(rows).onConflictDoNothing().returning({ id: articles.id })
    ).length
  }
  progress?.(to)
  return added
}

/** Inserts articles bench-000001 .. bench-<count> that do not exist yet. Needs the demo seed first (authors, images). */
export async function seedBenchmarkArticles(
  db: DB,
  count: number,
  progress?: (done: number) => void,
) {
  const started = Date.now()
  const authorRows = await db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(
      inArray(
        authors.slug,
        SEED_AUTHORS.map((a) => a.slug),
      ),
    )
  const imageRows = await db
    .select({ url: media.url })
    .from(media)
    .where(like(media.storageKey, 'seed/%-_'))
  const ctx: Ctx = {
    now: Date.now(),
    authors: authorRows,
    images: imageRows.map((i) => i.url).sort(),
  }
  if (!ctx.authors.length)
    throw new Error('Run the demo seed first: benchmark articles need the seeded authors')
  // One statement per 1000 rows, two at a time (PostgreSQL uses both cores; PGlite queues them).
  // Measured: dropping and rebuilding the GIN indexes around the load saves only ~10% CPU (GIN's
  // pending list already batches), so the indexes stay in place and the table stays readable.
  let inserted = 0
  const batch = (from: number) =>
    insertBatch(db, from, Math.min(from + BATCH - 1, count), ctx, progress)
  for (let from = 1; from <= count; from += 2 * BATCH) {
    const added = await Promise.all([
      batch(from),
      ...(from + BATCH <= count ? [batch(from + BATCH)] : []),
    ])
    inserted += added.reduce((a, b) => a + b, 0)
  }
  return { inserted, ms: Date.now() - started }
}
