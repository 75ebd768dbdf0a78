// MEDIA_STORAGE=s3 in the browser: the production build started against an S3 server (s3rver, in
// this test process, on 127.0.0.1:3241 with a temporary directory), an admin uploads an image in
// /admin/media, sees it on the page (its pictures served from the bucket through /media), and the
// objects are in the bucket, not on the disk. Ports 3241 (s3rver) and 3242 (the app) are this
// spec's own.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { expect, test } from '@playwright/test'
import S3rver from 's3rver'
import sharp from 'sharp'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'
import { ROOT, extraPort, startServer, type Spawned } from './spawn-server'

const S3_PORT = 3241
const APP_PORT = 3242
const BUCKET = 'e2e-media'
const OWNER = { email: 's3-owner@example.test', password: 'S3-Owner-Pass-2024!' }

let s3server: S3rver
let app: Spawned
let dir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-s3-'))
  s3server = new S3rver({
    port: S3_PORT,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3server.run()
  const env = {
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    BACKUP_DIR: path.join(dir, 'backups'),
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    RATE_LIMIT_SIGN_IN_MAX: '50',
    BETTER_AUTH_SECRET: 'e2e-spawned-secret-not-used-anywhere-else-0123456789',
  }
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      'scripts/user-create.ts',
      '--email',
      OWNER.email,
      '--password',
      OWNER.password,
      '--role',
      'admin',
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', ...env }, stdio: 'pipe' },
  )
  // startServer numbers its ports from E2E_PORT; this one must be APP_PORT
  app = await startServer(APP_PORT - extraPort(0), env)
})

test.afterAll(async () => {
  await app?.stop()
  await s3server?.close().catch(() => {})
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('an admin uploads an image in /admin/media; it is stored in the bucket and shown', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(`${app.url}/auth?redirectTo=/admin/media`)
  await waitForHydration(page)
  await page.getByLabel('Email').fill(OWNER.email)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/admin/media')
  await waitForHydration(page)

  const image = await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#d1495b' },
  })
    .png()
    .toBuffer()
  await page
    .getByLabel('Upload an image or audio file')
    .setInputFiles({ name: 'red-court.png', mimeType: 'image/png', buffer: image })
  await page.getByLabel('Alt text').fill('A red court')
  await page.getByRole('button', { name: 'Upload' }).click()
  await page.waitForURL((url) => url.searchParams.has('item'))
  const preview = page.locator('main img[alt="A red court"]').first()
  await expect(preview).toBeVisible()
  // the picture really loaded, from the bucket through /media
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  const src = await preview.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)
  expect(new URL(src).pathname).toMatch(/^\/media\/uploads\//)

  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${S3_PORT}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'uploads/' }))
  const keys = (listed.Contents ?? []).map((o) => o.Key!)
  s3.destroy()
  expect(keys.some((k) => k.endsWith('.png'))).toBe(true)
  expect(keys.filter((k) => k.endsWith('.webp')).length).toBeGreaterThan(0)
  expect(keys.filter((k) => k.endsWith('.avif')).length).toBeGreaterThan(0)
  expect(keys).toContain(new URL(src).pathname.slice('/media/'.length))
  expect(existsSync(path.join(dir, 'uploads', 'uploads'))).toBe(false)
  await expectNoSeriousA11yViolations(page)
})
