// GET /media/<key>: files from the media storage. Keys never change content (a new upload gets a new
// key), so responses are cacheable forever by browsers and CDNs. Byte ranges are served (206) so an
// audio player can seek and read a file's duration without downloading all of it.
import type { Route } from './+types/media'
import { getMediaStorage, isValidMediaKey } from '#app/utils/storage.server'
import { parseRange } from '#app/utils/byte-range'

const NOT_FOUND_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'public, max-age=60',
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params['*'] ?? ''
  if (!isValidMediaKey(key))
    return new Response('Bad request', { status: 400, headers: NOT_FOUND_HEADERS })
  const file = await getMediaStorage().get(key)
  if (!file) return new Response('Not found', { status: 404, headers: NOT_FOUND_HEADERS })
  const etag = `"${file.body.length.toString(16)}-${hash(file.body)}"`
  const headers = {
    'Content-Type': file.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag)
    return new Response(null, { status: 304, headers })
  const size = file.body.length
  const rangeHeader = request.headers.get('Range')
  // If-Range: a range only applies to the representation the client already has part of
  const ifRange = request.headers.get('If-Range')
  const range = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(rangeHeader, size) : null
  if (range === 'unsatisfiable')
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' },
    })
  if (range) {
    const [start, end] = range
    return new Response(new Uint8Array(file.body.subarray(start, end + 1)), {
      status: 206,
      headers: {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': String(end - start + 1),
      },
    })
  }
  return new Response(new Uint8Array(file.body), {
    headers: { ...headers, 'Content-Length': String(size) },
  })
}

// cheap content fingerprint for the ETag (FNV-1a over a sample of the bytes)
function hash(buf: Buffer) {
  let h = 0x811c9dc5
  const step = Math.max(1, Math.floor(buf.length / 4096))
  for (let i = 0; i < buf.length; i += step) {
    h ^= buf[i]!
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16)
}
