// The review queue: a new member's comment waits there (it used to be lost), an editor rejects it
// with a reason and it leaves the queue. The bell shows the waiting work on page load.
import { type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, signUpAndSignIn, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }

async function signIn(page: Page, creds: { email: string; password: string }, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(creds.email)
  await page.getByLabel('Password', { exact: true }).fill(creds.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname === to)
  await waitForHydration(page)
}

/** Screenshots for looking at the page (phone and desktop), only when SHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  for (const [label, width] of [
    ['desktop', 1440],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a new member’s comment waits in the queue; an editor rejects it with a reason', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36)
  const text = `Count me in for the next meet! ${stamp}`
  await signUpAndSignIn(page.request, baseURL!, {
    email: `queue-${stamp}@example.test`,
    password: 'Queue-Member-2024!',
    name: 'Queue Rookie',
    verify: true,
  })
  await page.goto('/community')
  await page.locator('#stories-title ~ ul a').first().click()
  await page.waitForURL('**/community/story/**')
  await waitForHydration(page)
  await page.getByLabel('Your comment').fill(text)
  await page.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByText('A moderator will review your post')).toBeVisible()

  const editorCtx = await browser.newContext()
  const editor = await editorCtx.newPage()
  await signIn(editor, EDITOR, '/admin')
  // the bell counts the waiting work on page load, from the database
  await expect(editor.getByRole('button', { name: /^Notifications, \d+\+? unread$/ })).toBeVisible()
  // the dashboard lists the waiting work per kind
  await expect(editor.getByRole('link', { name: /^comments \d+$/i })).toBeVisible()
  await editor
    .getByRole('main')
    .getByRole('link', { name: 'Review queue', exact: true })
    .first()
    .click()
  await editor.waitForURL('**/admin/queue')
  await editor.getByRole('link', { name: /^Comments \(\d+\)$/ }).click()
  await editor.waitForURL('**/admin/queue?kind=comment')
  await waitForHydration(editor)
  const card = editor.getByRole('article').filter({ hasText: text })
  await expect(card).toBeVisible()
  await expect(card.getByText('Queue Rookie')).toBeVisible()
  await expect(card.getByText('New account')).toBeVisible()
  await expect(card.getByText(/^Comment on “/)).toBeVisible()
  await expectNoSeriousA11yViolations(editor)
  await shoot(editor, 'review-queue')

  await card.getByText('Reject…').click()
  await card.getByLabel('Reason').selectOption('unkind')
  await card.getByLabel(/In your own words/).fill('Let us keep it about the sport.')
  await expectNoSeriousA11yViolations(editor)
  await shoot(editor, 'review-queue-reject')
  await card.getByRole('button', { name: 'Reject comment' }).click()
  await expect(editor.getByText('The comment was rejected')).toBeVisible()
  await expect(editor.getByRole('article').filter({ hasText: text })).toHaveCount(0)
  await editor.reload()
  await expect(editor.getByRole('article').filter({ hasText: text })).toHaveCount(0)
  await editorCtx.close()
})
