// Performance guarantees seen through the real door (production build): the anonymous HTML cache
// ignores cookies that do not change the page and never serves a member's request; the article page
// loads none of the signed-in or on-demand pieces (account menu, dialogs, toasts) up front.
import { expect, test } from '@playwright/test'
import { signUpAndSignIn, waitForHydration } from './helpers'

const ARTICLE = '/hub/game-face/sweat-proof-skincare-routine'

test('a foreign cookie still gets the shared page; a session never does', async ({
  request,
  playwright,
  baseURL,
}) => {
  await request.get(ARTICLE)
  const foreign = await request.get(ARTICLE, { headers: { Cookie: 'x=1; _ga=GA1.1.42' } })
  expect(foreign.status()).toBe(200)
  expect(foreign.headers()['x-cache']).toBe('HIT')
  expect(foreign.headers()['cache-control']).toContain('public')

  const member = await playwright.request.newContext({ baseURL })
  try {
    const email = `e2e.cache.${Date.now()}@example.test`
    await signUpAndSignIn(member, baseURL!, {
      email,
      password: 'Court-Vision-42!',
      name: 'Cache Check',
    })
    const { cookies } = await member.storageState()
    const session = cookies.find((c) => c.name.endsWith('better-auth.session_token'))
    expect(session).toBeDefined()
    // a foreign cookie next to the session must not make the request shareable
    const page = await member.get(ARTICLE, {
      headers: { Cookie: `x=1; ${session!.name}=${session!.value}` },
    })
    expect(page.status()).toBe(200)
    expect(page.headers()['x-cache']).toBeUndefined()
    expect(page.headers()['cache-control']).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('Account menu for')
    expect(html).not.toContain('>Sign In<')
  } finally {
    await member.dispose()
  }
})

test('the article page preloads no account menu, dialog or toast code', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto(ARTICLE)
  await waitForHydration(page)
  const html = await page.content()
  const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  expect(preloads.length).toBeGreaterThan(5)
  for (const name of [
    'account-menu',
    'mobile-menu-sheet',
    'search-panel',
    'auth-modal',
    'toast-list',
  ])
    expect(
      [...preloads, ...scripts].filter((u) => u.includes(name)),
      name,
    ).toEqual([])

  // the menu sheet's code comes when a reader reaches for the button
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  expect(scripts.some((u) => u.includes('mobile-menu-sheet'))).toBe(true)
})

test('the home page loads the carousel library after hydration, not up front', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const html = await page.content()
  const preloads = [...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  expect(preloads.filter((u) => u.includes('embla'))).toEqual([])
  await waitForHydration(page)
  // embla takes over the list: its buttons show and move the slides
  const next = page.getByRole('button', { name: 'Next hubs' })
  await expect(next).toBeVisible()
  expect(scripts.some((u) => u.includes('embla'))).toBe(true)
})
