// search_words (drizzle/0015): the words of published titles, kept by triggers on articles, and the
// typo search that looks them up.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { makeRequest } from '#tests/factories'
import { db } from '#app/db/client.server'
import { articles, authors, searchWords } from '#app/db/schema'
import { daysAgo, seedReadingFixtures } from '#app/features/articles/testing/reading-fixtures'
import { loader } from '#app/routes/api/search'
import type { SearchResult } from './search.schema'

async function titles(q: string) {
  const res = (await loader({
    request: makeRequest(`/api/search?q=${encodeURIComponent(q)}&type=article`),
    params: {},
    context: {},
  } as never)) as unknown as { data: { results: SearchResult[] } }
  return res.data.results.map((r) => r.title)
}

async function count(word: string) {
  const [row] = await db.select().from(searchWords).where(eq(searchWords.word, word))
  return row?.articles ?? 0
}

let authorId: string
let authorName: string
async function addArticle(slug: string, title: string, status: 'published' | 'draft') {
  const [row] = await db
    .insert(articles)
    .values({
      authorId,
      authorName,
      slug,
      title,
      hubId: 'fit-check',
      status,
      publishedAt: daysAgo(2),
    })
    .returning({ id: articles.id })
  return row!.id
}

beforeAll(async () => {
  await seedReadingFixtures()
  const [author] = await db.select().from(authors).limit(1)
  authorId = author!.id
  authorName = author!.name
})

describe('search words', () => {
  test('hold the lower-case words of published titles, without stop words or short words', async () => {
    await addArticle('walrus-drills', 'The Zyxwalrus Conditioning Drills of 2026', 'published')
    expect(await count('zyxwalrus')).toBe(1)
    expect(await count('conditioning')).toBeGreaterThanOrEqual(1)
    for (const w of ['the', 'of', 'The', 'Zyxwalrus']) expect(await count(w)).toBe(0)
    // a close word finds the title; a term with a word close to nothing finds nothing
    expect(await titles('zyxwalrs')).toEqual(['The Zyxwalrus Conditioning Drills of 2026'])
    expect(await titles('zyxwalrs condtioning')).toEqual([
      'The Zyxwalrus Conditioning Drills of 2026',
    ])
    expect(await titles('zyxwalrs qqqqqqqq')).toEqual([])
  })

  test('follow publishing, unpublishing, editing and deleting', async () => {
    const id = await addArticle('quokka-draft', 'Quokkaflex Recovery Notes', 'draft')
    expect(await count('quokkaflex')).toBe(0)
    await db.update(articles).set({ status: 'published' }).where(eq(articles.id, id))
    expect(await count('quokkaflex')).toBe(1)
    expect(await titles('quokaflex')).toEqual(['Quokkaflex Recovery Notes'])

    // a second title with the same word counts twice; unpublishing one leaves the other
    const other = await addArticle('quokka-two', 'Quokkaflex for Beginners', 'published')
    expect(await count('quokkaflex')).toBe(2)
    await db.update(articles).set({ status: 'draft' }).where(eq(articles.id, other))
    expect(await count('quokkaflex')).toBe(1)
    expect(await titles('quokaflex')).toEqual(['Quokkaflex Recovery Notes'])

    // an edited title swaps its words; other edits leave them alone
    await db
      .update(articles)
      .set({ title: 'Pangolinpro Recovery Notes' })
      .where(eq(articles.id, id))
    expect(await count('quokkaflex')).toBe(0)
    expect(await count('pangolinpro')).toBe(1)
    await db.update(articles).set({ excerpt: 'New excerpt.' }).where(eq(articles.id, id))
    expect(await count('pangolinpro')).toBe(1)
    expect(await titles('quokaflex')).toEqual([])
    expect(await titles('pangolinpr')).toEqual(['Pangolinpro Recovery Notes'])

    // moved to the trash, restored, deleted for good
    await db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, id))
    expect(await count('pangolinpro')).toBe(0)
    expect(await titles('pangolinpr')).toEqual([])
    await db.update(articles).set({ deletedAt: null }).where(eq(articles.id, id))
    expect(await count('pangolinpro')).toBe(1)
    await db.delete(articles).where(eq(articles.id, id))
    expect(await count('pangolinpro')).toBe(0)
    await db.delete(articles).where(eq(articles.id, other))
    expect(await count('quokkaflex')).toBe(0)
  })

  test('a close word in a scheduled title does not show the article before its time', async () => {
    const id = await addArticle('ocelot-soon', 'Ocelotrun Sprint Plans', 'published')
    await db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(articles.id, id))
    expect(await titles('ocelotrn')).toEqual([])
  })
})
