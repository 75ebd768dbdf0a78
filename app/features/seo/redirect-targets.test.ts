// Redirect targets an editor types in, over HTTP through /admin/seo/redirects: only paths of this
// site (by the URL parser), and no loop once the site's URL normalisation has run.
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { redirects } from '#app/db/schema'
import * as redirectsRoute from '#app/routes/admin/seo-redirects'
import { redirectsMiddleware } from '#app/utils/redirect-middleware.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { findRedirect } from './redirects.server'

const add = (user: TestUser, fromPath: string, toPath: string) =>
  callRoute(
    redirectsRoute.action,
    makeRequest('/admin/seo/redirects', { user, form: { intent: 'add', fromPath, toPath } }),
  )
const stored = async () => (await db.select().from(redirects)).map((r) => [r.fromPath, r.toPath])

test('a target that a browser would read as another site, or as no path, is refused', async () => {
  const editor = await createUser({ role: 'editor' })
  for (const target of [
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '//evil.example',
    '/./evil',
    '/../evil',
    '/%2e%2e/evil',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a\u0001b',
    '/a\u0085b',
  ]) {
    const r = await add(editor, '/old-path', target)
    expect(r.status, JSON.stringify(target)).toBe(400)
    expect(r.data.errors.toPath).toBe('New path must be a path starting with /')
  }
  // a NUL is refused before any action runs (readFormData)
  expect((await add(editor, '/old-path', '/a\u0000b')).status).toBe(400)
  expect((await add(editor, '/\\evil.example', '/about')).data.errors.fromPath).toBe(
    'Old path must be a path starting with /',
  )
  expect(await stored()).toEqual([])
})

test('loops are found on the paths as the site serves them, and across stored chains', async () => {
  const editor = await createUser({ role: 'editor' })
  // /Loopx is served as /loopx (the first letter is lower-cased), so this would bounce forever
  const loop = await add(editor, '/loopx', '/Loopx')
  expect(loop.status).toBe(409)
  expect(loop.data.errors.toPath).toBe('This redirect would create a loop')
  expect((await add(editor, '/Search', '/explore')).data.errors.toPath).toBe(
    'This redirect would create a loop',
  )
  expect(await stored()).toEqual([])

  // stored under the served form: a redirect from /Old-page is one from /old-page
  expect((await add(editor, '/Old-page', '/About')).status).toBe(302)
  expect(await stored()).toEqual([['/old-page', '/about']])
  const back = await add(editor, '/About', '/old-page')
  expect(back.status).toBe(409)
  expect(back.data.errors.toPath).toBe('This redirect would create a loop')

  // a chain written before the one-hop rule (or by an article's path changes) is followed too
  await db.insert(redirects).values([
    { fromPath: '/c1', toPath: '/c2', source: 'manual' },
    { fromPath: '/c2', toPath: '/C3', source: 'manual' },
  ])
  expect((await add(editor, '/c3', '/c1')).data.errors.toPath).toBe(
    'This redirect would create a loop',
  )
  expect((await add(editor, '/c0', '/c1')).data.errors.toPath).toBe(
    'The new path is itself redirected; point to its final address instead',
  )
})

test('a stored target that leaves the site or leads back is not served', async () => {
  await db.insert(redirects).values([
    { fromPath: '/gone-a', toPath: '/\\evil.example', source: 'manual' },
    { fromPath: '/gone-b', toPath: '/Gone-b', source: 'manual' },
  ])
  for (const path of ['/gone-a', '/gone-b']) {
    const answer = await Promise.resolve(
      redirectsMiddleware(findRedirect)(
        { request: new Request(`http://localhost:3000${path}`), params: {}, context: {} } as never,
        async () => new Response('not found', { status: 404 }),
      ),
    ).catch((e: unknown) => e)
    expect((answer as Response).status, path).toBe(404)
  }
})
