// Community engagement journeys: voting in the poll, the polls back office, and axe scans.
import { type Locator, type Page, expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }
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

/** Screenshots for looking at the pages (phone and desktop), only when SHOT_DIR is set. */
async function shoot(page: Page, name: string, part?: Locator) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    // let layout transitions (sidebar, drawer) settle after the resize
    await page.waitForTimeout(400)
    const path = `${dir}/${name}-${label}.png`
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }))
  }
}

function votes(text: string | null) {
  return Number((text ?? '').replace(/[^0-9]/g, ''))
}

test('anonymous readers see results and a sign-in prompt; a member votes once on the homepage', async ({
  page,
  browser,
}) => {
  const anon = await browser.newContext()
  const reader = await anon.newPage()
  await reader.goto('/')
  const anonPoll = reader.getByTestId('poll')
  await expect(anonPoll.getByText('Sign in to vote in community polls.')).toBeVisible()
  await expect(anonPoll.getByRole('button', { name: 'My pregame playlist' })).toHaveCount(0)
  await expect(anonPoll.getByText(/%$/).first()).toBeVisible()
  await anon.close()

  await signIn(page, MEMBER, '/')
  const poll = page.getByTestId('poll')
  const before = votes(await poll.getByTestId('poll-total').textContent())
  await poll.getByRole('button', { name: 'My pregame playlist' }).click()
  await expect(poll.getByText('Your vote')).toBeVisible()
  await expect(poll.getByTestId('poll-total')).toHaveText(
    `${(before + 1).toLocaleString('en-US')} votes so far`,
  )
  await expect(poll.getByText('Thanks for voting!')).toBeVisible()
  // the count is stored: a reload shows the same total and the member's choice, no vote buttons
  await page.reload()
  await expect(poll.getByTestId('poll-total')).toHaveText(
    `${(before + 1).toLocaleString('en-US')} votes so far`,
  )
  await expect(poll.getByText('Your vote')).toBeVisible()
  await expect(poll.getByRole('button', { name: 'SPF, always' })).toHaveCount(0)
  await poll.scrollIntoViewIfNeeded()
  await shoot(page, 'home-poll', poll)
})

test('voting works without JavaScript (a form post)', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false })
  const page = await ctx.newPage()
  // sign in through the API (the auth form needs no JS either, but this keeps the test on the poll)
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: EDITOR,
    headers: { Origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
  })
  expect(res.ok()).toBe(true)
  await page.goto('/community')
  const poll = page.getByTestId('poll')
  const before = votes(await poll.getByTestId('poll-total').textContent())
  await poll.getByRole('button', { name: 'SPF, always' }).click()
  await expect(poll.getByText('Your vote')).toBeVisible()
  await expect(poll.getByTestId('poll-total')).toHaveText(
    `${(before + 1).toLocaleString('en-US')} votes so far`,
  )
  await ctx.close()
})

test('an editor creates a poll from the Create sheet shortcut page; it becomes the homepage poll', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/admin')
  // the shortcut listener attaches after hydration: press again until it has
  await expect(async () => {
    await page.keyboard.press('Control+7')
    await page.waitForURL('**/admin/polls', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Polls', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'New poll' }).click()
  await page.waitForURL('**/admin/polls/new')
  // the URL can change before the new page is shown: the list's inline Title fields are still there
  await expect(page.getByRole('heading', { name: 'New poll', level: 1 })).toBeVisible()
  await waitForHydration(page)
  const title = `Favorite recovery day ${Date.now().toString(36)}`
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Option 1').fill('Yoga flow')
  await page.getByRole('button', { name: 'Create poll' }).click()
  await expect(page.getByText('Add at least 2 options')).toBeVisible()
  await page.getByLabel('Option 2').fill('Ice bath')
  await page.getByRole('button', { name: 'Add option' }).click()
  await page.getByLabel('Option 5').fill('Long nap')
  await page.getByRole('button', { name: 'Create poll' }).click()
  await page.waitForURL('**/admin/polls')
  await expect(page.getByRole('cell', { name: new RegExp(`^${title}`) })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'admin-polls')
  await page.goto('/')
  await expect(page.getByTestId('poll').getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByTestId('poll').getByRole('button', { name: 'Long nap' })).toBeVisible()
})

test('a member takes a quiz and finds the result on /profile; axe on /quiz-center and a quiz', async ({
  page,
}) => {
  await signIn(page, MEMBER, '/quiz-center')
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'quiz-center')
  await page.getByRole('link', { name: /Which training style fits you\?/ }).click()
  await page.waitForURL('**/quiz-center/training-style')
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
  // no answers yet: the browser asks for the first one (required radios); answer them all
  const groups = page.locator('fieldset')
  const count = await groups.count()
  expect(count).toBeGreaterThanOrEqual(5)
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole('radio').first().check()
  await shoot(page, 'quiz')
  await page.getByRole('button', { name: 'See my result' }).click()
  await page.waitForURL('**/quiz-center/training-style/result/power?saved=1')
  await expect(page.getByRole('heading', { name: 'Power Builder', level: 1 })).toBeVisible()
  await expect(page.getByText('Saved to your results on your profile')).toBeVisible()
  await shoot(page, 'quiz-result')
  await page.goto('/profile')
  await expect(
    page
      .getByRole('region', { name: 'Your quiz results' })
      .getByRole('link', { name: 'Power Builder' }),
  ).toBeVisible()
})

test('a member asks a question; an editor approves it in /admin/qa; it appears on /community; an answer is reported', async ({
  page,
  browser,
}) => {
  const title = `How do you balance two-a-days and exams ${Date.now().toString(36)}?`
  await signIn(page, MEMBER, '/community')
  await expectNoSeriousA11yViolations(page)
  const ask = page.getByRole('region', { name: 'Ask the community' })
  await ask.getByLabel('Question').fill(title)
  await ask.getByLabel('Details').fill('Finals week lines up with preseason. What worked for you?')
  await ask.getByLabel('Hub').selectOption({ label: 'On Record' })
  await ask.getByRole('button', { name: 'Post question' }).click()
  // a new account waits for a moderator
  await expect(ask.getByText('A moderator will review your post')).toBeVisible()
  await shoot(page, 'community')

  const editorCtx = await browser.newContext()
  const editor = await editorCtx.newPage()
  await signIn(editor, EDITOR, '/admin/qa')
  const card = editor.getByRole('article', { name: `Question: ${title}` })
  await card.getByRole('button', { name: /^Approve/ }).click()
  await expect(editor.getByRole('article', { name: `Question: ${title}` })).toHaveCount(0)

  const anonCtx = await browser.newContext()
  const reader = await anonCtx.newPage()
  await reader.goto('/community')
  await reader.getByRole('link', { name: title }).click()
  await expect(reader.getByRole('heading', { name: title, level: 1 })).toBeVisible()
  const questionUrl = reader.url()
  await anonCtx.close()

  // the member answers (waits too), the editor approves the answer
  await page.goto(questionUrl)
  await waitForHydration(page)
  await page.getByLabel('Your answer').fill('Study blocks on the bus to away games. Flashcards!')
  await page.getByRole('button', { name: 'Post answer' }).click()
  await expect(page.getByText('A moderator will review your post')).toBeVisible()
  await editor.goto('/admin/qa')
  await editor
    .getByRole('article', { name: `Answer: answer to "${title}"` })
    .getByRole('button', { name: /^Approve/ })
    .click()
  await expect(editor.getByRole('article', { name: `Answer: answer to "${title}"` })).toHaveCount(0)

  // the editor, a signed-in reader, reports the answer
  await editor.goto(questionUrl)
  await waitForHydration(editor)
  const answer = editor.getByTestId('answer').first()
  await expect(answer).toContainText('Flashcards!')
  await answer.locator('summary', { hasText: 'Report' }).click()
  await answer.getByLabel('Spam').check()
  await answer.getByRole('button', { name: 'Send report' }).click()
  await expect(
    editor.getByText('Thanks for telling us. A moderator will look at it.'),
  ).toBeVisible()
  await expect(editor.getByTestId('answer').first().getByText('Reported')).toBeVisible()
  await shoot(editor, 'question')
  await editor.goto('/admin/reviews?tab=reports')
  await expect(editor.getByText('Flashcards!')).toBeVisible()
  await editorCtx.close()
})

test('a member reacts to and comments on a story; /community pages and filters', async ({
  page,
}) => {
  await signIn(page, MEMBER, '/community')
  await page.getByRole('navigation', { name: 'Story categories' }).getByRole('link').nth(1).click()
  await page
    .getByRole('navigation', { name: 'Story categories' })
    .getByRole('link', { name: 'All stories' })
    .click()
  await page.locator('#stories-title ~ ul a').first().click()
  await page.waitForURL('**/community/story/**')
  await waitForHydration(page)
  const respect = page
    .getByRole('group', { name: 'Reactions' })
    .getByRole('button', { name: /^Respect/ })
  const before = Number((await respect.textContent())!.replace(/\D/g, ''))
  await respect.click()
  await expect(respect).toHaveAttribute('aria-pressed', 'true')
  await expect(respect).toHaveText(`Respect ${before + 1}`)
  await page.getByLabel('Your comment').fill('This made me want to lace up again. Thank you!')
  await page.getByRole('button', { name: 'Post comment' }).click()
  // the demo member's account is new: the comment waits for a moderator
  await expect(page.getByText('A moderator will review your post')).toBeVisible()
  await shoot(page, 'story')
})
