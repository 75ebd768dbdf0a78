// Accounts journeys: modal sign-up with its interest chips, email verification from the
// outbox (it signs in), sign out/in (across tabs), the under-13 refusal, a story, a saved article, the profile.
import { expect, test, type Page } from '@playwright/test'
import {
  expectNoSeriousA11yViolations,
  outboxFor,
  verificationLinkFor,
  waitForHydration,
} from './helpers'

test.describe.configure({ mode: 'serial' })

const member = { email: `e2e.member.${Date.now()}@example.test`, password: 'Court-Vision-42!' }

async function signIn(page: Page, email = member.email, password = member.password) {
  await page.goto('/auth')
  await waitForHydration(page)
  const panel = page.getByRole('tabpanel', { name: 'Sign In' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Welcome back!')).toBeVisible()
}

function yearsAgo(n: number) {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - n)
  return d.toISOString().slice(0, 10)
}

test('sign up through the modal with its chips; the emailed link signs her in where she started', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  await expect(dialog.getByText(/COPPA notice/)).toBeVisible()
  await dialog.getByLabel('Email').fill(member.email)
  await dialog.getByLabel('Password').fill(member.password)
  await expect(dialog.getByText('Very Strong')).toBeVisible()
  await dialog.getByLabel('Date of birth').fill('2003-04-05')
  await expect(dialog.getByLabel('Public name')).toHaveValue(/^[A-Z][a-z]+[A-Z][a-z]+\d{3}$/)
  await dialog.getByText('Soccer', { exact: true }).click()
  await dialog.getByText('Mental Health', { exact: true }).click()
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByText('Account created!')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Get Started' }).click()
  await expect(dialog).toBeHidden()
  // sign-up signs nobody in (a taken email must get the same answer)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()

  // the link proves the inbox and signs her in, back on the page she started from
  await page.goto(await verificationLinkFor(member.email))
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Email verified')).toBeVisible()
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveText('E2')

  // the chips chosen on the form are on the profile
  await page.goto('/profile/settings')
  await waitForHydration(page)
  await expect(page.getByRole('checkbox', { name: 'Soccer' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Mental Health' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Tennis' })).not.toBeChecked()
  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
})

test('a click on the avatar before the menu code has arrived opens the menu when it arrives', async ({
  page,
}) => {
  await signIn(page)
  // the menu's code (loaded only for members) held back until the avatar has been clicked
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/account-menu-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/profile/settings')
  await waitForHydration(page)
  await page.getByRole('button', { name: /Account menu/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeHidden()
  release()
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeHidden()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('sign out signs out every tab; sign in again', async ({ page, context }) => {
  await signIn(page)
  const other = await context.newPage()
  await other.goto('/')
  await waitForHydration(other)
  await expect(other.getByRole('button', { name: /Account menu/ })).toBeVisible()

  await page.getByRole('button', { name: /Account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  // the other tab hears about it and drops the member's state
  await expect(other.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()

  await signIn(page)
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible()
})

test('an under-13 sign-up is refused', async ({ page }) => {
  const kid = `kid.${Date.now()}@example.test`
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  await dialog.getByLabel('Email').fill(kid)
  await dialog.getByLabel('Password').fill('Kid-Pass-123!')
  await dialog.getByLabel('Date of birth').fill(yearsAgo(11))
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(
    dialog.getByText(
      'You must be 13 or older to create an account. Please ask a parent or guardian for assistance.',
    ),
  ).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Join the community' })).toBeVisible()
  expect(await outboxFor(kid)).toEqual([])
})

test('submit a story', async ({ page }) => {
  await page.goto('/community')
  await waitForHydration(page)
  await expect(
    page.getByRole('region', { name: 'Share your story: join free (13+)' }),
  ).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveCount(0)
  await signIn(page)
  await page.goto('/community')
  await waitForHydration(page)
  const form = page.getByRole('region', { name: 'Submit your story' })
  await form.getByLabel('Title').fill('Finding my stride')
  await form.getByLabel('Category').selectOption('Personal Stories')
  await form
    .getByRole('textbox', { name: 'Your story', exact: true })
    .fill('Two seasons of injuries taught me patience.')
  await form.getByRole('button', { name: 'Submit Story' }).click()
  await expect(form.getByText("Story submitted successfully! We'll review it soon.")).toBeVisible()
  await expect(form.getByLabel('Title')).toHaveValue('')
})

test('save an article and find it on /saved', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap-articles.xml')).text()
  const url = new URL(/<loc>([^<]+\/hub\/[^/<]+\/[^/<]+)<\/loc>/.exec(sitemap)![1]!)
  await signIn(page)
  await page.goto(url.pathname)
  await waitForHydration(page)
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.goto('/saved')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('edit the profile', async ({ page }) => {
  await signIn(page)
  await page.goto('/profile/settings')
  await waitForHydration(page)
  await page.getByLabel('Display name').fill('Jordan <Point Guard>')
  await page.getByLabel('Sport', { exact: true }).fill('Basketball')
  await page.getByLabel('Bio', { exact: true }).fill('Four-year starter. Film nerd.')
  await page.getByRole('textbox', { name: 'Instagram' }).fill('@jordan')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile updated').first()).toBeVisible()
  // the form shows the handle; the summary shows the profile as others see it, with the full link
  await expect(page.getByRole('textbox', { name: 'Instagram' })).toHaveValue('@jordan')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jordan <Point Guard>')
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Four-year starter. Film nerd.' }),
  ).toBeVisible()
  const instagram = page.getByRole('link', { name: /^Instagram/ })
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/jordan')
  await expect(instagram).toContainText('instagram.com/jordan')
  // scan the page itself, not a toast caught mid-animation
  await page.reload()
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
})

test('axe: /auth has no serious findings', async ({ page }) => {
  await page.goto('/auth')
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expectNoSeriousA11yViolations(page)
})
