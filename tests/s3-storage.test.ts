// MEDIA_STORAGE=s3 against a real S3 server (s3rver, in this process, on 127.0.0.1:3240 with a
// temporary directory): uploads through the admin media action land in the bucket with every
// derivative, /media streams them (ranges too), deletes remove them, a backup is written to and
// restored from the bucket with its media, a backup job's state is shared through the bucket (the
// progress poll and the one-job rule hold across machines), and a bucket that is down gives a clear
// 503 with nothing written to the database.
import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { count, eq } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

const PORT = 3240
vi.hoisted(() => {
  Object.assign(process.env, {
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:3240',
    S3_REGION: 'us-east-1',
    S3_BUCKET: 'site-media',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
})

import { db } from '#app/db/client.server'
import { auditLogs, media, profiles } from '#app/db/schema'
import { encodeMp3, renderChimes } from '#app/db/seed/seed-audio.server'
import * as downloadRoute from '#app/routes/admin/backup-download'
import * as progressRoute from '#app/routes/admin/backup-progress'
import { jobMirrorsSettled } from '#app/features/backup/backup-job-mirror.server'
import { JOB_STOPPED, REMOTE_STALE_MS, getJob } from '#app/features/backup/backup-progress.server'
import * as backupPage from '#app/routes/admin/backup-restore'
import * as mediaRoute from '#app/routes/admin/media'
import * as profileRoute from '#app/routes/site/profile'
import { loader as mediaLoader } from '#app/routes/api/media'
import { EnvError, getEnv, parseEnv } from '#app/utils/env.server'
import { IMAGE_WIDTHS } from '#app/utils/image-url'
import { checkStorageReachable, getMediaStorage } from '#app/utils/storage.server'
import { STORAGE_UNAVAILABLE_MESSAGE } from '#app/utils/storage-unavailable'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

const BUCKET = 'site-media'
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${PORT}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  maxAttempts: 1,
})
let server: S3rver
let dir: string
let admin: TestUser
let editor: TestUser

async function startS3() {
  server = new S3rver({
    port: PORT,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await server.run()
}

async function keys(prefix = '') {
  const res = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))
  return (res.Contents ?? []).map((o) => o.Key!).sort()
}

async function object(key: string) {
  const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
  return { bytes: Buffer.from(await res.Body!.transformToByteArray()), etag: res.ETag }
}

function upload(user: TestUser, file: Blob, name: string) {
  const form = new FormData()
  form.append('intent', 'upload')
  form.append('file', file, name)
  form.append('altText', 'A court at dusk')
  const encoded = new Response(form)
  return encoded.arrayBuffer().then((body) =>
    callRoute(
      mediaRoute.action,
      new Request('http://localhost:3000/admin/media', {
        method: 'POST',
        headers: {
          'Content-Type': encoded.headers.get('Content-Type')!,
          'Content-Length': String(body.byteLength),
          Origin: 'http://localhost:3000',
          Cookie: user.cookie,
        },
        body,
      }),
    ),
  )
}

function getMedia(key: string, headers: Record<string, string> = {}) {
  return mediaLoader({
    request: new Request(`http://localhost:3000/media/${key}`, { headers }),
    params: { '*': key },
    context: {},
  } as never)
}

const png = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 900, height: 500, channels: 3, background: '#2a6f97' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  )
const mp3 = encodeMp3(renderChimes([440, 523.25], 1)) // 2 seconds

const rowCounts = async () => ({
  media: (await db.select({ n: count() }).from(media))[0]!.n,
  audits: (await db.select({ n: count() }).from(auditLogs))[0]!.n,
})

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'))
  await startS3()
  ;[admin, editor] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'editor' }),
  ])
})

afterAll(async () => {
  await server?.close().catch(() => {})
  s3.destroy()
  await rm(dir, { recursive: true, force: true })
})

describe('MEDIA_STORAGE=s3', () => {
  test('s3 without a bucket or keys refuses to start with a clear message', () => {
    expect(() => parseEnv({ MEDIA_STORAGE: 's3' })).toThrow(EnvError)
    expect(() => parseEnv({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      'MEDIA_STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    )
    expect(getEnv().MEDIA_STORAGE).toBe('s3')
  })

  let imageKeys: string[] = []
  let imageId = ''

  test('an image uploaded in /admin/media lands in the bucket with every derivative', async () => {
    const res = await upload(editor, await png(), 'court.png')
    expect(res.status).toBe(302)
    const [row] = await db.select().from(media).where(eq(media.originalName, 'court.png'))
    expect(row).toBeDefined()
    imageId = row!.id
    const original = row!.url.slice('/media/'.length)
    imageKeys = [original, ...row!.variants.map((v) => v.key)].sort()
    expect(row!.variants).toHaveLength(IMAGE_WIDTHS.length * 2)
    expect(await keys('uploads/')).toEqual(imageKeys)
    // nothing on the local disk
    const local = await readdir(getEnv().UPLOAD_DIR).catch(() => [])
    expect(local).toEqual([])
    expect(await checkStorageReachable()).toEqual({ ok: true, kind: 's3' })
  })

  test('/media streams from the bucket: ETag from S3, 304, and a Range on audio is a 206', async () => {
    const variant = imageKeys.find((k) => k.endsWith('-480.webp'))!
    const stored = await object(variant)
    const whole = await getMedia(variant)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Content-Type')).toBe('image/webp')
    expect(whole.headers.get('ETag')).toBe(stored.etag)
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(stored.bytes)
    expect((await getMedia(variant, { 'If-None-Match': stored.etag! })).status).toBe(304)

    const res = await upload(
      editor,
      new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }),
      'ep.mp3',
    )
    expect(res.status).toBe(302)
    const [episode] = await db.select().from(media).where(eq(media.originalName, 'ep.mp3'))
    const key = episode!.url.slice('/media/'.length)
    expect((await object(key)).bytes).toEqual(mp3)
    const part = await getMedia(key, { Range: 'bytes=100-1123' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 100-1123/${mp3.length}`)
    expect(part.headers.get('Content-Length')).toBe('1024')
    expect(Buffer.from(await part.arrayBuffer())).toEqual(mp3.subarray(100, 1124))
    expect((await getMedia('uploads/2026/11/missing.mp3')).status).toBe(404)
  })

  test('a backup goes to the bucket with the media, downloads, and restores them', async () => {
    const made = await callRoute(
      backupPage.action,
      makeRequest('/admin/backup-restore', { user: admin, form: { intent: 'backup' } }),
    )
    expect(made.status).toBe(302)
    const archives = await keys('backups/')
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^backups\/backup-\d{8}-\d{6}\.tar\.gz$/)
    const name = archives[0]!.slice('backups/'.length)
    const page = await callRoute(
      backupPage.loader,
      makeRequest('/admin/backup-restore', { user: admin }),
    )
    expect(page.data.backups.map((b: { name: string }) => b.name)).toEqual([name])
    expect(page.data.storageError).toBeNull()
    const dl = await downloadRoute.loader({
      request: makeRequest(`/admin/backup-restore/download/${name}`, { user: admin }),
      params: { name },
      context: {},
    } as never)
    expect(dl.status).toBe(200)
    expect(Buffer.from(await dl.arrayBuffer())).toEqual((await object(archives[0]!)).bytes)

    // after the backup: the image is deleted (row and objects) and a stray object appears
    const before = await keys('uploads/')
    const deleted = await callRoute(
      mediaRoute.action,
      makeRequest('/admin/media', { user: editor, form: { intent: 'delete', id: imageId } }),
    )
    expect(deleted.status).toBe(302)
    expect(await db.select().from(media).where(eq(media.id, imageId))).toHaveLength(0)
    for (const k of imageKeys) expect(await keys(k)).toEqual([])
    await s3.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: 'uploads/2026/11/stray.jpg', Body: 'x' }),
    )

    const restored = await callRoute(
      backupPage.action,
      makeRequest('/admin/backup-restore', {
        user: admin,
        form: { intent: 'restore', name, confirm: 'RESTORE' },
      }),
    )
    expect(restored.status).toBe(302)
    expect(await db.select().from(media).where(eq(media.id, imageId))).toHaveLength(1)
    expect(await keys('uploads/')).toEqual(before)
    expect(await keys('backups/')).toEqual(archives)
    expect(await getMediaStorage().exists(imageKeys[0]!)).toBe(true)
  })

  test("another machine's backup job: its progress is read from the bucket, and no second job starts while it runs", async () => {
    const putJson = (key: string, body: string) =>
      s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }))
    const id = randomUUID()
    const theirs = {
      id,
      kind: 'backup',
      status: 'running',
      progress: { phase: 'tables', label: 'Copying articles', done: 3, total: 10 },
      message: '',
      file: 'backup-20261127-120000.tar.gz',
      sessionHash: null,
      host: 'another-machine',
      pid: 1,
      updatedAt: Date.now(),
    }
    // as the other machine's backup-job-mirror writes them
    await putJson(`backup-jobs/${id}.json`, JSON.stringify(theirs))
    await putJson('backup-jobs/running', id)
    const poll = () =>
      callRoute(
        progressRoute.loader,
        makeRequest(`/admin/backup-restore/progress?job=${id}`, { user: admin }),
      )
    const running = await poll()
    expect(running.status).toBe(200)
    expect(running.data).toMatchObject({ id, status: 'running', phase: 'tables' })
    const page = await callRoute(
      backupPage.loader,
      makeRequest('/admin/backup-restore', { user: admin }),
    )
    expect(page.data.job).toMatchObject({ id, status: 'running' })
    const archives = await keys('backups/')
    const busy = await callRoute(
      backupPage.action,
      makeRequest('/admin/backup-restore', { user: admin, form: { intent: 'backup' } }),
    )
    expect(busy.status).toBe(409)
    expect(busy.data.message).toBe('A backup or restore is already running. Wait for it to finish.')
    expect(await keys('backups/')).toEqual(archives)

    // its machine stops writing (the heartbeat is every 10 s): after a minute it has stopped
    await putJson(
      `backup-jobs/${id}.json`,
      JSON.stringify({ ...theirs, updatedAt: Date.now() - REMOTE_STALE_MS - 1000 }),
    )
    expect((await poll()).data).toMatchObject({ id, status: 'failed', message: JOB_STOPPED })

    // a job on this machine may start now, and its state is in the bucket for the others
    const started = await callRoute(
      backupPage.action,
      makeRequest('/admin/backup-restore', {
        user: admin,
        form: { intent: 'backup', background: '1' },
      }),
    )
    expect(started.status).toBe(200)
    const mine = started.data.job.id as string
    await expect.poll(async () => (await getJob(mine))?.status, { timeout: 30_000 }).toBe('done')
    await jobMirrorsSettled()
    const copy = JSON.parse((await object(`backup-jobs/${mine}.json`)).bytes.toString('utf8'))
    expect(copy).toMatchObject({ id: mine, status: 'done', host: os.hostname() })
    await expect.poll(() => keys('backup-jobs/running')).toEqual([])
    expect(await keys('backups/')).toHaveLength(archives.length + 1)
  })

  test('bucket down: a clear 503 on upload and /media, nothing in the database, page still opens', async () => {
    await server.close()
    try {
      const before = await rowCounts()
      const res = await upload(editor, await png(), 'while-down.png')
      expect(res.status).toBe(503)
      expect(res.data.errors.file).toBe(STORAGE_UNAVAILABLE_MESSAGE)
      const audio = await upload(
        editor,
        new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }),
        'down.mp3',
      )
      expect(audio.status).toBe(503)
      expect(await rowCounts()).toEqual(before)

      // a member's avatar: the same 503 from the action kit, her profile unchanged
      const member = await createUser()
      const avatarForm = new FormData()
      avatarForm.append('intent', 'avatar')
      avatarForm.append('avatar', await png(), 'me.png')
      const avatar = await callRoute(
        profileRoute.action,
        new Request('http://localhost:3000/profile', {
          method: 'POST',
          headers: { Cookie: member.cookie, Origin: 'http://localhost:3000' },
          body: avatarForm,
        }),
      )
      expect(avatar.status).toBe(503)
      expect(avatar.data.message).toBe(STORAGE_UNAVAILABLE_MESSAGE)
      const [profile] = await db
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.userId, member.id))
      expect(profile?.avatarUrl ?? null).toBeNull()

      const read = await getMedia(imageKeys[0]!)
      expect(read.status).toBe(503)
      expect(await read.text()).toBe(STORAGE_UNAVAILABLE_MESSAGE)

      const del = await callRoute(
        mediaRoute.action,
        makeRequest('/admin/media', { user: editor, form: { intent: 'delete', id: imageId } }),
      )
      expect(del.status).toBe(503)
      expect(await db.select().from(media).where(eq(media.id, imageId))).toHaveLength(1)

      const page = await callRoute(
        backupPage.loader,
        makeRequest('/admin/backup-restore', { user: admin }),
      )
      expect(page.status).toBe(200)
      expect(page.data.storageError).toBe(STORAGE_UNAVAILABLE_MESSAGE)
      const restore = await callRoute(
        backupPage.action,
        makeRequest('/admin/backup-restore', {
          user: admin,
          form: { intent: 'restore', name: 'backup-x.tar.gz', confirm: 'RESTORE' },
        }),
      )
      expect(restore.status).toBe(503)
      const backup = await callRoute(
        backupPage.action,
        makeRequest('/admin/backup-restore', { user: admin, form: { intent: 'backup' } }),
      )
      expect(backup.status).toBe(422)
      expect(backup.data.message).toBe(STORAGE_UNAVAILABLE_MESSAGE)
      const check = await checkStorageReachable()
      expect(check).toMatchObject({ ok: false, kind: 's3' })
    } finally {
      await startS3()
    }
    expect(await checkStorageReachable()).toEqual({ ok: true, kind: 's3' })
    // the upload that failed left no object behind
    expect((await keys('uploads/')).length).toBe(imageKeys.length + 1)
  })
})
