// Where media files live. One interface so the app can move from the local disk (UPLOAD_DIR) to
// S3-compatible storage without touching its callers: implement MediaStorage and return it from
// getMediaStorage().
//
// Keys are relative file names such as "uploads/2026/11/3f2a...-960.webp": letters, digits, "_", "-"
// and "/" separated segments, ending in an image, audio, video or WebVTT extension. Anything else (absolute paths, "..",
// backslashes, empty segments) is refused, so a key can never point outside the storage root.
//
// Serving reads a file as a stream: `stat` (size, type, ETag, no bytes read) and then
// `createReadStream(key, range)` for just the bytes asked for, so a request for two bytes of a 40 MB
// episode costs two bytes of memory, not 40 MB (an S3 implementation maps these to HEAD and a
// ranged GET). `get` reads a whole file and is for the small ones the app processes itself.
import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { getEnv } from '#app/utils/env.server'

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
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  vtt: 'text/vtt',
}

const KEY =
  /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(jpe?g|png|webp|avif|gif|mp3|m4a|ogg|mp4|mov|webm|vtt)$/

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
}

function isMissing(e: unknown) {
  const code = (e as NodeJS.ErrnoException)?.code
  return code === 'ENOENT' || code === 'ENOTDIR'
}

let storage: MediaStorage | undefined

/** The configured storage (local disk under UPLOAD_DIR). */
export function getMediaStorage(): MediaStorage {
  storage ??= new LocalDiskStorage(getEnv().UPLOAD_DIR)
  return storage
}
