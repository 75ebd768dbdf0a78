// Podcast episodes in a real Chromium against the production build: the seeded episode's native
// player loads its audio (byte ranges), shows its length and transcript, and the search dialog's
// 'Podcasts' filter finds it. Also the favicon_url setting reaching the cached anonymous pages.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const EPISODE = '/hub/game-face/podcast-pre-game-breathing'
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

test('a seeded episode plays from its stored audio, with duration and transcript', async ({
  page,
  request,
}) => {
  await page.goto(EPISODE)
  await waitForHydration(page)
  const player = page.locator('main audio')
  await expect(player).toHaveCount(1)
  expect(await player.getAttribute('controls')).not.toBeNull()
  const src = await page.locator('main audio source').getAttribute('src')
  expect(src).toMatch(/^\/media\/seed\/podcasts\/pre-game-breathing(?:-spoken)?\.mp3$/)
  expect(await page.locator('main audio source').getAttribute('type')).toBe('audio/mpeg')

  // the file answers a range request the way a media element asks for it
  const part = await request.get(src!, { headers: { Range: 'bytes=0-1023' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-type']).toBe('audio/mpeg')
  expect(part.headers()['accept-ranges']).toBe('bytes')
  expect(part.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/)
  expect((await part.body()).length).toBe(1024)

  // and the browser's own player reads its metadata (duration) from it
  await page.waitForFunction(
    () => (document.querySelector('main audio') as HTMLAudioElement | null)!.readyState >= 1,
  )
  const duration = await player.evaluate((a: HTMLAudioElement) => a.duration)
  expect(duration).toBeGreaterThan(5)

  await expect(page.locator('main time[datetime^="PT"]')).toHaveText(/^\d+:\d\d$/)
  await expect(page.getByText('Transcript', { exact: true })).toBeVisible()
  await expect(page.getByText(/Breathe in through your nose for four counts/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test("the search dialog's Podcasts filter finds the episode", async ({ page }) => {
  await page.goto('/hub/fit-check')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Search' }).first().click()
  const dialog = page.getByRole('dialog')
  const type = dialog.getByLabel('Type')
  await expect(type.locator('option', { hasText: 'Podcasts' })).toHaveCount(1)
  await type.selectOption('podcast')
  await dialog.getByRole('searchbox').fill('breathing')
  const result = dialog.getByRole('link', { name: /Two-Minute Breathing Reset/ })
  await expect(result).toBeVisible()
  await expect(result).toContainText('Podcast')
  // only episodes: an article-only term finds nothing under Podcasts
  await dialog.getByRole('searchbox').fill('makeup')
  await expect(dialog.getByText('No results found')).toBeVisible()
  await dialog.getByRole('searchbox').fill('breathing')
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('link', { name: /Two-Minute Breathing Reset/ }).click()
  await expect(page).toHaveURL(new RegExp(`${EPISODE}$`))
  await expect(page.locator('main audio')).toHaveCount(1)
})

test('/explore lists episodes under its Podcasts tab', async ({ page }) => {
  await page.goto('/explore')
  await page.getByRole('link', { name: 'Podcasts', exact: true }).click()
  await expect(page).toHaveURL(/tab=podcasts/)
  await expect(page.getByRole('link', { name: /Two-Minute Breathing Reset/ }).first()).toBeVisible()
  await expect(
    page.getByRole('link', { name: /Speaking Up in the Locker Room/ }).first(),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

for (const width of [390, 320]) {
  test(`/explore tabs stay on one line each at ${width} px, without page-level scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/explore')
    const nav = page.getByRole('navigation', { name: 'Article tabs' })
    const tabs = nav.getByRole('link')
    await expect(tabs).toHaveText(['Featured', 'Trending', 'Recent', 'Podcasts'])
    // one line each: the label's text makes a single line box, and the pill keeps the one-line
    // height (h-9) without its text overflowing it
    const boxes = await tabs.evaluateAll((links) =>
      links.map((a) => {
        const range = document.createRange()
        range.selectNodeContents(a)
        return {
          lines: range.getClientRects().length,
          height: a.getBoundingClientRect().height,
          overflow: a.scrollHeight - a.clientHeight,
        }
      }),
    )
    for (const box of boxes) expect(box).toEqual({ lines: 1, height: 36, overflow: 0 })
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    // the last tab is reachable by keyboard: tabbing to it scrolls the list to show it
    await tabs.nth(2).focus()
    await page.keyboard.press('Tab')
    await expect(tabs.last()).toBeFocused()
    await expect(tabs.last()).toBeInViewport({ ratio: 0.95 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/tab=podcasts/)
    await expectNoSeriousA11yViolations(page)
  })
}

test('the feed gives each episode an audio enclosure', async ({ request }) => {
  const xml = await (await request.get('/feed.xml')).text()
  const item = xml.split('<item>').find((i) => i.includes('podcast-pre-game-breathing'))!
  expect(item).toMatch(
    /<enclosure url="http:\/\/localhost:\d+\/media\/seed\/podcasts\/pre-game-breathing(?:-spoken)?\.mp3" length="\d+" type="audio\/mpeg"\/>/,
  )
})

test('the favicon follows the setting, on cached anonymous pages too', async ({
  browser,
  request,
}) => {
  // the anonymous HTML as the server's page cache holds it (no browser cache in between)
  const icon = async () => {
    const res = await request.get('/about')
    expect(res.headers()['set-cookie'] ?? '').not.toContain('session')
    return /<link rel="icon" href="([^"]+)"/.exec(await res.text())?.[1]
  }
  expect(await icon()).toBe('/favicon.svg')
  expect(await icon()).toBe('/favicon.svg') // now from the cache

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signIn(admin, '/admin/settings')
  const field = admin.getByLabel('Favicon URL')
  // the save's own answer: the success message of the first save is still on the page during the
  // second, so it cannot tell that the second one has finished
  const save = async () => {
    const answered = admin.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/admin/settings'),
    )
    await admin.getByRole('button', { name: 'Save settings' }).click()
    expect((await answered).ok()).toBe(true)
    await expect(admin.getByText('Settings updated successfully').first()).toBeVisible()
  }
  await field.fill('/media/seed/icons/team-icon.png')
  await save()
  expect(await icon()).toBe('/media/seed/icons/team-icon.png')
  await expect(admin.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/media/seed/icons/team-icon.png',
  )

  // back to the built-in icon for the other journeys
  await field.fill('/favicon.svg')
  await save()
  expect(await icon()).toBe('/favicon.svg')
  await adminContext.close()
})
