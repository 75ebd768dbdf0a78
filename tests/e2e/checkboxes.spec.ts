// Checkboxes share one component (app/components/ui/checkbox.tsx): real, labelled inputs with
// 44 px targets, whether drawn as a box with its text or as a chip.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

async function targetHeight(box: Locator) {
  // the label around the input is the target
  return box.evaluate((el) => (el.closest('label') as HTMLElement).getBoundingClientRect().height)
}

async function signIn(page: Page, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(ADMIN.email)
  await page.getByLabel('Password').first().fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === to)
  await waitForHydration(page)
}

test('newsletter chips are labelled checkboxes with 44 px targets and a tick when checked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/community')
  await waitForHydration(page)
  const form = page.getByRole('region', { name: 'Get the newsletter' })
  await form.getByText('Tell us more (optional)').click()
  const sports = form.getByRole('group', { name: 'Sports (optional)' })
  const boxes = sports.getByRole('checkbox')
  expect(await boxes.count()).toBeGreaterThan(3)
  for (const box of await boxes.all()) expect(await targetHeight(box)).toBeGreaterThanOrEqual(44)
  const tennis = sports.getByRole('checkbox', { name: 'Tennis' })
  const chip = tennis.locator('xpath=..')
  await expect(chip.locator('svg')).toBeHidden()
  await chip.click()
  await expect(tennis).toBeChecked()
  await expect(chip.locator('svg')).toBeVisible()
  // keyboard: Space toggles the focused chip
  await tennis.focus()
  await page.keyboard.press('Space')
  await expect(tennis).not.toBeChecked()
  await expectNoSeriousA11yViolations(page)
})

test('the backup schedule checkbox is named by its text and the whole row is the target', async ({
  page,
}) => {
  await signIn(page, '/admin/backup-restore')
  const box = page.getByRole('checkbox', { name: 'Make a backup every day' })
  await expect(box).toBeVisible()
  expect(await targetHeight(box)).toBeGreaterThanOrEqual(44)
  const was = await box.isChecked()
  await page.getByText('Make a backup every day').click()
  expect(await box.isChecked()).toBe(!was)
  await expectNoSeriousA11yViolations(page)
})
