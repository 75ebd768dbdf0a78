// Where media files live. One interface, two implementations chosen by MEDIA_STORAGE: the local
// disk under UPLOAD_DIR (LocalDiskStorage, the default) or an S3-compatible bucket (S3Storage, the
// objects named by the same keys). Callers use getMediaStorage() and never know which.
//
// Keys are relative file names such as "uploads/2026/11/3f2a...-960.webp": letters, digits, "_", "-"
// and "/" separated segments, ending in an image or audio extension. Anything else (absolute paths, "..",
// backslashes, empty segments) is refused, so a key can never point outside the storage root.
//
// Serving reads a file as a stream: `stat` (size, type, ETag, no bytes read) and then
// `createReadStream(key, range)` for just the bytes asked for, so a request for two bytes of a 40 MB
// episode costs two bytes of memory, not 40 MB (an S3 implementation maps these to HEAD and a
// ranged GET). `get` reads a whole file and is for the small ones the app processes itself.
//
// A storage that cannot be reached throws StorageUnavailableError (storage-unavailable.ts): write
// the files first and the database row after, so a failed upload leaves nothing behind.
import { randomUUID } from 'node:crypto'
import { constants as fsConstants, createReadStream, createWriteStream } from 'node:fs'
import { access, mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { getEnv } from '#app/utils/env.server'
import { S3ObjectStore, s3SettingsFromEnv } from '#app/utils/s3-objects.server'

export type StoredObject = { body: Buffer; contentType: string }
/** What a response needs before any byte is read: size, type and a validator. */
export type StoredStat = { size: number; contentType: string; etag: string }
/** Inclusive byte offsets, as in a Range header. */
export type ByteRange = { start: number; end: number }

export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** Stores a local file (a video, an archive) without reading it whole into memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>
  /** The stored bytes and their type, or null when the key is unknown (or not a valid key). */
  get(key: string): Promise<StoredObject | null>
  /** Size, type and ETag without reading the file, or null when the key is unknown. */
  stat(key: string): Promise<StoredStat | null>
  /** The file's bytes (only `range` of them when given) as they are read, or null when unknown. */
  createReadStream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** Every stored file's key and size (what a backup copies). */
  list(): AsyncIterable<{ key: string; size: number }>
}

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
}

const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(jpe?g|png|webp|avif|gif|mp3|m4a|ogg)$/

/** True for a well-formed storage key (see the header). */
export function isValidMediaKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key)
}

export function contentTypeForKey(key: string): string | null {
  const ext = KEY.exec(key)?.[1]?.toLowerCase()
  return ext ? (MEDIA_CONTENT_TYPES[ext] ?? null) : null
}

/** Files under a root directory. Writes go to a temporary file first, then rename: readers never see half a file. */
export class LocalDiskStorage implements MediaStorage {
  readonly root: string
  constructor(root: string) {
    this.root = path.resolve(root)
  }

  private resolve(key: string): string | null {
    if (!isValidMediaKey(key)) return null
    const full = path.resolve(this.root, key)
    return full.startsWith(this.root + path.sep) ? full : null
  }

  async put(key: string, body: Buffer, contentType: string) {
    const file = this.resolve(key)
    if (!file) throw new Error(`Invalid media key: ${key}`)
    if (contentTypeForKey(key) !== contentType)
      throw new Error(`Content type ${contentType} does not match ${key}`)
    await mkdir(path.dirname(file), { recursive: true })
    const tmp = `${file}.${randomUUID()}.tmp`
    await writeFile(tmp, body)
    await rename(tmp, file)
  }

  async putFile(key: string, source: string, contentType: string) {
    const file = this.resolve(key)
    if (!file) throw new Error(`Invalid media key: ${key}`)
    if (contentTypeForKey(key) !== contentType)
      throw new Error(`Content type ${contentType} does not match ${key}`)
    await mkdir(path.dirname(file), { recursive: true })
    const tmp = `${file}.${randomUUID()}.tmp`
    await pipeline(createReadStream(source), createWriteStream(tmp))
    await rename(tmp, file)
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.resolve(key)
    const contentType = contentTypeForKey(key)
    if (!file || !contentType) return null
    try {
      return { body: await readFile(file), contentType }
    } catch (e) {
      if (isMissing(e)) return null
      throw e
    }
  }

  async stat(key: string): Promise<StoredStat | null> {
    const file = this.resolve(key)
    const contentType = contentTypeForKey(key)
    if (!file || !contentType) return null
    try {
      const s = await stat(file)
      if (!s.isFile()) return null
      // a key's content never changes, so size and write time identify it
      const etag = `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`
      return { size: s.size, contentType, etag }
    } catch (e) {
      if (isMissing(e)) return null
      throw e
    }
  }

  async createReadStream(key: string, range?: ByteRange) {
    const file = this.resolve(key)
    if (!file) return null
    // opened before the response is sent, so a file removed meanwhile is a 404, not a broken body
    const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {})
    try {
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve())
        stream.once('error', reject)
      })
    } catch (e) {
      stream.destroy()
      if (isMissing(e)) return null
      throw e
    }
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>
  }

  async delete(key: string) {
    const file = this.resolve(key)
    if (!file) return
    try {
      await unlink(file)
    } catch (e) {
      if (!isMissing(e)) throw e
    }
  }

  async exists(key: string) {
    const file = this.resolve(key)
    if (!file) return false
    try {
      return (await stat(file)).isFile()
    } catch (e) {
      if (isMissing(e)) return false
      throw e
    }
  }

  async *list() {
    const walk = async function* (dir: string, rel: string): AsyncGenerator<string> {
      let entries
      try {
        entries = await readdir(dir, { withFileTypes: true })
      } catch (e) {
        if (isMissing(e)) return
        throw e
      }
      for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const child = rel ? `${rel}/${entry.name}` : entry.name
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), child)
        else if (entry.isFile() && !entry.name.endsWith('.tmp')) yield child
      }
    }
    for await (const key of walk(this.root, ''))
      yield { key, size: (await stat(path.join(this.root, key))).size }
  }
}

function isMissing(e: unknown) {
  const code = (e as NodeJS.ErrnoException)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Objects in a bucket, named by their media keys (invalid keys are refused as on the disk). */
export class S3Storage implements MediaStorage {
  constructor(readonly objects: S3ObjectStore) {}

  private check(key: string, contentType: string) {
    if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${key}`)
    if (contentTypeForKey(key) !== contentType)
      throw new Error(`Content type ${contentType} does not match ${key}`)
  }

  async put(key: string, body: Buffer, contentType: string) {
    this.check(key, contentType)
    await this.objects.put(key, body, contentType, IMMUTABLE)
  }

  async putFile(key: string, file: string, contentType: string) {
    this.check(key, contentType)
    await this.objects.putFile(key, file, contentType, IMMUTABLE)
  }

  async get(key: string): Promise<StoredObject | null> {
    const contentType = contentTypeForKey(key)
    if (!isValidMediaKey(key) || !contentType) return null
    const got = await this.objects.get(key)
    return got && { body: got.body, contentType }
  }

  async stat(key: string): Promise<StoredStat | null> {
    const contentType = contentTypeForKey(key)
    if (!isValidMediaKey(key) || !contentType) return null
    const head = await this.objects.head(key)
    return head && { size: head.size, contentType, etag: head.etag }
  }

  async createReadStream(key: string, range?: ByteRange) {
    if (!isValidMediaKey(key)) return null
    return (await this.objects.stream(key, range))?.body ?? null
  }

  async delete(key: string) {
    if (isValidMediaKey(key)) await this.objects.delete(key)
  }

  async exists(key: string) {
    return isValidMediaKey(key) && (await this.objects.head(key)) !== null
  }

  /** Media objects only: the bucket may hold backups (under backups/) and other files too. */
  async *list() {
    for await (const o of this.objects.list())
      if (isValidMediaKey(o.key)) yield { key: o.key, size: o.size }
  }
}

let storage: MediaStorage | undefined

/** The configured storage: MEDIA_STORAGE=s3 the bucket, otherwise the disk under UPLOAD_DIR. */
export function getMediaStorage(): MediaStorage {
  storage ??=
    getEnv().MEDIA_STORAGE === 's3'
      ? new S3Storage(new S3ObjectStore(s3SettingsFromEnv()))
      : new LocalDiskStorage(getEnv().UPLOAD_DIR)
  return storage
}

export type StorageCheck = { ok: boolean; kind: 'local' | 's3'; error?: string }

/**
 * Whether the media storage can take writes now (for the readiness check): HeadBucket for a bucket,
 * a writable UPLOAD_DIR (created if missing) for the disk. Never throws; gives up after `timeoutMs`.
 */
export async function checkStorageReachable(timeoutMs = 5000): Promise<StorageCheck> {
  const s = getMediaStorage()
  const kind = s instanceof S3Storage ? 's3' : 'local'
  let timer: ReturnType<typeof setTimeout> | undefined
  const probe = async () => {
    if (s instanceof S3Storage) return s.objects.checkBucket()
    await mkdir((s as LocalDiskStorage).root, { recursive: true })
    await access((s as LocalDiskStorage).root, fsConstants.W_OK)
  }
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => (timer = setTimeout(reject, timeoutMs, new Error('no answer')))),
    ])
    return { ok: true, kind }
  } catch (error) {
    return { ok: false, kind, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}
