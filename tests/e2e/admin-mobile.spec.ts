// The admin on a phone: the article editor reflows (WCAG 1.4.10), settings lists are chip editors
// usable from the keyboard, and the save bars stay in view.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

async function signIn(page: Page, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(ADMIN.email)
  await page.getByLabel('Password').first().fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === to)
  await waitForHydration(page)
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))

test('the article editor has no horizontal scroll at 390 and 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, '/admin/articles')
  const href = await page
    .locator('main a[href^="/admin/articles/"]')
    .filter({ hasNotText: /new/i })
    .first()
    .getAttribute('href')
  await page.goto(href!)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Search and social' })).toBeAttached()
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    const { scroll, client } = await horizontalOverflow(page)
    expect(client).toBe(width)
    expect(scroll, `scrollWidth at ${width}px`).toBe(client)
  }
  // the save bar is sticky: still on screen after scrolling to the search panel
  await page.getByRole('heading', { name: 'Search and social' }).scrollIntoViewIfNeeded()
  const save = page.getByRole('button', { name: /^(Update|Save draft)$/ })
  await expect(save).toBeInViewport()
  await expectNoSeriousA11yViolations(page)
})

test('settings lists: chips added with Enter and comma, removed by keyboard, saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, '/admin/settings')
  const sports = page.getByRole('group', { name: /Sport options/ })
  const chips = sports.getByRole('list', { name: 'Sport options' }).getByRole('listitem')
  // the chip editor replaces the textarea once the page is interactive
  await expect(sports.getByLabel('Add sport')).toBeVisible()
  const before = await chips.count()
  expect(before).toBeGreaterThan(3)

  const add = sports.getByLabel('Add sport')
  await add.fill('Pickleball')
  await add.press('Enter')
  await add.pressSequentially('Rowing,')
  await expect(chips.filter({ hasText: 'Pickleball' })).toHaveCount(1)
  await expect(chips.filter({ hasText: 'Rowing' })).toHaveCount(1)
  await expect(add).toHaveValue('')
  // a duplicate is not added twice
  await add.fill('pickleball')
  await add.press('Enter')
  await expect(chips).toHaveCount(before + 2)

  // remove 'Other' from the keyboard: focus its button, press Enter
  const removeOther = sports.getByRole('button', { name: 'Remove sport Other' })
  await removeOther.focus()
  await page.keyboard.press('Enter')
  await expect(chips.filter({ hasText: /^Other$/ })).toHaveCount(0)
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Remove sport \S/)

  // the save bar stays on screen at the top of the long form
  const saveButton = page.getByRole('button', { name: 'Save settings' })
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(saveButton).toBeInViewport()
  // on top, not hidden under the phone tab bar
  const box = (await saveButton.boundingBox())!
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(hit).toContain('Save settings')
  await expectNoSeriousA11yViolations(page)

  await saveButton.click()
  await expect(page.getByText('Settings updated successfully').first()).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  const saved = page
    .getByRole('group', { name: /Sport options/ })
    .getByRole('list', { name: 'Sport options' })
    .getByRole('listitem')
  await expect(saved.filter({ hasText: 'Pickleball' })).toHaveCount(1)
  await expect(saved.filter({ hasText: 'Rowing' })).toHaveCount(1)
  await expect(saved.filter({ hasText: /^Other$/ })).toHaveCount(0)
  await expect(saved).toHaveCount(before + 1)
})

test('without JavaScript the settings lists are plain textareas with the same field names', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: ADMIN,
    headers: { Origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  })
  expect(res.ok()).toBe(true)
  await page.goto('/admin/settings')
  await expect(page.locator('textarea[name="sport_options"]')).toBeVisible()
  await expect(page.locator('textarea[name="article_categories"]')).toHaveValue(/Training/)
  await context.close()
})
