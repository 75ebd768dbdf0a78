// Where finished backup archives are kept: BACKUP_DIR on the local disk, or with MEDIA_STORAGE=s3 the
// bucket under backups/, so every app server lists, serves and restores the same archives. An
// archive is made (or received) as a local file first and handed over whole with saveFile: a
// half-written archive is never listed. A restore reads a local file (localCopy: the disk's own
// file, or a download of the object). A bucket that cannot be reached throws
// StorageUnavailableError (app/utils/storage-unavailable.ts).
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rename, rm, stat, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { getEnv } from '#app/utils/env.server'
import { S3ObjectStore, s3SettingsFromEnv } from '#app/utils/s3-objects.server'

export const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.tar\.gz$/
/** The archives' key prefix in the bucket (the media use their own keys, which never start so). */
export const BACKUP_PREFIX = 'backups/'

export type StoredArchive = { name: string; size: number; createdAt: Date }
export type ArchiveRead = { size: number; body: ReadableStream<Uint8Array> }

export interface BackupArchiveStore {
  readonly kind: 'local' | 's3'
  /** Archives with a valid name, newest first. */
  list(): Promise<StoredArchive[]>
  /** Adds a finished archive from a local file, which is moved or uploaded and then removed. */
  saveFile(name: string, file: string, createdAt?: Date): Promise<void>
  /** Adds an archive from a stream (complete once this resolves). */
  writeStream(name: string, body: Readable): Promise<void>
  /** The archive's bytes as they are read, or null for an unknown name. */
  openRead(name: string): Promise<ArchiveRead | null>
  /** A local file holding the archive (a download for a bucket); `release` removes a download. */
  localCopy(name: string): Promise<{ file: string; release: () => Promise<void> } | null>
  delete(name: string): Promise<void>
}

/** Local folder where archives are assembled and uploads received (both kinds of store). */
export function backupDir() {
  return path.resolve(getEnv().BACKUP_DIR)
}

const newestFirst = (a: StoredArchive, b: StoredArchive) =>
  b.createdAt.getTime() - a.createdAt.getTime()

export class LocalArchiveStore implements BackupArchiveStore {
  readonly kind = 'local'
  constructor(readonly dir: string) {}

  private file(name: string) {
    return BACKUP_NAME.test(name) ? path.join(this.dir, name) : null
  }

  async list() {
    let names: string[]
    try {
      names = (await readdir(this.dir)).filter((n) => BACKUP_NAME.test(n))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const files = await Promise.all(
      names.map(async (name) => {
        const s = await stat(path.join(this.dir, name))
        return { name, size: s.size, createdAt: s.mtime }
      }),
    )
    return files.sort(newestFirst)
  }

  async saveFile(name: string, file: string, createdAt?: Date) {
    const target = this.file(name)
    if (!target) throw new Error(`Invalid backup name: ${name}`)
    await mkdir(this.dir, { recursive: true })
    await rename(file, target)
    if (createdAt) await utimes(target, createdAt, createdAt)
  }

  async writeStream(name: string, body: Readable) {
    const target = this.file(name)
    if (!target) throw new Error(`Invalid backup name: ${name}`)
    await mkdir(this.dir, { recursive: true })
    const part = path.join(this.dir, `.${name}.${process.pid}.part`)
    try {
      await pipeline(body, createWriteStream(part))
      await rename(part, target)
    } finally {
      await rm(part, { force: true })
    }
  }

  async openRead(name: string) {
    const file = this.file(name)
    const s = file ? await stat(file).catch(() => null) : null
    if (!file || !s?.isFile()) return null
    return {
      size: s.size,
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    }
  }

  async localCopy(name: string) {
    const file = this.file(name)
    if (
      !file ||
      !(await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ))
    )
      return null
    return { file, release: async () => {} }
  }

  async delete(name: string) {
    const file = this.file(name)
    if (file) await rm(file, { force: true })
  }
}

export class S3ArchiveStore implements BackupArchiveStore {
  readonly kind = 's3'
  constructor(readonly objects: S3ObjectStore) {}

  async list() {
    const out: StoredArchive[] = []
    for await (const o of this.objects.list())
      if (BACKUP_NAME.test(o.key))
        out.push({ name: o.key, size: o.size, createdAt: o.lastModified })
    return out.sort(newestFirst)
  }

  async saveFile(name: string, file: string) {
    if (!BACKUP_NAME.test(name)) throw new Error(`Invalid backup name: ${name}`)
    await this.objects.putFile(name, file, 'application/gzip')
    await rm(file, { force: true })
  }

  async writeStream(name: string, body: Readable) {
    if (!BACKUP_NAME.test(name)) throw new Error(`Invalid backup name: ${name}`)
    await this.objects.putStream(name, body, 'application/gzip')
  }

  async openRead(name: string) {
    if (!BACKUP_NAME.test(name)) return null
    const got = await this.objects.stream(name)
    return got && { size: got.size, body: got.body }
  }

  async localCopy(name: string) {
    const read = await this.openRead(name)
    if (!read) return null
    const dir = await mkdtemp(path.join(os.tmpdir(), 'backup-download-'))
    const release = () => rm(dir, { recursive: true, force: true })
    const file = path.join(dir, name)
    try {
      await pipeline(Readable.fromWeb(read.body as never), createWriteStream(file))
    } catch (error) {
      await release()
      throw error
    }
    return { file, release }
  }

  async delete(name: string) {
    if (BACKUP_NAME.test(name)) await this.objects.delete(name)
  }
}

/** The configured archive store (the bucket when MEDIA_STORAGE=s3). */
export function getBackupStore(): BackupArchiveStore {
  return getEnv().MEDIA_STORAGE === 's3'
    ? new S3ArchiveStore(new S3ObjectStore(s3SettingsFromEnv(), BACKUP_PREFIX))
    : new LocalArchiveStore(backupDir())
}
