// A bare HTTP client for the security suites: any method (fetch refuses TRACE), any raw path
// (no normalising of %00 or broken escapes), any body bytes.
import http from 'node:http'

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

export function rawRequest(
  base: string,
  opts: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawResponse> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: opts.method,
        path: opts.path,
        headers: {
          ...(opts.body !== undefined ? { 'Content-Length': Buffer.byteLength(opts.body) } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        // an event stream never ends: its status and headers are the answer
        if (String(res.headers['content-type'] ?? '').includes('text/event-stream')) {
          res.destroy()
          return resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' })
        }
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    // a server that never answers is a failure of its own, not a stuck suite
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')))
    if (opts.body !== undefined) req.write(opts.body)
    req.end()
  })
}

/** Signs in through the auth API and returns the Cookie header for the session. */
export async function signInCookie(base: string, email: string, password: string) {
  const res = await rawRequest(base, {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  })
  const set = res.headers['set-cookie'] ?? []
  const cookie = set
    .map((c) => c.split(';')[0]!)
    .filter((p) => !p.endsWith('='))
    .join('; ')
  if (res.status !== 200 || !cookie.includes('session_token'))
    throw new Error(`sign-in as ${email} failed: ${res.status} ${res.body.slice(0, 200)}`)
  return cookie
}
