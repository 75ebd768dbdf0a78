// Video upload through the real door (the route's action), the transcode job, captions, limits.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { media, mediaJobs, siteSettings } from '#app/db/schema'
import { getMediaStorage } from '#app/utils/storage.server'
import { createUser, type TestUser } from '#tests/factories'
import * as uploadRoute from '#app/routes/admin/media-upload-video'
import * as captionsRoute from '#app/routes/admin/media-captions'
import { ffmpegPath, probe } from './ffmpeg.server'
import { runVideoJobs, requeueStaleJobs } from './video-jobs.server'

let editor: TestUser
let member: TestUser
let clip: Buffer
const dir = mkdtempSync(path.join(tmpdir(), 'video-test-'))

beforeAll(async () => {
  editor = await createUser({ role: 'editor' })
  member = await createUser({ role: 'user' })
  // 1.5 s of 854x480 picture and sound, as a phone would send it (GPS in the metadata)
  const file = path.join(dir, 'clip.mov')
  execFileSync(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=24',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100',
    '-t',
    '1.5',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-metadata',
    'location=+48.8584+002.2945/',
    '-f',
    'mov',
    file,
  ])
  clip = readFileSync(file)
}, 30_000)

async function post(
  route: { action: (a: never) => Promise<unknown> },
  url: string,
  user: TestUser | null,
  parts: Record<string, string | Blob>,
  fileName = 'clip.mov',
): Promise<{ status: number; location: string | null; body: { message?: string } | null }> {
  const fd = new FormData()
  for (const [k, v] of Object.entries(parts))
    if (typeof v === 'string') fd.append(k, v)
    else fd.append(k, v, k === 'captions' ? 'captions.vtt' : fileName)
  const encoded = new Response(fd)
  const body = await encoded.arrayBuffer()
  const headers = new Headers({
    'Content-Type': encoded.headers.get('Content-Type')!,
    'Content-Length': String(body.byteLength),
    Origin: 'http://localhost:3000',
  })
  if (user) headers.set('Cookie', user.cookie)
  const request = new Request(url, { method: 'POST', headers, body })
  try {
    const out = await route.action({ request, params: {}, context: {} } as never)
    if (out instanceof Response)
      return { status: out.status, location: out.headers.get('Location'), body: null }
    const d = out as { type?: string; data?: unknown; init?: { status?: number } }
    return d?.type === 'DataWithResponseInit'
      ? { status: d.init?.status ?? 200, location: null, body: d.data as { message?: string } }
      : { status: 200, location: null, body: out as { message?: string } }
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: null, body: null }
    throw e
  }
}

const UPLOAD = 'http://localhost:3000/admin/media/upload-video'
const videoBlob = (b: Buffer, type = 'video/quicktime') => new Blob([new Uint8Array(b)], { type })

describe('video upload and transcode', () => {
  test('an editor uploads a clip: the job makes 720p and 480p, a poster and the duration', async () => {
    const res = await post(uploadRoute, UPLOAD, editor, {
      altText: 'Test pattern',
      file: videoBlob(clip),
    })
    expect(res.status).toBe(302)
    const id = new URL(res.location!, 'http://x').searchParams.get('item')!
    const [queued] = await db.select().from(mediaJobs).where(eq(mediaJobs.mediaId, id))
    expect(queued?.kind).toBe('transcode')
    await runVideoJobs()
    const [job] = await db.select().from(mediaJobs).where(eq(mediaJobs.mediaId, id))
    expect(job).toMatchObject({ status: 'done', progress: 100, error: null })
    const [row] = await db.select().from(media).where(eq(media.id, id))
    expect(row!.mimeType).toBe('video/quicktime')
    expect(row!.durationSeconds).toBe(2) // 1.5 s, rounded
    expect([row!.width, row!.height]).toEqual([1280, 720])
    const v = row!.video!
    expect(v.renditions.map((r) => [r.width, r.height])).toEqual([
      [1280, 720],
      [854, 480],
    ])
    const storage = getMediaStorage()
    for (const r of v.renditions) {
      const s = await storage.stat(r.key)
      expect(s?.contentType).toBe('video/mp4')
      // H.264 + AAC, metadata gone
      const file = path.join(dir, `${r.height}.mp4`)
      const body = await storage.get(r.key)
      writeFileSync(file, body!.body)
      const info = await probe(file)
      expect(info.height).toBe(r.height)
      expect(info.hasAudio).toBe(true)
      const log = execFileSync(ffmpegPath(), ['-hide_banner', '-i', file, '-f', 'null', '-'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      expect(log).not.toContain('48.8584')
    }
    expect(v.posterKey).toMatch(/-poster\.jpg$/)
    expect(await storage.exists(v.posterKey!)).toBe(true)
    expect(row!.variants.some((x) => x.format === 'avif')).toBe(true)
    expect(row!.variants.some((x) => x.format === 'webp')).toBe(true)
    // the original is kept
    expect(await storage.exists(row!.url.slice('/media/'.length))).toBe(true)
  }, 60_000)

  test('a broken file fails with FFmpeg’s reason and keeps the original', async () => {
    // an MP4 header and then garbage
    const broken = Buffer.concat([clip.subarray(0, 32), Buffer.alloc(4000, 7)])
    const res = await post(
      uploadRoute,
      UPLOAD,
      editor,
      { file: videoBlob(broken, 'video/mp4') },
      'broken.mp4',
    )
    expect(res.status).toBe(302)
    const id = new URL(res.location!, 'http://x').searchParams.get('item')!
    await runVideoJobs()
    const [job] = await db.select().from(mediaJobs).where(eq(mediaJobs.mediaId, id))
    expect(job!.status).toBe('failed')
    expect(job!.error).toBeTruthy()
    expect(job!.error!.length).toBeLessThan(501)
    const [row] = await db.select().from(media).where(eq(media.id, id))
    expect(row!.video).toBeNull()
    expect(await getMediaStorage().exists(row!.url.slice('/media/'.length))).toBe(true)
  }, 30_000)

  test('a file over the limit in the settings is refused with 413 and stores nothing', async () => {
    await db
      .insert(siteSettings)
      .values({ key: 'video_upload_max_mb', value: 1 })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: 1 } })
    const before = (await db.select().from(media)).length
    const big = Buffer.concat([clip, Buffer.alloc(1024 * 1024 + 10, 1)])
    const res = await post(uploadRoute, UPLOAD, editor, { file: videoBlob(big) })
    expect(res.status).toBe(413)
    expect(res.body?.message).toBe('The video is too large. The maximum size is 1 MB.')
    expect((await db.select().from(media)).length).toBe(before)
    await db.delete(siteSettings).where(eq(siteSettings.key, 'video_upload_max_mb'))
  })

  test('not a video, no file, or a member: refused, nothing stored', async () => {
    const before = (await db.select().from(media)).length
    const text = await post(uploadRoute, UPLOAD, editor, {
      file: new Blob(['hello'], { type: 'video/mp4' }),
    })
    expect(text.status).toBe(400)
    expect(text.body?.message).toBe(
      'Unsupported video type. Please upload an MP4, MOV or WebM file.',
    )
    const none = await post(uploadRoute, UPLOAD, editor, { altText: 'x' })
    expect(none.status).toBe(400)
    const refused = await post(uploadRoute, UPLOAD, member, { file: videoBlob(clip) })
    expect(refused.status).toBe(403)
    const anonymous = await post(uploadRoute, UPLOAD, null, { file: videoBlob(clip) })
    expect(anonymous.status).toBe(401)
    expect((await db.select().from(media)).length).toBe(before)
  })

  test('a running job whose process stopped beating is queued again', async () => {
    const [row] = await db.select().from(media).limit(1)
    const [job] = await db
      .insert(mediaJobs)
      .values({
        mediaId: row!.id,
        status: 'running',
        attempts: 1,
        lockedBy: 'gone',
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning()
    await requeueStaleJobs()
    const [after] = await db.select().from(mediaJobs).where(eq(mediaJobs.id, job!.id))
    expect(after!.status).toBe('queued')
    await db.delete(mediaJobs).where(eq(mediaJobs.id, job!.id))
  })

  test('captions: a WebVTT file is added, anything else is refused', async () => {
    const [video] = await db.select().from(media).where(eq(media.mimeType, 'video/quicktime'))
    const url = 'http://localhost:3000/admin/media/captions'
    const bad = await post(captionsRoute, url, editor, {
      id: video!.id,
      lang: 'en',
      label: 'English',
      captions: new Blob(['1\n00:00.000 --> 00:01.000\nHi'], { type: 'text/vtt' }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body?.message).toBe('This is not a WebVTT file: it must start with "WEBVTT".')
    const ok = await post(captionsRoute, url, editor, {
      id: video!.id,
      lang: 'en',
      label: 'English',
      captions: new Blob(['WEBVTT\n\n00:00.000 --> 00:01.000\nHello'], { type: 'text/vtt' }),
    })
    expect(ok.status).toBe(302)
    const [row] = await db.select().from(media).where(eq(media.id, video!.id))
    expect(row!.video!.captions).toEqual([
      {
        lang: 'en',
        label: 'English',
        key: expect.stringMatching(/-captions-en-[0-9a-f]{8}\.vtt$/),
      },
    ])
    const stored = await getMediaStorage().stat(row!.video!.captions[0]!.key)
    expect(stored?.contentType).toBe('text/vtt')
  })
})
