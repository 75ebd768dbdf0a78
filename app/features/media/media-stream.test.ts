// GET /media streams: a 304, a HEAD and a range read nothing they do not send, and at most
// MEDIA_MAX_CONCURRENT_READS files are open at once (the rest wait for a turn, or get 503).
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, expect, test, vi } from 'vitest'

// bodies left unread in these tests keep their turns (the stall rule has its own test below)
vi.hoisted(() => {
  process.env.MEDIA_READ_STALL_SECONDS = '600'
})
import { loader } from '#app/routes/api/media'
import { getEnv } from '#app/utils/env.server'
import { acquireMediaRead, mediaReadLoad, releasingBody } from '#app/utils/media-reads.server'
import { getMediaStorage, type LocalDiskStorage } from '#app/utils/storage.server'

const KEY = 'podcasts/stream-test.mp3'
const bytes = randomBytes(3 * 1024 * 1024)

function get(headers: Record<string, string> = {}, init: RequestInit = {}) {
  const request = new Request(`http://localhost:3000/media/${KEY}`, { headers, ...init })
  return loader({ request, params: { '*': KEY }, context: {} } as unknown as Parameters<
    typeof loader
  >[0])
}

beforeAll(async () => {
  const file = path.join(getEnv().UPLOAD_DIR, KEY)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, bytes)
})

test('304 and HEAD open no file; a range reads only its bytes', async () => {
  const storage = getMediaStorage() as LocalDiskStorage
  const opened = vi.spyOn(storage, 'createReadStream')
  const whole = await get()
  const etag = whole.headers.get('ETag')!
  expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes)
  expect(opened).toHaveBeenCalledTimes(1)
  expect((await get({ 'If-None-Match': etag })).status).toBe(304)
  const head = await get({}, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(head.headers.get('Content-Length')).toBe(String(bytes.length))
  expect(opened).toHaveBeenCalledTimes(1)
  const part = await get({ Range: 'bytes=1000-1009' })
  expect(part.status).toBe(206)
  expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(1000, 1010))
  expect(opened).toHaveBeenLastCalledWith(KEY, { start: 1000, end: 1009 })
  opened.mockRestore()
  expect(mediaReadLoad()).toEqual({ active: 0, waiting: 0 })
})

test('at most MEDIA_MAX_CONCURRENT_READS files stream at once; a cancelled body frees its turn', async () => {
  const max = getEnv().MEDIA_MAX_CONCURRENT_READS
  // bodies nobody reads yet: each holds its turn
  const open = await Promise.all(Array.from({ length: max }, () => get()))
  expect(mediaReadLoad()).toEqual({ active: max, waiting: 0 })
  const waiting = get({ Range: 'bytes=0-1' })
  await vi.waitFor(() => expect(mediaReadLoad().waiting).toBe(1))
  // a client that leaves before its turn gives it up
  const leaving = new AbortController()
  const gone = get({}, { signal: leaving.signal })
  await vi.waitFor(() => expect(mediaReadLoad().waiting).toBe(2))
  leaving.abort()
  expect((await gone).status).toBe(503)
  await open[0]!.body!.cancel()
  const next = await waiting
  expect(next.status).toBe(206)
  expect(Buffer.from(await next.arrayBuffer())).toEqual(bytes.subarray(0, 2))
  // read to the end, the others give their turns back too
  for (const res of open.slice(1)) expect((await res.arrayBuffer()).byteLength).toBe(bytes.length)
  expect(mediaReadLoad()).toEqual({ active: 0, waiting: 0 })
})

test('a stream whose client stops reading gives its turn back, and waits for one to read on', async () => {
  const max = getEnv().MEDIA_MAX_CONCURRENT_READS
  const turns = await Promise.all(Array.from({ length: max - 1 }, () => acquireMediaRead()))
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array([1]))
      controller.enqueue(new Uint8Array([2]))
      controller.close()
    },
  })
  const body = releasingBody(source, (await acquireMediaRead())!, undefined, 50)
  const reader = body.getReader()
  expect((await reader.read()).value).toEqual(new Uint8Array([1]))
  expect(mediaReadLoad().active).toBe(max)
  // the client pauses: its turn goes to the next request
  await vi.waitFor(() => expect(mediaReadLoad().active).toBe(max - 1))
  const other = (await acquireMediaRead())!
  // reading on waits for a turn
  const next = reader.read()
  await vi.waitFor(() => expect(mediaReadLoad().waiting).toBe(1))
  other()
  expect((await next).value).toEqual(new Uint8Array([2]))
  expect((await reader.read()).done).toBe(true)
  for (const release of turns) release!()
  expect(mediaReadLoad()).toEqual({ active: 0, waiting: 0 })
})
