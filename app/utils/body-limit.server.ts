// Request body limits, enforced by the HTTP server before the app parses anything. A Content-Length
// over the limit is refused at once; a chunked body (no length) is counted as it streams and cut off
// the moment it passes the limit, so a 30 MB post never sits in memory.
import type { IncomingMessage } from 'node:http'
import { getEnv } from './env.server'
import { formatBytes } from '#app/utils/format-bytes'

/** Forms: the longest field on the public site is 10,000 characters; 256 KB leaves room for all. */
export const FORM_BODY_LIMIT = 256 * 1024
/** Admin forms carry whole articles and pages (100,000 characters, more when URL-encoded). */
export const ADMIN_FORM_BODY_LIMIT = 2 * 1024 * 1024
/** What a multipart upload may add on top of the file itself (boundaries, alt text, other fields). */
export const MULTIPART_OVERHEAD = 64 * 1024
/**
 * Routes that accept an image upload (multipart): the media library, the profile photo, and the
 * story form's photo (on the home page and /community).
 */
const UPLOAD_ROUTES = [
  /^\/admin\/media(?:\.data)?$/,
  /^\/profile(?:\/settings)?(?:\.data)?$/,
  /^\/(?:_\.data)?$/,
  /^\/community(?:\.data)?$/,
]
/** The media library also takes podcast audio, which may be larger than an image. */
const AUDIO_UPLOAD_ROUTE = /^\/admin\/media(?:\.data)?$/

/** The video upload (multipart, streamed to a temporary file and cut off by the action at the admin setting). */
const VIDEO_UPLOAD_ROUTE = /^\/admin\/media\/upload-video(?:\.data)?$/

/** The backup upload on /admin/backup-restore (multipart, streamed to disk by the action). */
const BACKUP_UPLOAD_ROUTE = /^\/admin\/backup-restore(?:\.data)?$/

export type BodyLimit = { bytes: number; kind: 'form' | 'upload' | 'backup' | 'video' }

export function bodyLimitFor(
  pathname: string,
  contentType: string | undefined,
  maxUploadBytes = getEnv().MAX_UPLOAD_BYTES,
): BodyLimit {
  const multipart = /^multipart\/form-data/i.test(contentType ?? '')
  if (multipart && BACKUP_UPLOAD_ROUTE.test(pathname))
    return { bytes: getEnv().BACKUP_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD, kind: 'backup' }
  if (multipart && VIDEO_UPLOAD_ROUTE.test(pathname))
    return { bytes: getEnv().MAX_VIDEO_UPLOAD_BYTES + MULTIPART_OVERHEAD, kind: 'video' }
  if (multipart && AUDIO_UPLOAD_ROUTE.test(pathname)) {
    const largest = Math.max(maxUploadBytes, getEnv().MAX_AUDIO_UPLOAD_BYTES)
    return { bytes: largest + MULTIPART_OVERHEAD, kind: 'upload' }
  }
  if (multipart && UPLOAD_ROUTES.some((r) => r.test(pathname)))
    return { bytes: maxUploadBytes + MULTIPART_OVERHEAD, kind: 'upload' }
  if (pathname === '/admin' || pathname.startsWith('/admin/'))
    return { bytes: ADMIN_FORM_BODY_LIMIT, kind: 'form' }
  return { bytes: FORM_BODY_LIMIT, kind: 'form' }
}

/** The 413 text: what was too large and what the limit is. */
export function tooLargeMessage(limit: BodyLimit, maxUploadBytes = getEnv().MAX_UPLOAD_BYTES) {
  if (limit.kind === 'backup')
    return `The backup is too large to upload (the limit is ${formatBytes(limit.bytes - MULTIPART_OVERHEAD)}). Copy it into the backup folder on the server instead.`
  if (limit.kind === 'video')
    return `The video is too large to upload (the limit is ${formatBytes(limit.bytes - MULTIPART_OVERHEAD)}).`
  return limit.kind === 'upload'
    ? `The upload is too large. The maximum image size is ${formatBytes(maxUploadBytes)}.`
    : `The form is too large to send (the limit is ${formatBytes(limit.bytes)}). Please shorten your text and try again.`
}

export class BodyTooLargeError extends Error {
  constructor() {
    super('Request body too large')
  }
}

/** True when the declared Content-Length is already over the limit. */
export function declaredTooLarge(req: IncomingMessage, limit: BodyLimit) {
  const length = Number(req.headers['content-length'])
  return Number.isFinite(length) && length > limit.bytes
}

/**
 * The request body as a web stream that errors (and stops reading the socket) once more than
 * `limit` bytes arrived. `onExceeded` runs once at that moment.
 */
export function limitedBody(
  req: IncomingMessage,
  limit: number,
  onExceeded: () => void,
): ReadableStream<Uint8Array> {
  let received = 0
  let done = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (done) return
        received += chunk.length
        if (received > limit) {
          done = true
          req.pause()
          onExceeded()
          controller.error(new BodyTooLargeError())
          return
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 1) <= 0) req.pause()
      })
      req.on('end', () => {
        if (done) return
        done = true
        controller.close()
      })
      req.on('error', (error) => {
        if (done) return
        done = true
        controller.error(error)
      })
    },
    pull() {
      if (!done) req.resume()
    },
    cancel() {
      done = true
      req.resume()
    },
  })
}
