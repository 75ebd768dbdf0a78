// Video uploads (MP4, MOV, WebM) to the media library. The multipart body is streamed to a temporary
// file (never held in memory) and cut off at the size limit set in the admin settings; the format
// is recognised from the bytes; the original goes to storage with putFile, and a queued transcode
// job (video-jobs.server.ts) makes the renditions and the poster later.
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, open, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { db } from '#app/db/client.server'
import { media, mediaJobs } from '#app/db/schema'
import { recordAudit } from '#app/utils/audit.server'
import { formatBytes } from '#app/utils/format-bytes'
import { getMediaStorage } from '#app/utils/storage.server'
import { VIDEO_MESSAGES } from './video.schema'

const FORMATS = {
  mp4: { ext: 'mp4', mime: 'video/mp4' },
  mov: { ext: 'mov', mime: 'video/quicktime' },
  webm: { ext: 'webm', mime: 'video/webm' },
} as const
type Format = keyof typeof FORMATS

/** The container from the file's first bytes: ISO media (MP4/MOV) or Matroska/WebM. */
export function sniffVideo(head: Buffer): Format | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp')
    return head.toString('latin1', 8, 10) === 'qt' ? 'mov' : 'mp4'
  // QuickTime files may start with other atoms
  if (head.length >= 8 && /^(moov|mdat|wide|free|skip)$/.test(head.toString('latin1', 4, 8)))
    return 'mov'
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm'
  return null
}

type Received = { file: string; filename: string; truncated: boolean; fields: Map<string, string> }

/** Streams the one `file` part to a temporary file; other small fields are kept. */
async function receive(request: Request, dir: string, maxBytes: number): Promise<Received | null> {
  const bb = busboy({
    headers: { 'content-type': request.headers.get('Content-Type') ?? '' },
    limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 12, fieldSize: 1024 },
  })
  const fields = new Map<string, string>()
  let saving = null as Promise<Received> | null
  bb.on('field', (name, value) => fields.set(name, value))
  bb.on('file', (field, stream, info) => {
    if (field !== 'file' || saving) {
      stream.resume()
      return
    }
    const file = path.join(dir, `upload-${randomUUID()}`)
    saving = pipeline(stream, createWriteStream(file)).then(() => ({
      file,
      filename: info.filename ?? '',
      truncated: stream.truncated === true,
      fields,
    }))
  })
  await pipeline(Readable.fromWeb(request.body as never), bb as Writable)
  return saving ? await saving : null
}

async function readHead(file: string) {
  const handle = await open(file, 'r')
  try {
    const buf = Buffer.alloc(16)
    const { bytesRead } = await handle.read(buf, 0, 16, 0)
    return buf.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

function newKey() {
  const now = new Date()
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `uploads/${now.getUTCFullYear()}/${mm}/${randomUUID()}`
}

export type VideoUploadResult =
  { ok: true; id: string; name: string } | { ok: false; status: number; message: string }

/**
 * Receives a video upload, stores the original and queues its transcode, in one audited write.
 * The caller has checked the role. Refused uploads leave nothing behind.
 */
export async function receiveVideoUpload(
  request: Request,
  userId: string,
  maxBytes: number,
): Promise<VideoUploadResult> {
  const refuse = (status: number, message: string) => ({ ok: false as const, status, message })
  if (
    !/^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? '') ||
    !request.body
  )
    return refuse(400, VIDEO_MESSAGES.unreadable)
  const declared = Number(request.headers.get('Content-Length') ?? NaN)
  if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024)
    return refuse(413, VIDEO_MESSAGES.tooLarge(formatBytes(maxBytes)))
  const dir = await mkdtemp(path.join(tmpdir(), 'btg-video-'))
  try {
    let got: Received | null
    try {
      got = await receive(request, dir, maxBytes)
    } catch {
      return refuse(400, VIDEO_MESSAGES.unreadable)
    }
    if (!got || !got.filename) return refuse(400, VIDEO_MESSAGES.missing)
    if (got.truncated) return refuse(413, VIDEO_MESSAGES.tooLarge(formatBytes(maxBytes)))
    const format = sniffVideo(await readHead(got.file))
    if (!format) return refuse(400, VIDEO_MESSAGES.unsupported)
    const { size } = await stat(got.file)
    if (!size) return refuse(400, VIDEO_MESSAGES.missing)
    const key = newKey()
    const { ext, mime } = FORMATS[format]
    const originalKey = `${key}.${ext}`
    const storage = getMediaStorage()
    await storage.putFile(originalKey, got.file, mime)
    const name = got.filename.slice(0, 255)
    try {
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(media)
          .values({
            storageKey: key,
            originalName: name,
            mimeType: mime,
            size,
            width: 0,
            height: 0,
            altText: (got.fields.get('altText') ?? '').trim().slice(0, 300),
            url: `/media/${originalKey}`,
            uploadedBy: userId,
          })
          .returning({ id: media.id })
        await tx.insert(mediaJobs).values({ mediaId: r!.id, kind: 'transcode' })
        await recordAudit(tx, {
          action: 'create',
          entityType: 'media',
          entityId: r!.id,
          entityData: { name, kind: 'video' },
          userId,
        })
        return r!
      })
      return { ok: true, id: row.id, name }
    } catch (error) {
      await storage.delete(originalKey).catch(() => {})
      throw error
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
