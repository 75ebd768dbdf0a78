// Video in a real Chromium against the production build: an admin uploads a short clip in the media
// library, watches it transcode (progress, then ready), puts it in an article as a video block, and
// the public page plays it (native player with a poster and both renditions, VideoObject JSON-LD).
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }
const SHOTS = process.env.SCREENSHOT_DIR ?? '/work/screens'
const ARTICLE = /^Game-Day Makeup/
const ARTICLE_PATH = '/hub/game-face/game-day-makeup-that-lasts'

function makeClip() {
  const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
    .path
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-video-')), 'e2e-clip.mp4')
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=960x540:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:sample_rate=44100',
    '-t',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    file,
  ])
  return file
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

test('upload a clip, watch it transcode, show it in an article that plays it', async ({ page }) => {
  test.setTimeout(240_000)
  const clip = makeClip()
  await signIn(page, '/admin/media/upload-video')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Video file').setInputFiles(clip)
  await page.getByLabel(/^Description/).fill('A test pattern with a tone')
  await page.getByRole('button', { name: 'Upload video' }).click()
  await page.waitForURL(/\/admin\/media\?item=/)
  await waitForHydration(page)
  const details = page.getByRole('region', { name: 'e2e-clip.mp4' })
  // queued or running first (the status refreshes by itself), then ready with its length
  await expect(details.getByRole('status')).toContainText(/Waiting to transcode|Transcoding|Video/)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/video-media-library-${width}.png`, fullPage: false })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(details.getByRole('status')).toContainText('Video 0:02', { timeout: 180_000 })
  await expectNoSeriousA11yViolations(page)

  // the video block in a seeded article (the sleep article waits for the seed's own video)
  await page.goto('/admin/articles?q=makeup')
  await page.getByRole('link', { name: ARTICLE }).first().click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await waitForHydration(page)
  await page
    .getByRole('group', { name: 'Add a block' })
    .getByRole('button', { name: 'Video' })
    .click()
  const blocks = page.getByRole('list', { name: 'Content blocks' }).getByRole('listitem')
  const block = blocks.last()
  const picker = block.getByLabel(/^Video \(block \d+\)/)
  await picker.selectOption({ label: 'e2e-clip.mp4 (0:02)' })
  await block.getByLabel('Title').fill('The test pattern, explained')
  await block.getByLabel('Description').fill('Two seconds of colour bars and a tone.')
  await page.getByRole('button', { name: 'Update' }).click()
  await expect(page.getByText('Article updated').first()).toBeVisible({ timeout: 30_000 })

  // the public page: a native player that can play it
  await page.goto(ARTICLE_PATH)
  await waitForHydration(page)
  const figure = page.locator('figure', { hasText: 'The test pattern, explained' })
  const video = figure.locator('video')
  await expect(video).toHaveAttribute('preload', 'none')
  await expect(video).toHaveAttribute('poster', /^\/media\/uploads\/.+-poster-\d+\.webp$/)
  await expect(video.locator('source')).toHaveCount(2)
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true
    return v.play()
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(/\/media\/uploads\/.+-(540|480)\.mp4$/)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(1)
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')))
  const videoLd = ld.find(
    (x) => x['@type'] === 'VideoObject' && x.name === 'The test pattern, explained',
  )
  expect(videoLd).toMatchObject({
    description: 'Two seconds of colour bars and a tone.',
    duration: 'PT2S',
    contentUrl: expect.stringMatching(/\/media\/uploads\/.+-540\.mp4$/),
    thumbnailUrl: [expect.stringMatching(/-poster-\d+\.webp$/)],
    uploadDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  })
  await expectNoSeriousA11yViolations(page)
  await figure.scrollIntoViewIfNeeded()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await figure.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/video-article-${width}.png` })
  }
})
