// Test data for the public reading tests (hubs, an author, articles in every state, products).
import { db } from '#app/db/client.server'
import { articles, authors, hubs, products, siteSettings, type ContentBlock } from '#app/db/schema'

const DAY = 24 * 60 * 60 * 1000
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY)

export const ALL_BLOCKS: ContentBlock[] = [
  {
    type: 'text',
    text: 'First paragraph about <script>alert(1)</script> sweat.\n\nSecond paragraph after a blank line.',
  },
  { type: 'heading', heading: 'Before practice: protect' },
  {
    type: 'image',
    image_url: '/media/seed/test-0.jpg',
    alt_text: 'A gym bag with sunscreen',
    caption: 'Pack it the night before.',
  },
  { type: 'quote', text: 'I stopped getting breakouts.', caption: 'Jade, college sprinter' },
  { type: 'list', items: ['Gel moisturiser', 'SPF 30 or higher'] },
]

export async function seedReadingFixtures() {
  await db.insert(hubs).values([
    {
      id: 'game-face',
      title: 'Game Face',
      description: 'Beauty, wellness, skincare',
      icon: 'sparkles',
      color: '#c2567a',
      sortOrder: 1,
    },
    {
      id: 'fit-check',
      title: 'Fit Check',
      description: 'Fashion',
      icon: 'shirt',
      color: '#5b6ee1',
      sortOrder: 2,
    },
    {
      id: 'brand-u',
      title: 'Brand U',
      description: 'NIL and social',
      icon: 'megaphone',
      color: '#d08a1f',
      sortOrder: 3,
    },
    {
      id: 'on-record',
      title: 'On Record',
      description: 'Career and stories',
      icon: 'mic',
      color: '#2f8f72',
      sortOrder: 4,
    },
  ])
  await db.insert(siteSettings).values({
    key: 'article_categories',
    value: ['Beauty & Self-Care', 'Personal Branding', 'Career'],
  })
  const [author] = await db
    .insert(authors)
    .values({
      slug: 'maya-okafor',
      name: 'Maya Okafor',
      title: 'Beauty Editor',
      bio: 'Former 400m runner.',
    })
    .returning()
  const base = { authorId: author!.id, authorName: 'Maya Okafor' }
  const [skincare, nil, makeup] = await db
    .insert(articles)
    .values([
      {
        ...base,
        slug: 'sweat-proof-skincare-routine',
        title: 'The Sweat-Proof Skincare Routine',
        excerpt: 'Breakouts along your hairline: a simple routine that works around practice.',
        category: 'Beauty & Self-Care',
        hubId: 'game-face',
        status: 'published',
        publishedAt: daysAgo(2),
        trendingScore: 8,
        readingTime: 6,
        tags: ['skincare', 'acne'],
        contentBlocks: ALL_BLOCKS,
        metaDescription: 'A sweat-proof routine for two-a-day weeks.',
        imageUrl: '/media/seed/cover.jpg',
        imageAlt: 'Skincare bottles on a bench',
      },
      {
        ...base,
        slug: 'how-to-price-your-first-nil-deal',
        title: 'How to Price Your First NIL Deal',
        excerpt: 'x'.repeat(450),
        category: 'Personal Branding',
        hubId: 'brand-u',
        status: 'published',
        publishedAt: daysAgo(30),
        trendingScore: 0,
        readingTime: null,
        tags: ['nil', 'money'],
      },
      {
        ...base,
        slug: 'game-day-makeup-that-lasts',
        title: 'Game-Day Makeup That Lasts Through Overtime',
        excerpt: 'Waterproof does not have to mean cakey.',
        category: 'Beauty & Self-Care',
        hubId: 'game-face',
        status: 'published',
        publishedAt: daysAgo(10),
        trendingScore: 2,
        readingTime: 4,
        tags: ['makeup', 'skincare'],
      },
    ])
    .returning()
  const hidden = await db
    .insert(articles)
    .values([
      {
        ...base,
        slug: 'draft-piece',
        title: 'Draft Skincare Piece',
        hubId: 'game-face',
        status: 'draft',
      },
      {
        ...base,
        slug: 'scheduled-piece',
        title: 'Scheduled Skincare Piece',
        hubId: 'game-face',
        status: 'scheduled',
        publishedAt: new Date(Date.now() + 3 * DAY),
      },
      {
        ...base,
        slug: 'future-piece',
        title: 'Future Skincare Piece',
        hubId: 'game-face',
        status: 'published',
        publishedAt: new Date(Date.now() + DAY),
      },
      {
        ...base,
        slug: 'deleted-piece',
        title: 'Deleted Skincare Piece',
        hubId: 'game-face',
        status: 'published',
        publishedAt: daysAgo(1),
        deletedAt: new Date(),
      },
    ])
    .returning()
  return { author: author!, skincare: skincare!, nil: nil!, makeup: makeup!, hidden }
}

/** `count` plain published articles in on-record, one day apart (for pagination). */
export async function seedManyArticles(count: number) {
  await db.insert(articles).values(
    Array.from({ length: count }, (_, i) => ({
      slug: `career-note-${i + 1}`,
      title: `Career Note ${String(i + 1).padStart(2, '0')}`,
      excerpt: 'Notes on life after the final whistle.',
      category: 'Career',
      hubId: 'on-record',
      status: 'published' as const,
      publishedAt: daysAgo(40 + i),
    })),
  )
}

export async function seedProductFixtures() {
  const rows = await db
    .insert(products)
    .values([
      {
        slug: 'gel-spf',
        title: 'Sport Gel SPF 50',
        brand: 'Solstice',
        price: 28,
        rating: 4.8,
        affiliateUrl: 'https://shop.example/gel-spf',
        hubId: 'game-face',
        tags: ['skincare', 'sunscreen'],
        isTrending: true,
      },
      {
        slug: 'travel-blazer',
        title: 'Travel Blazer',
        brand: 'Court & Co',
        price: 65,
        rating: 4.2,
        affiliateUrl: 'https://shop.example/blazer',
        hubId: 'fit-check',
        tags: ['style'],
      },
      {
        slug: 'lip-balm',
        title: 'Mineral Lip Balm',
        brand: 'Solstice',
        price: 12,
        rating: 3.9,
        affiliateUrl: 'http://shop.example/balm',
        hubId: 'game-face',
        tags: ['skincare'],
      },
      {
        slug: 'old-item',
        title: 'Retired Sunscreen Stick',
        brand: 'Solstice',
        price: 9,
        rating: 4.9,
        affiliateUrl: 'https://shop.example/old',
        hubId: 'game-face',
        isActive: false,
      },
      {
        slug: 'trashed-item',
        title: 'Trashed Sunscreen',
        brand: 'Solstice',
        price: 9,
        rating: 4.9,
        affiliateUrl: 'https://shop.example/trash',
        hubId: 'game-face',
        deletedAt: new Date(),
      },
      {
        slug: 'bad-link',
        title: 'Bad Link Sunscreen',
        brand: 'Solstice',
        price: 9,
        rating: 4.0,
        affiliateUrl: 'javascript:alert(1)',
        hubId: 'game-face',
      },
    ])
    .returning()
  const [gel, blazer, balm, inactive, deleted, badLink] = rows
  return {
    gel: gel!,
    blazer: blazer!,
    balm: balm!,
    inactive: inactive!,
    deleted: deleted!,
    badLink: badLink!,
  }
}
