// The richer blocks through the editor's action: what is stored, what is refused (and that a
// refusal changes nothing), and the alt-text rule of publishing.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, hubs } from '#app/db/schema'
import { parseBlocks, type BlockDraft } from '#app/features/articles/article-blocks.schema'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import * as editorRoute from './article-editor'

let editor: TestUser

const draft = (over: Partial<BlockDraft>): BlockDraft => ({
  type: 'text',
  text: '',
  heading: '',
  level: '',
  image_url: '',
  caption: '',
  alt_text: '',
  items: '',
  rich: '',
  audio_url: '',
  transcript: '',
  product_id: '',
  credit: '',
  tone: '',
  embed_url: '',
  gallery: '',
  video_id: '',
  ...over,
})
const gallery = (n: number, alt = 'A runner') =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({ url: `/media/seed/g${i}.jpg`, alt, credit: 'Jo' })),
  )

describe('rich block rules', () => {
  test('valid blocks become content blocks', () => {
    const { blocks, errors } = parseBlocks([
      draft({ type: 'gallery', gallery: gallery(3), caption: 'Race day' }),
      draft({ type: 'pullquote', text: 'Run your own race.', caption: 'Coach Kim' }),
      draft({ type: 'callout', tone: 'tip', text: 'Hydrate the night before.' }),
      draft({ type: 'divider' }),
      draft({ type: 'embed', embed_url: 'https://youtu.be/dQw4w9WgXcQ', caption: 'Warm-up' }),
      draft({ type: 'image', image_url: '/media/seed/a.jpg', alt_text: 'A', credit: 'Jo Lee' }),
    ])
    expect(errors).toEqual({})
    expect(blocks).toEqual([
      {
        type: 'gallery',
        caption: 'Race day',
        images: [0, 1, 2].map((i) => ({
          url: `/media/seed/g${i}.jpg`,
          alt: 'A runner',
          credit: 'Jo',
        })),
      },
      { type: 'pullquote', text: 'Run your own race.', attribution: 'Coach Kim' },
      { type: 'callout', tone: 'tip', text: 'Hydrate the night before.' },
      { type: 'divider' },
      {
        type: 'embed',
        provider: 'youtube',
        embed_id: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Warm-up',
      },
      { type: 'image', image_url: '/media/seed/a.jpg', alt_text: 'A', credit: 'Jo Lee' },
    ])
  })

  test('refusals carry clear messages on their fields', () => {
    const { errors } = parseBlocks([
      draft({ type: 'gallery', gallery: gallery(1) }),
      draft({ type: 'gallery', gallery: gallery(13) }),
      draft({ type: 'gallery', gallery: '{not json' }),
      draft({ type: 'callout', tone: 'shout', text: '' }),
      draft({ type: 'embed', embed_url: 'https://example.com/video/1' }),
      draft({ type: 'pullquote', text: ' ' }),
      draft({
        type: 'embed',
        embed_url: 'https://youtu.be/dQw4w9WgXcQ',
        image_url: 'https://evil.example/x.jpg',
      }),
    ])
    expect(errors).toEqual({
      'blocks.0.gallery': 'A gallery needs at least 2 images',
      'blocks.1.gallery': 'A gallery can have at most 12 images',
      'blocks.2.gallery': 'Add images to the gallery',
      'blocks.3.tone': 'Choose info, tip or warning',
      'blocks.3.text': 'Write the callout or remove this block',
      'blocks.4.embed_url': 'We can embed YouTube, TikTok, Instagram, Spotify, X and Vimeo links.',
      'blocks.5.text': 'Write the quote or remove this block',
    })
    // a thumbnail is only ever a local media file
    const embed = parseBlocks([
      draft({
        type: 'embed',
        embed_url: 'https://youtu.be/dQw4w9WgXcQ',
        image_url: 'https://evil.example/x.jpg',
      }),
    ]).blocks[0]
    expect(embed).not.toHaveProperty('thumb_url')
  })

  test('alt text: optional in a draft, required to publish, naming each image', () => {
    const drafts = [
      draft({ type: 'image', image_url: '/media/seed/team.jpg' }),
      draft({ type: 'gallery', gallery: gallery(2, '') }),
    ]
    expect(parseBlocks(drafts).errors).toEqual({})
    expect(parseBlocks(drafts, { requireAlt: true }).errors).toEqual({
      'blocks.0.alt_text':
        'Add alt text before publishing: describe the image for readers who cannot see it',
      'blocks.1.gallery': 'Add alt text to image 1 of the gallery before publishing',
    })
  })
})

function form(over: Record<string, string | string[]> = {}) {
  return {
    title: 'Rich blocks story',
    slug: 'rich-blocks-story',
    excerpt: 'Images and embeds.',
    hubId: 'fit-check',
    category: 'Training',
    tags: '',
    authorId: '',
    imageUrl: '',
    imageAlt: '',
    metaTitle: '',
    metaDescription: '',
    socialImageUrl: '',
    socialTitle: '',
    socialDescription: '',
    block_type: ['image', 'embed'],
    block_image_url: ['/media/seed/team.jpg', ''],
    block_alt_text: ['', ''],
    block_embed_url: ['', 'https://vimeo.com/76979871'],
    intent: 'save',
    ...over,
  }
}

async function post(id: string, over: Record<string, string | string[]>) {
  return callRoute(
    editorRoute.action,
    makeRequest(`/admin/articles/${id}`, { user: editor, form: form(over) }),
    { id },
  )
}

describe('publishing with images lacking alt text', () => {
  beforeAll(async () => {
    editor = await createUser({ role: 'editor' })
    await db
      .insert(hubs)
      .values({ id: 'fit-check', title: 'RB', description: 'x', icon: 'star', color: '#333333' })
      .onConflictDoNothing()
  })

  test('a draft saves; publishing is refused naming the image; nothing changes', async () => {
    const [a] = await db
      .insert(articles)
      .values({ slug: 'rich-blocks-story', title: 'Old', hubId: 'fit-check' })
      .returning()
    const saved = await post(a!.id, {})
    expect(saved.status).toBe(302)
    const row = (await db.select().from(articles).where(eq(articles.id, a!.id)))[0]!
    expect(row.status).toBe('draft')
    expect(row.contentBlocks).toEqual([
      { type: 'image', image_url: '/media/seed/team.jpg', alt_text: '' },
      { type: 'embed', provider: 'vimeo', embed_id: '76979871', url: 'https://vimeo.com/76979871' },
    ])

    const refused = await post(a!.id, { intent: 'publish', title: 'Changed' })
    expect(refused.status).toBe(400)
    const errors = (refused.data as { errors: Record<string, string> }).errors
    expect(errors.form).toBe(
      'Add alt text before publishing: figure in block 1 (team.jpg) has none.',
    )
    expect(errors['blocks.0.alt_text']).toMatch(/alt text/)
    const after = (await db.select().from(articles).where(eq(articles.id, a!.id)))[0]!
    expect(after.status).toBe('draft')
    expect(after.title).toBe(row.title)

    // a live article cannot lose its alt text through a plain save either
    await db
      .update(articles)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(articles.id, a!.id))
    const live = await post(a!.id, { intent: 'save' })
    expect(live.status).toBe(400)
    expect((live.data as { errors: Record<string, string> }).errors.form).toMatch(/team\.jpg/)

    const ok = await post(a!.id, {
      intent: 'publish',
      block_alt_text: ['The team on the bench', ''],
    })
    expect(ok.status).toBe(302)
  })
})
