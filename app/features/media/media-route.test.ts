import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test, vi } from 'vitest'
import '#app/db/client.server' // opens (and migrates) the test database up front
import { processImage } from '#app/features/media/images.server'
import { getEnv } from '#app/utils/env.server'
import { loader } from '#app/routes/api/media'

vi.setConfig({ testTimeout: 120_000 })

async function get(key: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/media/${key}`, { headers })
  return loader({ request, params: { '*': key }, context: {} } as unknown as Parameters<
    typeof loader
  >[0])
}

test('serves stored files with their type and immutable caching', async () => {
  const png = await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#c2567a' },
  })
    .png()
    .toBuffer()
  const row = await processImage(png, { originalName: 'a.png', altText: '', fast: true })
  const res = await get(`${row.storageKey}-480.avif`)
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toBe('image/avif')
  expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  const body = Buffer.from(await res.arrayBuffer())
  expect((await sharp(body).metadata()).width).toBe(480)

  const original = await get(row.url.slice('/media/'.length))
  expect(original.headers.get('Content-Type')).toBe('image/png')
  const etag = original.headers.get('ETag')!
  expect((await get(row.url.slice('/media/'.length), { 'If-None-Match': etag })).status).toBe(304)
})

test('unknown keys are 404', async () => {
  const res = await get('uploads/2026/01/does-not-exist.webp')
  expect(res.status).toBe(404)
  expect(res.headers.get('Cache-Control')).not.toContain('immutable')
})

test('path traversal and non-image files are refused', async () => {
  // a file next to the upload directory that must never be reachable
  const outside = path.resolve(getEnv().UPLOAD_DIR, '..', 'secret.png')
  await mkdir(path.dirname(outside), { recursive: true })
  await writeFile(outside, 'secret')
  for (const key of [
    '../secret.png',
    '..%2Fsecret.png',
    'uploads/../../secret.png',
    '/etc/passwd',
    'a/b/../../../secret.png',
    'notes.txt',
  ]) {
    const res = await get(key)
    expect([400, 404]).toContain(res.status)
    expect(await res.text()).not.toContain('secret')
  }
})
