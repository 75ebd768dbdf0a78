import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, authors, hubs } from '#app/db/schema'
import { loader as authorLoader } from '#app/routes/site/author'
import { loader as authorsLoader } from '#app/routes/site/authors'
import { makeRequest } from '#tests/factories'

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: makeRequest(url), params, context: {} }) as never

test('authors list with published counts; author page by slug or uuid with published articles only; unknown is 404', async () => {
  await db
    .insert(hubs)
    .values({ id: 'on-record', title: 'On Record', description: 'd', icon: 'mic', color: '#000' })
  const [maya, lena] = await db
    .insert(authors)
    .values([
      {
        slug: 'maya-johnson',
        name: 'Maya Johnson',
        bio: 'Former sprinter.',
        socialLinks: { instagram: 'https://instagram.com/maya', evil: 'javascript:alert(1)' },
      },
      { slug: 'lena-ortiz', name: 'Lena Ortiz', bio: 'NIL reporter.' },
    ])
    .returning()
  await db.insert(articles).values([
    {
      slug: 'm1',
      title: 'M1',
      hubId: 'on-record',
      authorId: maya!.id,
      status: 'published',
      publishedAt: new Date(Date.now() - 2000),
    },
    {
      slug: 'm2',
      title: 'M2',
      hubId: 'on-record',
      authorId: maya!.id,
      status: 'published',
      publishedAt: new Date(Date.now() - 1000),
    },
    { slug: 'm3', title: 'M3 draft', hubId: 'on-record', authorId: maya!.id, status: 'draft' },
  ])
  const list = await authorsLoader()
  expect(list.authors.map((a) => [a.name, a.articleCount])).toEqual([
    ['Maya Johnson', 2],
    ['Lena Ortiz', 0],
  ])
  const bySlug = await authorLoader(args('/author/maya-johnson', { authorId: 'maya-johnson' }))
  expect(bySlug.articles.map((a) => a.slug)).toEqual(['m2', 'm1'])
  expect(bySlug.total).toBe(2)
  expect(bySlug.socialLinks).toEqual([{ platform: 'Instagram', url: 'https://instagram.com/maya' }])
  const byId = await authorLoader(args(`/author/${lena!.id}`, { authorId: lena!.id }))
  expect(byId.author.name).toBe('Lena Ortiz')
  await expect(authorLoader(args('/author/nobody', { authorId: 'nobody' }))).rejects.toMatchObject({
    init: { status: 404 },
  })
})
