// One rule for "public": a scheduled article (a future publish time, whatever its status says) is
// invisible everywhere a reader looks: /saved, search, author pages and lists, and it cannot be saved.
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, authors, hubs, savedItems } from '#app/db/schema'
import { isSaveable } from '#app/features/accounts/saved.server'
import { loader as searchLoader } from '#app/routes/api/search'
import { loader as authorLoader } from '#app/routes/site/author'
import { loader as authorsLoader } from '#app/routes/site/authors'
import { loader as savedLoader } from '#app/routes/site/saved'
import { createUser, makeRequest } from '#tests/factories'

const HOUR = 60 * 60 * 1000

test('a scheduled article never appears in /saved, search or author pages until its time', async () => {
  await db
    .insert(hubs)
    .values({ id: 'on-record', title: 'On Record', description: 'd', icon: 'mic', color: '#000' })
  const [author] = await db
    .insert(authors)
    .values({ slug: 'jo-reyes', name: 'Jo Reyes', bio: 'Point guard.' })
    .returning()
  const base = { hubId: 'on-record', authorId: author!.id, excerpt: 'Backcourt notes' }
  const [live, futurePublished, scheduled] = await db
    .insert(articles)
    .values([
      {
        ...base,
        slug: 'live',
        title: 'Backcourt Live',
        status: 'published',
        publishedAt: new Date(Date.now() - HOUR),
      },
      {
        ...base,
        slug: 'future',
        title: 'Backcourt Future',
        status: 'published',
        publishedAt: new Date(Date.now() + HOUR),
      },
      {
        ...base,
        slug: 'scheduled',
        title: 'Backcourt Scheduled',
        status: 'scheduled',
        publishedAt: new Date(Date.now() + 2 * HOUR),
      },
    ])
    .returning()

  // saved before the scheduler made them public (e.g. an id from a preview link)
  const member = await createUser()
  await db.insert(savedItems).values(
    [live!, futurePublished!, scheduled!].map((a) => ({
      userId: member.id,
      itemType: 'article' as const,
      itemId: a.id,
    })),
  )
  const saved = await savedLoader({
    request: makeRequest('/saved', { user: member }),
    params: {},
    context: {},
  } as never)
  expect(saved.articles.map((a) => a.slug)).toEqual(['live'])
  expect(await isSaveable('article', live!.id)).toBe(true)
  expect(await isSaveable('article', futurePublished!.id)).toBe(false)
  expect(await isSaveable('article', scheduled!.id)).toBe(false)

  const found = (await searchLoader({
    request: makeRequest('/api/search?q=backcourt'),
    params: {},
    context: {},
  } as never)) as unknown as { data: { results: { title: string }[] } }
  expect(found.data.results.map((r) => r.title)).toEqual(['Backcourt Live'])

  const page = await authorLoader({
    request: makeRequest('/author/jo-reyes'),
    params: { authorId: 'jo-reyes' },
    context: {},
  } as never)
  expect(page.articles.map((a) => a.slug)).toEqual(['live'])
  expect(page.total).toBe(1)
  const list = await authorsLoader()
  expect(list.authors.map((a) => [a.name, a.articleCount])).toEqual([['Jo Reyes', 1]])
})
