// Rich article blocks in a real Chromium: the editor adds a figure, a gallery, a pull quote, a
// callout, a divider and an embed, reorders them by mouse drag and by keyboard, publishes, and the
// public page shows them; an embed sends nothing to its provider before the reader's click and
// consent (request log), then creates the player's iframe.
import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }
const SHOTS = process.env.EDITOR_SHOTS_DIR ?? '/work/screens'

async function signIn(page: Page, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(EDITOR.email)
  await page.getByLabel('Password').first().fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === to)
  await waitForHydration(page)
}

async function pickLibraryImage(page: Page, trigger: ReturnType<Page['getByRole']>, n = 0) {
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Choose an image' })
  await expect(dialog).toBeVisible()
  await dialog.locator('ul button').nth(n).click()
  await expect(dialog).toBeHidden()
}

const blocks = (page: Page) =>
  page.getByRole('list', { name: 'Content blocks' }).locator(':scope > li')
/** The block labels in order ("TEXT", "FIGURE", ...), as the editor shows them. */
const order = (page: Page) =>
  blocks(page).evaluateAll((lis) =>
    lis.map((li) => li.querySelector('span.uppercase')?.textContent?.trim() ?? ''),
  )

function isThirdParty(url: string) {
  const u = new URL(url)
  return !['localhost', '127.0.0.1'].includes(u.hostname) && u.protocol.startsWith('http')
}

test('an editor builds a rich article, reorders by drag and keyboard, and publishes it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  mkdirSync(SHOTS, { recursive: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, '/admin/articles/new')
  const title = `Rich blocks e2e ${Date.now().toString(36)}`
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Excerpt', { exact: true }).fill('Every block kind, in one story.')
  await page.getByLabel('Hub', { exact: true }).selectOption('fit-check')
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 })
  await pickLibraryImage(page, page.getByRole('button', { name: 'Choose image' }).first())
  await page.locator('#cover-alt').fill('Cover picture for the rich story')

  const add = (name: string) => page.getByRole('button', { name, exact: true }).click()
  await add('Text')
  await page.getByLabel('Paragraph text (block 1)').fill('The story opens with a paragraph.')

  await add('Figure')
  const fig = blocks(page).nth(1)
  await pickLibraryImage(page, fig.getByRole('button', { name: 'Choose image' }), 1)
  await fig.getByLabel('Alt text').fill('A sprinter in the blocks')
  await fig.getByLabel(/^Credit/).fill('Jo Lee')

  await add('Gallery')
  const gal = blocks(page).nth(2)
  for (const n of [2, 3]) {
    await gal.getByRole('button', { name: 'Add an image to the gallery' }).click()
    const item = gal.getByRole('listitem').last()
    await pickLibraryImage(page, item.getByRole('button', { name: 'Choose image' }), n)
    await item.getByLabel('Alt text').fill(`Gallery picture ${n}`)
  }

  await add('Pull quote')
  await page.getByLabel('Pull quote (block 4)').fill('Run your own race.')
  await add('Callout')
  await blocks(page).nth(4).getByLabel('Tone').selectOption('warning')
  await page.getByLabel('Callout text (block 5)').fill('Warm up before every sprint.')
  await add('Divider')
  await add('Embed')
  const link = page.getByLabel('Link to embed (block 7)')
  await link.fill('https://example.com/video/1')
  await link.blur()
  await expect(blocks(page).nth(6)).toContainText(
    'We can embed YouTube, TikTok, Instagram, Spotify, X and Vimeo links.',
  )
  await link.fill('https://youtu.be/M7lc1UVf-VE')
  await expect(blocks(page).nth(6)).toContainText('YouTube · M7lc1UVf-VE')

  expect(await order(page)).toEqual([
    'Text',
    'Figure',
    'Gallery',
    'Pull quote',
    'Callout',
    'Divider',
    'Embed',
  ])
  await expectNoSeriousA11yViolations(page)

  // mouse: drag the divider (block 6) above the pull quote (block 4)
  const handle = page.getByRole('button', { name: 'Drag Divider block 6 to reorder' })
  await handle.scrollIntoViewIfNeeded()
  const from = (await handle.boundingBox())!
  const target = (await blocks(page).nth(3).boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 5, from.y - 10, { steps: 4 })
  await page.mouse.move(from.x + 5, target.y + 10, { steps: 12 })
  // drop only once the block is announced over its new place (a busy machine paints late)
  const over = page.getByText(/Divider block is over position 4 of 7/)
  for (let nudge = 0; nudge < 20 && !(await over.count()); nudge++) {
    await page.mouse.move(from.x + 5, target.y + 10 - nudge * 4, { steps: 2 })
    await page.waitForTimeout(150)
  }
  await expect(over).toBeAttached()
  await page.screenshot({ path: `${SHOTS}/editor-dragging.png` })
  await page.mouse.up()
  await expect
    .poll(() => order(page))
    .toEqual(['Text', 'Figure', 'Gallery', 'Divider', 'Pull quote', 'Callout', 'Embed'])

  // keyboard: pick up the embed, move it up twice, drop it; screen readers hear each step
  const embedHandle = page.getByRole('button', { name: 'Drag Embed block 7 to reorder' })
  await embedHandle.focus()
  await page.keyboard.press('Space')
  await expect(page.getByText(/Picked up Embed block at position 7 of 7/)).toBeAttached()
  // each move is announced before the next key (dnd-kit measures the blocks between moves)
  await page.keyboard.press('ArrowUp')
  await expect(page.getByText(/Embed block is over position 6 of 7/)).toBeAttached()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByText(/Embed block is over position 5 of 7/)).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText(/Embed block dropped at position 5 of 7/)).toBeAttached()
  await expect
    .poll(() => order(page))
    .toEqual(['Text', 'Figure', 'Gallery', 'Divider', 'Embed', 'Pull quote', 'Callout'])
  // the up and down buttons still work
  await page.getByRole('button', { name: 'Move Callout block 7 up' }).click()
  expect(await order(page)).toEqual([
    'Text',
    'Figure',
    'Gallery',
    'Divider',
    'Embed',
    'Callout',
    'Pull quote',
  ])

  // publishing without alt text on a gallery image is refused, naming it
  const firstAlt = gal.getByRole('listitem').first().getByLabel('Alt text')
  await firstAlt.fill('')
  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(
    page.getByText('Add alt text before publishing: gallery image 1 in block 3'),
  ).toBeVisible()
  await firstAlt.fill('Gallery picture 2')

  await page.getByRole('button', { name: 'Publish now' }).click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Article published').first()).toBeVisible()
  const slug = await page.getByLabel('Slug', { exact: true }).inputValue()

  const thirdParty: string[] = []
  page.on('request', (r) => {
    if (isThirdParty(r.url())) thirdParty.push(r.url())
  })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/hub/fit-check/${slug}`)
    await waitForHydration(page)
    const body = page.locator('.prose-article')
    await expect(body.locator('figure').filter({ hasText: 'Photo: Jo Lee' })).toBeVisible()
    await expect(body.getByRole('group', { name: 'Gallery of 2 images' })).toBeVisible()
    await expect(body.getByRole('img', { name: 'Gallery picture 3' })).toBeVisible()
    await expect(body.locator('blockquote', { hasText: 'Run your own race.' })).toBeVisible()
    await expect(body.getByRole('complementary', { name: 'Warning' })).toContainText(
      'Warm up before every sprint.',
    )
    await expect(body.locator('hr')).toHaveCount(1)
    await expect(body.getByRole('button', { name: 'Load YouTube content' })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/editor-article-${width}.png`, fullPage: true })
  }
  await expectNoSeriousA11yViolations(page)
  expect(thirdParty).toEqual([])
})

test('an embed asks for nothing from its provider until the click and the consent', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const thirdParty: string[] = []
  page.on('request', (r) => {
    if (isThirdParty(r.url())) thirdParty.push(r.url())
  })
  // the machine is offline: answer the players with an empty page instead of the network
  await page.route(
    (url) => isThirdParty(url.toString()),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  )
  await page.setViewportSize({ width: 1280, height: 900 })
  const res = await page.goto('/hub/fit-check/sports-bra-fit-guide')
  expect(res!.headers()['content-security-policy']).toContain('https://www.youtube-nocookie.com')
  await waitForHydration(page)
  const yt = page.locator('[data-embed="youtube"]')
  await yt.scrollIntoViewIfNeeded()
  await expect(yt.getByText('The five-minute sports bra fit check, on video')).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)

  // the click alone: an explanation and a way to allow, still nothing sent
  await yt.getByRole('button', { name: 'Load YouTube content' }).click()
  const panel = yt.getByRole('region', { name: 'YouTube consent' })
  await expect(panel).toBeFocused()
  await expect(panel).toContainText('needs your consent to marketing')
  await expectNoSeriousA11yViolations(page)
  await page.waitForTimeout(500)
  expect(thirdParty).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  // allowing stores the choice and creates the player with the privacy-enhanced address
  await panel.getByRole('button', { name: 'Allow and load YouTube' }).click()
  const frame = yt.locator('iframe')
  await expect(frame).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
  )
  await expect(frame).toHaveAttribute('title', 'The five-minute sports bra fit check, on video')
  await expect
    .poll(() => thirdParty.some((u) => u.startsWith('https://www.youtube-nocookie.com/')))
    .toBe(true)
  expect(thirdParty.every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true)
  const stored = await page.evaluate(() => localStorage.getItem('consent_preferences'))
  expect(JSON.parse(stored!).categories.marketing).toBe(true)

  // with consent given, another provider loads on its click alone
  const spotify = page.locator('[data-embed="spotify"]')
  await spotify.getByRole('button', { name: 'Load Spotify content' }).click()
  await expect(spotify.locator('iframe')).toHaveAttribute(
    'src',
    'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
  )
})
