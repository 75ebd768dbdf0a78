// GET /media/<key>: files from the media storage (members' photos only once their story is
// approved, or to staff and their owner). Keys never change content (a new upload gets a new
// key), so responses are cacheable forever by browsers and CDNs. Byte ranges are served (206) so an
// audio player can seek and read a file's duration without downloading all of it.
//
// Nothing is read before it is needed: the ETag and size come from the storage's stat (a 304, a 416
// and a HEAD read no bytes), a range reads only its bytes, and the body is streamed as the client
// takes it. At most MEDIA_MAX_CONCURRENT_READS files are read at once (media-reads.server.ts).
import type { Route } from './+types/media'
import { getMediaStorage, isValidMediaKey } from '#app/utils/storage.server'
import { parseRange } from '#app/utils/byte-range'
import { acquireMediaRead, releasingBody } from '#app/utils/media-reads.server'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageUnavailable } from '#app/utils/storage-unavailable'
import { isMemberMediaKey, memberMediaAccess } from '#app/features/media/member-media.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { ROLE_RANK, getUserRole } from '#app/features/accounts/roles.server'
import { refusal } from '#app/utils/invariant'

const TEXT_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'public, max-age=60',
}

/** A bucket that does not answer: a 503 to retry, never cached. */
function storageDown(error: unknown) {
  if (!isStorageUnavailable(error)) throw error
  console.error(error.message)
  return new Response(STORAGE_UNAVAILABLE_MESSAGE, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    },
  })
}

const NO_STORE = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }

async function viewerOf(request: Request) {
  const user = await getOptionalUser(request)
  if (!user) return null
  const role = await getUserRole(user.id)
  return { id: user.id, staff: ROLE_RANK[role] >= ROLE_RANK.editor }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params['*'] ?? ''
  if (!isValidMediaKey(key)) return refusal('Bad request', 400, TEXT_HEADERS)
  // members' photos: public once their story is approved, before that staff and the owner only
  let cacheControl = 'public, max-age=31536000, immutable'
  if (isMemberMediaKey(key)) {
    const access = await memberMediaAccess(key, await viewerOf(request))
    if (access === 'none') return refusal('Not found', 404, NO_STORE)
    // a story can be unpublished later: shared caches keep an approved photo a short while only
    cacheControl = access === 'public' ? 'public, max-age=300' : 'private, no-store'
  }
  const storage = getMediaStorage()
  let file
  try {
    file = await storage.stat(key)
  } catch (error) {
    return storageDown(error)
  }
  if (!file) return refusal('Not found', 404, TEXT_HEADERS)
  const { etag, size } = file
  const headers = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    ETag: etag,
  }
  if (request.headers.get('If-None-Match') === etag)
    return new Response(null, { status: 304, headers })
  const rangeHeader = request.headers.get('Range')
  // If-Range: a range only applies to the representation the client already has part of
  const ifRange = request.headers.get('If-Range')
  const range = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(rangeHeader, size) : null
  if (range === 'unsatisfiable')
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' },
    })
  const [start, end] = range ?? [0, size - 1]
  const status = range ? 206 : 200
  const length = size === 0 ? 0 : end - start + 1
  const responseHeaders: Record<string, string> = { ...headers, 'Content-Length': String(length) }
  if (range) responseHeaders['Content-Range'] = `bytes ${start}-${end}/${size}`
  if (request.method === 'HEAD' || length === 0)
    return new Response(null, { status, headers: responseHeaders })
  const release = await acquireMediaRead(request.signal)
  if (!release)
    return new Response('Too many media requests at once, please try again', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' },
    })
  let body: ReadableStream<Uint8Array> | null
  try {
    body = await storage.createReadStream(key, { start, end })
  } catch (error) {
    release()
    return storageDown(error)
  }
  if (!body) {
    release()
    return refusal('Not found', 404, TEXT_HEADERS)
  }
  return new Response(releasingBody(body, release, request.signal), {
    status,
    headers: responseHeaders,
  })
}
