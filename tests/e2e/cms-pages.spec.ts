// Pages built in the admin reach the public site at once: the home page's sections, the footer,
// and new pages at /p/{slug}; the shared HTML cache for anonymous readers is refreshed on publish.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

async function signIn(page: Page) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent('/admin/pages')}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(ADMIN.email)
  await page.getByLabel('Password').first().fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === '/admin/pages')
}

test('an admin edits the home and footer sections; an anonymous reader sees both at once', async ({
  page,
  browser,
  baseURL,
}) => {
  const reader = await browser.newPage()
  await reader.goto('/')
  await expect(
    reader.getByRole('heading', { name: 'Built by athletes, for athletes' }),
  ).toBeVisible()
  // a second anonymous request is served from the shared cache
  await reader.reload()

  await signIn(page)
  const post = (slug: string, form: Record<string, string>) =>
    page.request.post(`/admin/pages/edit/${slug}`, {
      form,
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    })
  const welcome = await post('index', {
    intent: 'save-fields',
    sectionKey: 'a_welcome',
    key: 'title',
    value: 'Made by athletes who kept going',
    kind: 'text',
  })
  expect(welcome.status()).toBe(200)
  const footer = await post('footer', {
    intent: 'save-fields',
    sectionKey: 'about',
    key: 'text',
    value: 'Stories, style and NIL know-how for the next generation of athletes.',
    kind: 'text',
  })
  expect(footer.status()).toBe(200)

  await reader.reload()
  await expect(
    reader.getByRole('heading', { name: 'Made by athletes who kept going' }),
  ).toBeVisible()
  await expect(
    reader
      .locator('footer')
      .getByText('Stories, style and NIL know-how for the next generation of athletes.'),
  ).toBeVisible()
  await reader.close()
})

test('a new page is served at /p/{slug} once published, and is 404 before', async ({
  page,
  baseURL,
}) => {
  await signIn(page)
  const post = (url: string, form: Record<string, string>) =>
    page.request.post(url, { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
  const slug = `camp-guide-${Date.now().toString(36)}`
  expect(
    (
      await post('/admin/pages', { intent: 'create-page', pageSlug: slug, sectionKey: 'a_intro' })
    ).status(),
  ).toBeLessThan(400)
  expect(
    (
      await post(`/admin/pages/edit/${slug}`, {
        intent: 'save-fields',
        sectionKey: 'a_intro',
        key: 'title',
        value: 'Your summer camp packing list',
        kind: 'text',
      })
    ).status(),
  ).toBe(200)
  expect((await page.request.get(`/p/${slug}`)).status()).toBe(404)
  expect((await post(`/admin/pages/edit/${slug}`, { intent: 'publish-all' })).status()).toBe(200)
  await page.goto(`/p/${slug}`)
  await expect(
    page.getByRole('heading', { name: 'Your summer camp packing list', level: 1 }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
