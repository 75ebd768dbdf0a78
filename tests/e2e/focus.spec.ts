// Focus and feedback: dialogs open on their first field and give focus back to what opened them;
// a failed form submit lands on the first invalid field; without JavaScript the story form's answer
// is in view after the reload; signed-out visitors get one join card; the newsletter asks email first.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const MEMBER = { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' }

async function signIn(page: Page) {
  await page.goto('/auth')
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(MEMBER.email)
  await panel.getByLabel('Password').fill(MEMBER.password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Welcome back!')).toBeVisible()
}

test('the search dialog opens on its search field and gives focus back to its button', async ({
  page,
}) => {
  await page.goto('/about')
  await waitForHydration(page)
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Search' }).first()
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await expect(dialog.getByRole('searchbox')).toBeFocused()
  await page.keyboard.type('sport')
  await expect(dialog.getByRole('searchbox')).toHaveValue('sport')
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('the sign-in modal opens on Email and gives focus back to Sign In', async ({ page }) => {
  await page.goto('/about')
  await waitForHydration(page)
  const trigger = page.getByRole('banner').getByRole('link', { name: 'Sign In' })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back' })
  await expect(dialog.getByLabel('Email')).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('at 390px, Sign In in the menu closes the menu, then the modal returns to the menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  await waitForHydration(page)
  const menuButton = page.getByRole('button', { name: 'Menu' })
  await menuButton.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.getByRole('link', { name: 'Sign In' }).click()
  const modal = page.getByRole('dialog', { name: 'Welcome back' })
  await expect(modal.getByLabel('Email')).toBeFocused()
  await expect(menu).toBeHidden()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(menuButton).toBeFocused()
})

test('at 390px, the menu opens on its first link (not Close) and gives focus back to Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  await waitForHydration(page)
  const menuButton = page.getByRole('button', { name: 'Menu' })
  await menuButton.click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  const links = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')
  await expect(links.first()).toBeFocused()
  await expect(menu.getByRole('button', { name: 'Close menu' })).not.toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
  // again with the Close button, from the keyboard
  await page.keyboard.press('Enter')
  await expect(links.first()).toBeFocused()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
})

test('signed out, /community shows one join card that opens sign-up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/community')
  await waitForHydration(page)
  const card = page.getByRole('region', { name: 'Share your story: join free (13+)' })
  await expect(card).toBeVisible()
  await expect(page.getByRole('region', { name: 'Submit your story' })).toHaveCount(0)
  await expect(page.getByLabel('Title')).toHaveCount(0)
  await card.getByRole('link', { name: 'Join free' }).click()
  const modal = page.getByRole('dialog', { name: 'Join the community' })
  await expect(modal.getByLabel('Email')).toBeFocused()
  await expect(modal.getByLabel('Date of birth')).toBeVisible()
  await page.keyboard.press('Escape')
  await expectNoSeriousA11yViolations(page)
})

test('the newsletter form asks for the email first and folds the optional lists', async ({
  page,
}) => {
  await page.goto('/community')
  await waitForHydration(page)
  const form = page.getByRole('region', { name: 'Get the newsletter' })
  const fields = await form
    .locator('input:not([type=hidden]):visible')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name))
  expect(fields).toEqual(['email', 'first_name', 'last_name'])
  await expect(form.getByRole('group', { name: 'Sports (optional)' })).toBeHidden()
  await form.getByText('Tell us more (optional)').click()
  await expect(form.getByRole('group', { name: 'Sports (optional)' })).toBeVisible()
  // a failed submit lands on the first invalid field, which names its message
  await form.getByRole('button', { name: 'Subscribe' }).click()
  const email = form.getByLabel('Email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields')
  const describedBy = (await email.getAttribute('aria-describedby'))!
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(
    'Please fill in all required fields',
  )
  await expectNoSeriousA11yViolations(page)
})

test('an invalid story submit focuses the first invalid field and marks each one', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/community')
  await waitForHydration(page)
  const form = page.getByRole('region', { name: 'Submit your story' })
  await form.getByLabel('Category').selectOption('Personal Stories')
  await form.getByRole('button', { name: 'Submit Story' }).click()
  const title = form.getByLabel('Title')
  await expect(title).toBeFocused()
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: 'Your story', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(form.getByLabel('Category')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('alert')).toHaveText('Please fill in all fields')
  await expectNoSeriousA11yViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('a story submit shows its message in the first viewport after the reload', async ({
    page,
  }) => {
    await page.goto('/auth')
    const panel = page.getByRole('tabpanel', { name: 'Sign In' })
    await panel.getByLabel('Email').fill(MEMBER.email)
    await panel.getByLabel('Password').fill(MEMBER.password)
    await panel.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((u) => u.pathname === '/')
    await page.goto('/community')
    const form = page.getByRole('region', { name: 'Submit your story' })
    await form.getByLabel('Title').fill('Learning to rest')
    await form.getByLabel('Category').selectOption('Mental Health')
    await form
      .getByRole('textbox', { name: 'Your story', exact: true })
      .fill('Rest days felt like losing, until they did not.')
    await form.getByRole('button', { name: 'Submit Story' }).click()
    const message = page.getByText("Story submitted successfully! We'll review it soon.")
    await expect(message).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})

test('at 390px the search filters fold behind a Filters button and show only what applies', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/about')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const filters = dialog.getByRole('button', { name: 'Filters' })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(dialog.getByLabel('Type')).toBeHidden()
  await filters.click()
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await expect(dialog.getByLabel('Type')).toBeVisible()
  // a minimum rating means something for products only
  await expect(dialog.getByLabel('Minimum rating')).toHaveCount(0)
  await dialog.getByLabel('Type').selectOption('product')
  await expect(dialog.getByLabel('Minimum rating')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await filters.click()
  await expect(dialog.getByLabel('Type')).toBeHidden()
  await expect(filters).toContainText('1')
  await filters.click()
  await dialog.getByLabel('Type').selectOption('all')
  // a whole-word match comes before words that only start with the term
  await dialog.getByRole('searchbox').fill('sports bra')
  const first = dialog.getByRole('list', { name: 'Search results' }).getByRole('link').first()
  await expect(first).toContainText(/bra\b/i)
})
