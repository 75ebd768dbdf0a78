// The Express handler that turns a Node request into a fetch Request for React Router and writes the
// Response back (what @react-router/express does), with the request body limited before any route
// reads it (body-limit.server.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { writeReadableStreamToWritable } from '@react-router/node'
import {
  bodyLimitFor,
  declaredTooLarge,
  limitedBody,
  tooLargeMessage,
  type BodyLimit,
} from './body-limit.server'

type FetchHandler = (request: Request) => Promise<Response>
type ExpressRequest = IncomingMessage & {
  protocol: string
  hostname: string
  originalUrl: string
  get(name: string): string | undefined
}

/** What is still read (and thrown away) of a refused body after the 413, at most, and for how long. */
const LINGER_BYTES = 16 * 1024 * 1024
const LINGER_MS = 2000

/**
 * The 413, then a lingering close (what nginx does): the answer goes out at once, but the response
 * ends (and the connection closes) only when the client stops sending, or after a bounded drain.
 * Closing a socket with unread bytes makes the kernel send a reset, which can throw away the 413
 * before the client has read it.
 */
function sendTooLarge(req: IncomingMessage, res: ServerResponse, limit: BodyLimit) {
  const body = tooLargeMessage(limit)
  res.writeHead(413, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    // the rest of the body is not read: the connection cannot be reused
    Connection: 'close',
  })
  res.write(body)
  let drained = 0
  const finish = () => {
    clearTimeout(timer)
    req.off('data', count)
    if (!res.writableEnded) res.end()
  }
  const count = (chunk: Buffer) => {
    drained += chunk.length
    if (drained > LINGER_BYTES) finish()
  }
  const timer = setTimeout(finish, LINGER_MS)
  req.on('data', count)
  req.once('end', finish)
  req.once('error', finish)
  res.once('close', finish)
  req.resume()
}

function toRequest(req: ExpressRequest, res: ServerResponse, body?: ReadableStream<Uint8Array>) {
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const port = Number.parseInt(hostPort ?? '', 10)
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${Number.isSafeInteger(port) ? `:${port}` : ''}`
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(key, v)
    else headers.set(key, value)
  }
  let controller: AbortController | null = new AbortController()
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  }
  if (body) {
    init.body = body
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}

async function send(res: ServerResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.statusCode = response.status
  for (const [key, value] of response.headers.entries()) {
    if (key === 'set-cookie') continue
    res.setHeader(key, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('set-cookie', cookies)
  if (!response.body) return void res.end()
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}

export function createNodeRequestHandler(handle: FetchHandler) {
  return async (req: ExpressRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      if (!hasBody) return await send(res, await handle(toRequest(req, res)))
      const pathname = req.originalUrl.split('?')[0] ?? '/'
      const limit = bodyLimitFor(pathname, req.headers['content-type'])
      if (declaredTooLarge(req, limit)) return sendTooLarge(req, res, limit)
      let exceeded = false
      const body = limitedBody(req, limit.bytes, () => (exceeded = true))
      const response = await handle(toRequest(req, res, body))
      if (exceeded) {
        await response.body?.cancel()
        return sendTooLarge(req, res, limit)
      }
      await send(res, response)
    } catch (error) {
      next(error)
    }
  }
}
