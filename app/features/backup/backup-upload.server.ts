// Uploading a backup archive on /admin/backup-restore: the multipart body is streamed straight to a
// hidden file in BACKUP_DIR (never held in memory), cut off at BACKUP_UPLOAD_MAX_BYTES, then checked
// completely (signature, readable, every size and checksum, same migrations and tables) before it
// joins the list (moved there, or uploaded to the bucket). Restoring it is a separate step with the
// usual typed confirmation.
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import { db } from '#app/db/client.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import { getEnv } from '#app/utils/env.server'
import { backupDir, getBackupStore } from './backup-store.server'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageUnavailable } from '#app/utils/storage-unavailable'
import { UPLOAD_FIELD } from './backup.schema'
import { RestoreRefused, verifyBackup } from './restore-verify.server'
import { formatBytes } from '#app/utils/format-bytes'
import { formatCount } from '#app/utils/format-number'

export const UPLOAD_MESSAGES = {
  missing: 'Choose a backup archive (.tar.gz) to upload',
  notArchive: 'A backup is a .tar.gz file made by this site',
  tooLarge: (max = getEnv().BACKUP_UPLOAD_MAX_BYTES) =>
    `The backup is too large to upload (the limit is ${formatBytes(max)}). Copy it into the backup folder on the server instead.`,
  unreadable: 'The upload was interrupted or is not a form upload. Please try again.',
} as const

/** True for the upload form: multipart, sent to ?upload. */
export function isBackupUpload(request: Request) {
  return (
    /^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? '') &&
    new URL(request.url).searchParams.has('upload')
  )
}

function stamp(d = new Date()) {
  return d.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-')
}

type Received = { part: string; filename: string; truncated: boolean }

/** Streams the one file field to disk. Other fields and files are skipped. */
async function receive(request: Request, dir: string, maxBytes: number) {
  const bb = busboy({
    headers: { 'content-type': request.headers.get('Content-Type') ?? '' },
    limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 12, fieldSize: 1024 },
  })
  let saving = null as Promise<Received> | null
  bb.on('file', (field, stream, info) => {
    if (field !== UPLOAD_FIELD || saving) {
      stream.resume()
      return
    }
    const part = path.join(dir, `.upload-${randomUUID()}.part`)
    saving = pipeline(stream, createWriteStream(part)).then(
      () => ({ part, filename: info.filename ?? '', truncated: stream.truncated === true }),
      async (error: unknown) => {
        await rm(part, { force: true })
        throw error
      },
    )
  })
  try {
    await pipeline(Readable.fromWeb(request.body as never), bb as Writable)
  } catch (error) {
    // a file already written in full is removed here; a half-written one by its own pipeline
    const written = await saving?.catch(() => null)
    if (written) await rm(written.part, { force: true })
    throw error
  }
  return saving ? await saving : null
}

/**
 * Receives, checks and lists an uploaded archive. The caller has checked the admin role. Refused
 * uploads leave nothing behind.
 */
export async function receiveBackupUpload(
  request: Request,
  actor: Actor,
  max = getEnv().BACKUP_UPLOAD_MAX_BYTES,
): Promise<ActionResult & { name?: string }> {
  if (!request.body) return { ok: false, status: 400, message: UPLOAD_MESSAGES.missing }
  const dir = backupDir()
  await mkdir(dir, { recursive: true })
  let got: Received | null
  try {
    got = await receive(request, dir, max)
  } catch {
    return { ok: false, status: 400, message: UPLOAD_MESSAGES.unreadable }
  }
  if (!got || !got.filename) {
    if (got) await rm(got.part, { force: true })
    return {
      ok: false,
      status: 400,
      message: UPLOAD_MESSAGES.missing,
      errors: { [UPLOAD_FIELD]: UPLOAD_MESSAGES.missing },
    }
  }
  const refuse = async (status: number, message: string): Promise<ActionResult> => {
    await rm(got!.part, { force: true })
    return { ok: false, status, message, errors: { [UPLOAD_FIELD]: message } }
  }
  if (got.truncated) return refuse(413, UPLOAD_MESSAGES.tooLarge(max))
  if (!/\.(tar\.gz|tgz)$/i.test(got.filename)) return refuse(400, UPLOAD_MESSAGES.notArchive)
  let manifest
  try {
    manifest = await verifyBackup(got.part)
  } catch (error) {
    if (error instanceof RestoreRefused) return refuse(422, error.message)
    await rm(got.part, { force: true })
    throw error
  }
  const name = `uploaded-${stamp()}-${randomUUID().slice(0, 6)}.tar.gz`
  try {
    await getBackupStore().saveFile(name, got.part)
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error
    return refuse(503, STORAGE_UNAVAILABLE_MESSAGE)
  }
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0)
  await recordAudit(db, {
    action: 'upload',
    entityType: 'backup',
    entityData: { name, original: got.filename.slice(0, 200), rows, createdAt: manifest.createdAt },
    userId: actor.id,
  })
  return {
    ok: true,
    name,
    message: `Backup uploaded and checked as ${name} (${formatCount(rows)} rows, made ${manifest.createdAt.slice(0, 10)}). To restore it, choose it under Restore a backup.`,
  }
}
