// GET /media/<key>: files from the media storage. Keys never change content (a new upload gets a new
// key), so responses are cacheable forever by browsers and CDNs.
import type { Route } from './+types/media'
import { getMediaStorage, isValidMediaKey } from '#app/features/media/storage.server'

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
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag)
    return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(file.body), {
    headers: { ...headers, 'Content-Length': String(file.body.length) },
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
