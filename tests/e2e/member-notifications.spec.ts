// The member notification centre in Chromium on the production build: an answer approved by a
// moderator reaches the asker's header bell live (Server-Sent Events, no reload), the bell opens the
// centre, Mark all read empties the count; axe on the centre. SHOT_DIR=dir saves screenshots.
import { type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }
const MEMBER = { email: 'member@beyondthegame.example', password: 'Demo-Member-2024!' }

async function signIn(page: Page, creds: { email: string; password: string }, to = '/') {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(creds.email)
  await page.getByLabel('Password', { exact: true }).fill(creds.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname === to)
  await waitForHydration(page)
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  for (const [label, width] of [
    ['desktop', 1440],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** Whatever earlier journeys left unread is marked read, so the counts below are this test's. */
async function startFromZero(page: Page) {
  await page.goto('/profile/notifications')
  await waitForHydration(page)
  const all = page.getByRole('button', { name: 'Mark all read' })
  if (await all.isVisible()) {
    await all.click()
    await expect(page.getByTestId('unread-count')).toHaveText('(0 unread)')
  }
}

test('an approved answer rings the asker’s bell live; the centre lists it; mark all read', async ({
  page,
  browser,
}) => {
  const title = `Pre-race nerves before states ${Date.now().toString(36)}?`
  await signIn(page, MEMBER, '/community')
  const ask = page.getByRole('region', { name: 'Ask the community' })
  await ask.getByLabel('Question').fill(title)
  await ask
    .getByLabel('Details')
    .fill('My stomach turns every time. What do you do the hour before?')
  await ask.getByLabel('Hub').selectOption({ label: 'Game Face' })
  await ask.getByRole('button', { name: 'Post question' }).click()
  await expect(ask.getByText('A moderator will review your post')).toBeVisible()

  const editorCtx = await browser.newContext()
  const editor = await editorCtx.newPage()
  await signIn(editor, EDITOR, '/admin/qa')
  await editor
    .getByRole('article', { name: `Question: ${title}` })
    .getByRole('button', { name: /^Approve/ })
    .click()
  await expect(editor.getByRole('article', { name: `Question: ${title}` })).toHaveCount(0)

  // the editor answers twice from the public page (held: a new account)
  await editor.goto('/community')
  await editor.getByRole('link', { name: title }).click()
  await expect(editor.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  await waitForHydration(editor)
  const questionPath = new URL(editor.url()).pathname
  for (const body of ['Box breathing: in four, hold four, out four.', 'A playlist and a walk.']) {
    await editor.getByLabel('Your answer').fill(body)
    await editor.getByRole('button', { name: 'Post answer' }).click()
    await expect(editor.getByText('A moderator will review your post')).toBeVisible()
    await editor.reload()
    await waitForHydration(editor)
  }

  await startFromZero(page)
  await page.goto('/')
  await waitForHydration(page)
  const bell = page.getByTestId('member-bell')
  await expect(bell).toHaveAccessibleName('Notifications')
  await expect(page.getByTestId('member-bell-count')).toHaveCount(0)

  // each approval reaches the open page without a reload
  const answerCard = editor.getByRole('article', { name: `Answer: answer to "${title}"` })
  await editor.goto('/admin/qa')
  await answerCard
    .first()
    .getByRole('button', { name: /^Approve/ })
    .click()
  await expect(answerCard).toHaveCount(1)
  await expect(page.getByTestId('member-bell-count')).toHaveText('1')
  await answerCard
    .first()
    .getByRole('button', { name: /^Approve/ })
    .click()
  await expect(answerCard).toHaveCount(0)
  await expect(page.getByTestId('member-bell-count')).toHaveText('2')
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')
  await editorCtx.close()

  // the bell opens the centre
  await bell.click()
  await page.waitForURL('**/profile/notifications')
  await waitForHydration(page)
  await expect(page.getByTestId('unread-count')).toHaveText('(2 unread)')
  const unread = page.locator('[data-testid="notice"][data-read="false"]')
  await expect(unread).toHaveCount(2)
  await expect(unread.first()).toContainText('Your question got an answer')
  await expect(unread.first()).toContainText(title)
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'notification-centre')

  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(page.getByText('All notifications marked as read.')).toBeVisible()
  await expect(page.getByTestId('unread-count')).toHaveText('(0 unread)')
  await expect(page.locator('[data-testid="notice"][data-read="false"]')).toHaveCount(0)
  await expect(page.getByTestId('member-bell-count')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // each notice links to its item
  await page.getByRole('link', { name: 'Your question got an answer' }).first().click()
  await page.waitForURL((url) => url.pathname === questionPath)
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
})
