// Authors, articles and products, with their generated pictures.
import { and, eq, inArray, like, ne } from 'drizzle-orm'
import { GAME_FACE_ARTICLES } from './articles-game-face'
import { FIT_CHECK_ARTICLES } from './articles-fit-check'
import { BRAND_U_ARTICLES } from './articles-brand-u'
import { ON_RECORD_ARTICLES } from './articles-on-record'
import { poolVariant } from './art.server'
import { EPISODE_SCRIPTS, EPISODE_SOUNDS, PODCAST_EPISODES } from './articles-podcasts'
import { ensureEpisodeAudio } from './seed-audio.server'
import { SEED_AUTHORS } from './hubs-authors'
import { productKind } from './product-art'
import { SEED_PRODUCTS } from './products'
import { PRODUCT_DETAILS, SEED_REVIEWERS, ratingsFor, seedReviewText } from './product-details'
import { countWords, seedProductId, type SeedArticle } from './seed-kit'
import { withReadingLinks, withRichExtras } from './seed-rich'
import {
  avatarImage,
  ensureSeedImages,
  hubPoolImages,
  poolKey,
  productImage,
} from './seed-images.server'
import type { DB } from '#app/db/client.server'
import {
  articles,
  authors,
  media,
  productReviews,
  products,
  profiles,
  users,
  type ContentBlock,
} from '#app/db/schema'
import { recomputeProductRating } from '#app/features/products/product-reviews.server'

export const SEED_ARTICLES: Record<string, SeedArticle[]> = {
  'game-face': [...GAME_FACE_ARTICLES, ...(PODCAST_EPISODES['game-face'] ?? [])],
  'fit-check': FIT_CHECK_ARTICLES,
  'brand-u': BRAND_U_ARTICLES,
  'on-record': [...ON_RECORD_ARTICLES, ...(PODCAST_EPISODES['on-record'] ?? [])],
}

type AudioFields = Awaited<ReturnType<typeof ensureEpisodeAudio>>

const DAY = 24 * 60 * 60 * 1000

/** Inserts the authors (with avatars) and returns slug -> { id, name }. */
export async function seedAuthors(db: DB) {
  const images = SEED_AUTHORS.map((a) =>
    avatarImage(a.hub, a.slug, `Illustrated portrait of ${a.name}`),
  )
  const urls = await ensureSeedImages(db, images)
  await db
    .insert(authors)
    .values(
      SEED_AUTHORS.map((a, i) => ({
        slug: a.slug,
        name: a.name,
        title: a.title,
        bio: a.bio,
        avatarUrl: urls.get(images[i]!.key)!,
        socialLinks: { ...a.socialLinks } as Record<string, string>,
      })),
    )
    .onConflictDoNothing()
  const rows = await db
    .select({ id: authors.id, slug: authors.slug, name: authors.name })
    .from(authors)
    .where(
      inArray(
        authors.slug,
        SEED_AUTHORS.map((a) => a.slug),
      ),
    )
  return new Map(rows.map((r) => [r.slug, r]))
}

function resolveBlocks(
  blocks: ContentBlock[],
  hubId: string,
  urls: Map<string, string>,
  audio: Map<string, AudioFields>,
): ContentBlock[] {
  return blocks.map((b) => {
    if (b.type === 'audio' && b.audio_url.startsWith('@audio/'))
      return { ...b, ...audio.get(b.audio_url.slice('@audio/'.length))! }
    const pool = (ref: string) => Number(ref.slice('@pool/'.length))
    if (b.type === 'gallery')
      return {
        ...b,
        images: b.images.map((img) =>
          img.url.startsWith('@pool/')
            ? {
                ...img,
                url: urls.get(poolKey(hubId, pool(img.url)))!,
                alt: img.alt || poolVariant(hubId, pool(img.url)).alt,
              }
            : img,
        ),
      }
    if (b.type !== 'image' || !b.image_url.startsWith('@pool/')) return b
    const n = Number(b.image_url.slice('@pool/'.length))
    return {
      ...b,
      image_url: urls.get(poolKey(hubId, n))!,
      alt_text: b.alt_text || poolVariant(hubId, n).alt,
    }
  })
}

const isLive = (a: SeedArticle) => (a.status ?? 'published') === 'published'

/** Two published stories to link from this one: the next of its hub and one of the next hub. */
function readingLinks(hubIds: string[], hubId: string, slug: string) {
  const live = (h: string) => SEED_ARTICLES[h]!.filter(isLive)
  const own = live(hubId)
  const i = own.findIndex((a) => a.slug === slug)
  const nextHub = hubIds[(hubIds.indexOf(hubId) + 1) % hubIds.length]!
  const other = live(nextHub)
  const picks = [
    own.length > 1 ? { a: own[(Math.max(i, 0) + 1) % own.length]!, hub: hubId } : null,
    other.length ? { a: other[Math.max(i, 0) % other.length]!, hub: nextHub } : null,
  ]
  return picks
    .filter((x): x is { a: SeedArticle; hub: string } => !!x && x.a.slug !== slug)
    .map(({ a, hub }) => ({ slug: a.slug, title: a.title, path: `/hub/${hub}/${a.slug}` }))
}

function articleRow(
  a: SeedArticle,
  hubId: string,
  urls: Map<string, string>,
  authorMap: Awaited<ReturnType<typeof seedAuthors>>,
  audio: Map<string, AudioFields>,
  links: { slug: string; title: string; path: string }[],
) {
  const author = authorMap.get(a.author)
  const status = a.status ?? 'published'
  const publishedAt = status === 'draft' ? null : new Date(Date.now() - a.daysAgo * DAY)
  const created = new Date(Date.now() - Math.max(a.daysAgo, 0.2) * DAY)
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    authorId: author?.id ?? null,
    authorName: author?.name ?? '',
    category: a.category,
    hubId,
    imageUrl: urls.get(poolKey(hubId, a.cover))!,
    imageAlt: a.imageAlt ?? poolVariant(hubId, a.cover).alt,
    status,
    publishedAt,
    trendingScore: a.trending,
    readingTime: a.noReadingTime ? null : Math.max(1, Math.ceil(countWords(a.blocks) / 200)),
    tags: a.tags,
    contentBlocks: resolveBlocks(withReadingLinks(withRichExtras(a), links), hubId, urls, audio),
    metaDescription: a.metaDescription,
    isFeatured: a.featured ?? false,
    createdAt: created,
    updatedAt: created,
  }
}

export async function seedArticles(db: DB, authorMap: Awaited<ReturnType<typeof seedAuthors>>) {
  const hubIds = Object.keys(SEED_ARTICLES)
  const urls = await ensureSeedImages(
    db,
    hubIds.flatMap((id) => hubPoolImages(id)),
  )
  const audio = new Map<string, AudioFields>()
  for (const [name, sound] of Object.entries(EPISODE_SOUNDS))
    audio.set(name, await ensureEpisodeAudio(db, name, sound, EPISODE_SCRIPTS[name]))
  const rows = hubIds.flatMap((hubId) =>
    SEED_ARTICLES[hubId]!.map((a) =>
      articleRow(a, hubId, urls, authorMap, audio, readingLinks(hubIds, hubId, a.slug)),
    ),
  )
  // the seed's pictures are the studio's own: their credit and licence show under figures
  await db
    .update(media)
    .set({ credit: 'Beyond the Game studio', licence: 'All rights reserved' })
    .where(and(like(media.storageKey, 'seed/%'), eq(media.credit, '')))
  await db.insert(articles).values(rows).onConflictDoNothing()
}

export async function seedProducts(db: DB) {
  const seeded = SEED_PRODUCTS.map((p) => ({ p, kind: productKind(p.title, p.tags) }))
  const images = seeded.flatMap(({ p, kind }) => (kind ? [productImage(p.hub, p.slug, kind)] : []))
  const urls = await ensureSeedImages(db, images)
  const rows = seeded.map(({ p, kind }) => {
    const image = kind ? productImage(p.hub, p.slug, kind) : null
    return {
      // a stable id, so seeded articles can embed a product block
      id: seedProductId(p.slug),
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      brand: p.brand,
      price: p.price,
      // computed from the seeded reviews (seedProductReviews), never typed
      rating: 0,
      reviewCount: 0,
      ...PRODUCT_DETAILS[p.slug],
      affiliateUrl: p.url,
      imageUrl: image ? urls.get(image.key)! : null,
      imageAlt: image?.alt ?? '',
      hubId: p.hub,
      tags: p.tags,
      isTrending: p.trending ?? false,
    }
  })
  await db.insert(products).values(rows).onConflictDoNothing()
  // A database seeded before the pictures matched their products still shows the old generic art:
  // update only rows that still carry an untouched seed picture.
  for (const row of rows)
    await db
      .update(products)
      .set({ imageUrl: row.imageUrl, imageAlt: row.imageAlt })
      .where(
        and(
          eq(products.slug, row.slug),
          like(products.imageUrl, '/media/seed/product-%'),
          row.imageUrl ? ne(products.imageUrl, row.imageUrl) : undefined,
        ),
      )
}

const REVIEW_DAY = 24 * 60 * 60 * 1000

/**
 * Athletes' reviews of the picks: adult reviewers (they never sign in), approved reviews whose
 * ratings average to each pick's editorial rating, then each product's rating and count computed
 * from them as a moderator's approval would. Idempotent; old databases get the page details too.
 */
export async function seedProductReviews(db: DB) {
  await db
    .insert(users)
    .values(
      SEED_REVIEWERS.map((r, i) => ({
        id: `seed-reviewer-${r.slug}`,
        name: r.name,
        email: `${r.slug}.reviews@members.beyondthegame.example`,
        emailVerified: true,
        displayName: r.name,
        birthDate: r.born,
        createdAt: new Date(Date.now() - (120 - i * 3) * REVIEW_DAY),
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(profiles)
    .values(
      SEED_REVIEWERS.map((r) => ({
        userId: `seed-reviewer-${r.slug}`,
        displayName: r.name,
        sport: r.sport.replace(/^./, (c) => c.toUpperCase()),
      })),
    )
    .onConflictDoNothing()
  const rows = SEED_PRODUCTS.flatMap((p, pi) => {
    const details = PRODUCT_DETAILS[p.slug]!
    return ratingsFor(p.rating, SEED_REVIEWERS.length).map((rating, i) => {
      const reviewer = SEED_REVIEWERS[(pi * 5 + i) % SEED_REVIEWERS.length]!
      const at = new Date(Date.now() - (3 + ((pi * 7 + i * 11) % 80)) * REVIEW_DAY)
      return {
        productId: seedProductId(p.slug),
        userId: `seed-reviewer-${reviewer.slug}`,
        rating,
        body: seedReviewText(rating, reviewer, details, pi + i),
        status: 'approved' as const,
        reviewedAt: at,
        createdAt: at,
      }
    })
  })
  await db.insert(productReviews).values(rows).onConflictDoNothing()
  for (const p of SEED_PRODUCTS) {
    const d = PRODUCT_DETAILS[p.slug]!
    await db
      .update(products)
      .set({ description: d.description, pros: d.pros, cons: d.cons, suits: d.suits })
      .where(and(eq(products.slug, p.slug), eq(products.description, '')))
  }
  await db.transaction(async (tx) => {
    for (const p of SEED_PRODUCTS) await recomputeProductRating(tx, seedProductId(p.slug))
  })
  return rows.length
}
