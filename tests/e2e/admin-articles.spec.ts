// The articles back office and the admin shell, as the seeded demo editor, in a real Chromium.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }
const MEMBER = { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' }

async function signIn(page: Page, to = '/admin', who = EDITOR) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(who.email)
  await page.getByLabel('Password').first().fill(who.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === to)
  await waitForHydration(page)
}

function localInput(d: Date) {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

async function pickFirstLibraryImage(page: Page, trigger: ReturnType<Page['getByRole']>) {
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Choose an image' })
  await expect(dialog).toBeVisible()
  await dialog.locator('ul button').first().click()
  await expect(dialog).toBeHidden()
}

test('signed out, the admin shows the guard card', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible()
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: 'Sign In' })
      .or(page.getByRole('main').getByRole('button', { name: 'Sign In' })),
  ).toBeVisible()
})

test('a member gets the Access Denied card', async ({ page }) => {
  await page.goto('/auth')
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(MEMBER.email)
  await page.getByLabel('Password').first().fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === '/')
  await page.goto('/admin/articles')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(
    page.getByText("You don't have editor permissions to access this area"),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible()
  await expect(
    page.getByText('Contact an administrator if you believe this is an error'),
  ).toBeVisible()
})

test('an editor writes an article with three block types and an image, schedules it, and it goes live', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, '/admin/articles/new')
  const title = `Scheduled e2e story ${Date.now().toString(36)}`
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page
    .getByLabel('Excerpt', { exact: true })
    .fill('Written, scheduled and published by the end-to-end test.')
  await page.getByLabel('Hub', { exact: true }).selectOption('fit-check')
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 })
  await pickFirstLibraryImage(page, page.getByRole('button', { name: 'Choose image' }).first())
  await page.locator('#cover-alt').fill('Cover picture for the test story')

  await page.getByRole('button', { name: 'Heading', exact: true }).click()
  await page.getByLabel('Heading text (block 1)').fill('Warm up like a pro')
  await page.getByRole('button', { name: 'Text', exact: true }).click()
  await page
    .getByLabel('Paragraph text (block 2)')
    .fill('Start slow, then build. Your body will thank you.')
  await page.getByRole('button', { name: 'Figure', exact: true }).click()
  const imageBlock = page.getByRole('list', { name: 'Content blocks' }).getByRole('listitem').nth(2)
  await pickFirstLibraryImage(page, imageBlock.getByRole('button', { name: 'Choose image' }))
  await imageBlock.getByLabel('Alt text').fill('Athlete stretching before training')
  // keyboard reordering: move the text block above the heading
  await page.getByRole('button', { name: 'Move Text block 2 up' }).click()
  await expect(
    page.getByRole('list', { name: 'Content blocks' }).getByRole('listitem').first(),
  ).toContainText('Text')

  await page.getByRole('button', { name: 'Save draft' }).click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await waitForHydration(page)
  await expect(page.getByText('Draft saved').first()).toBeVisible()
  const articleUrl = page.url()

  const at = new Date(Date.now() + 8_000)
  await page.getByLabel('Publish at').fill(localInput(at))
  await page.getByRole('button', { name: 'Schedule', exact: true }).click()
  await expect(page.getByText('Article scheduled').first()).toBeVisible()
  await expect(
    page
      .getByRole('complementary', { name: 'Article settings' })
      .getByText('Scheduled', { exact: true }),
  ).toBeVisible()

  const slug = await page.getByLabel('Slug', { exact: true }).inputValue()
  const publicUrl = `/hub/fit-check/${slug}`
  expect((await page.request.get(publicUrl)).status()).toBe(404)
  await expect
    .poll(async () => (await page.request.get(publicUrl)).status(), {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(200)
  await page.goto(publicUrl)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Warm up like a pro' })).toBeVisible()
  await expect(page.getByAltText('Athlete stretching before training')).toBeVisible()

  await page.goto(articleUrl)
  await expect(
    page
      .getByRole('complementary', { name: 'Article settings' })
      .getByText('Published', { exact: true }),
  ).toBeVisible()
})

test('sidebar collapse persists, shortcuts work, axe passes on the admin pages (1280 px)', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' })
  await expect(sidebar).toBeVisible()
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false')
  await page.getByRole('button', { name: 'Collapse sidebar' }).click()
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true')
  await page.reload()
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true')
  // the width animates: wait for it to settle
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(48)
  await waitForHydration(page)
  await page.keyboard.press('ControlOrMeta+b')
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false')
  // the width animates: wait for it to settle
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256)

  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help.getByText('Collapse or expand the sidebar')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(help).toBeHidden()

  await page.goto('/admin/media')
  await waitForHydration(page)
  await page.keyboard.press('Alt+d')
  await page.waitForURL((u) => u.pathname === '/admin')
  // typing in a field never triggers a shortcut
  await page.keyboard.press('ControlOrMeta+k')
  const palette = page.getByRole('combobox', { name: 'Search articles, products and pages' })
  await expect(palette).toBeFocused()
  await palette.pressSequentially('?b')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden()
  await page.keyboard.press('Escape')

  for (const path of [
    '/admin',
    '/admin/articles',
    '/admin/articles/new',
    '/admin/media',
    '/admin/content-hub',
    '/admin/audit',
  ]) {
    await page.goto(path)
    await waitForHydration(page)
    await expectNoSeriousA11yViolations(page)
  }
  await page.goto('/admin/articles')
  await page.locator('main li a[href^="/admin/articles/"]').first().click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
})

test('mobile: header drawer, bottom tab bar, create sheet and swipes (390 px)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden()
  const tabs = page.getByRole('navigation', { name: 'Admin quick actions' })
  for (const name of ['Dashboard', 'Search', 'Create', 'Content', 'Alerts'])
    await expect(
      tabs.getByRole('link', { name }).or(tabs.getByRole('button', { name })),
    ).toBeVisible()

  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Beyond the Game' })
  await expect(drawer).toBeVisible()
  await expect.poll(async () => Math.round((await drawer.boundingBox())!.width)).toBe(288)
  await drawer.getByRole('link', { name: 'Media' }).click()
  await page.waitForURL((u) => u.pathname === '/admin/media')
  await expect(drawer).toBeHidden()

  await tabs.getByRole('button', { name: 'Create' }).click()
  const sheet = page.getByRole('dialog', { name: 'Create' })
  await expect(sheet.getByRole('link', { name: /New Article/ })).toBeVisible()
  await expect(sheet.getByRole('link', { name: /Add Product/ })).toBeVisible()
  await sheet.getByRole('link', { name: /New Article/ }).click()
  await page.waitForURL((u) => u.pathname === '/admin/articles/new')
  await tabs.getByRole('link', { name: 'Content' }).click()
  await page.waitForURL((u) => u.pathname === '/admin/content')
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // swipe left on the main area goes to the content hub, swipe right back to the dashboard
  const swipe = (dx: number) =>
    page.locator('#admin-main h1').evaluate((el, dx) => {
      const point = (x: number) =>
        new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 })
      el.dispatchEvent(
        new TouchEvent('touchstart', {
          bubbles: true,
          touches: [point(200)],
          changedTouches: [point(200)],
        }),
      )
      el.dispatchEvent(
        new TouchEvent('touchend', {
          bubbles: true,
          touches: [],
          changedTouches: [point(200 + dx)],
        }),
      )
    }, dx)
  await swipe(-30)
  await page.waitForTimeout(300)
  expect(new URL(page.url()).pathname).toBe('/admin/content')
  await swipe(-120)
  await page.waitForURL((u) => u.pathname === '/admin/content-hub')
  await expect(page.getByRole('heading', { level: 1, name: 'Content Hub' })).toBeVisible()
  await swipe(120)
  await page.waitForURL((u) => u.pathname === '/admin')
})
