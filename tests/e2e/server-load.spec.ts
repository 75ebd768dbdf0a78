// The production server under many clients at once: a large media file asked for by 100 clients at
// the same time (ranges, revalidations, whole downloads) keeps the process's memory flat, and a
// SIGTERM while 100 keep-alive clients loop answers every request they had sent (no reset).
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { startServer, type Spawned } from './spawn-server'

test.describe.configure({ mode: 'serial', timeout: 240_000 })

const MB = 1024 * 1024

/** The process's resident memory in MB (Linux). */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
}

type Got = { status: number; headers: http.IncomingHttpHeaders; bytes: number; sha256: string }

/** One GET on its own connection; the body is counted and hashed, not kept. */
function get(url: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false, timeout: 120_000 }, (res) => {
      const hash = createHash('sha256')
      let bytes = 0
      res.on('data', (d: Buffer) => {
        bytes += d.length
        hash.update(d)
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          bytes,
          sha256: hash.digest('hex'),
        }),
      )
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
  })
}

/** Runs `requests` while sampling the server's RSS; the server is killed far past `limitMb`. */
async function measured(server: Spawned, limitMb: number, requests: () => Promise<Got>[]) {
  const pid = server.proc.pid!
  await new Promise((r) => setTimeout(r, 500))
  const before = rssMb(pid)
  let peak = before
  const sample = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid))
      // far past the limit: stop here rather than let the machine run out of memory
      if (peak - before > 4 * limitMb) server.proc.kill('SIGKILL')
    } catch {
      // the process is gone
    }
  }, 25)
  let settled: PromiseSettledResult<Got>[]
  try {
    settled = await Promise.allSettled(requests())
  } finally {
    clearInterval(sample)
  }
  const failed = settled.filter((r) => r.status === 'rejected').length
  const growth = peak - before
  console.log(
    `RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB); ${failed} of ${settled.length} requests failed`,
  )
  expect(growth).toBeLessThan(limitMb)
  expect(failed).toBe(0)
  return settled.map((r) => (r as PromiseFulfilledResult<Got>).value)
}

test('100 concurrent requests for a 40 MB file keep the server’s memory growth under 100 MB', async () => {
  test.skip(process.platform !== 'linux', 'reads /proc')
  const dir = '/tmp/e2e-media-rss'
  await rm(dir, { recursive: true, force: true })
  await mkdir(`${dir}/uploads/podcasts`, { recursive: true })
  const episode = randomBytes(40 * MB)
  await writeFile(`${dir}/uploads/podcasts/episode.mp3`, episode)
  const episodeSha = createHash('sha256').update(episode).digest('hex')
  let server: Spawned | undefined
  try {
    server = await startServer(3, { UPLOAD_DIR: `${dir}/uploads` })
    const url = `${server.url}/media/podcasts/episode.mp3`
    // warmed up: the route's modules are loaded and one range answered
    const first = await get(url, { Range: 'bytes=0-1' })
    expect(first.status).toBe(206)
    const etag = String(first.headers.etag)

    // 100 players reading the first bytes (duration, seeking) and 100 revalidations: no file is
    // read whole
    const results = await measured(server, 100, () => [
      ...Array.from({ length: 100 }, () => get(url, { Range: 'bytes=0-1' })),
      ...Array.from({ length: 100 }, () => get(url, { 'If-None-Match': etag })),
    ])
    const ranges = results.slice(0, 100)
    expect(ranges.map((r) => r.status)).toEqual(Array(100).fill(206))
    expect(ranges.every((r) => r.bytes === 2)).toBe(true)
    expect(ranges[0]!.headers['content-range']).toBe(`bytes 0-1/${40 * MB}`)
    expect(results.slice(100).map((r) => r.status)).toEqual(Array(100).fill(304))

    // 10 whole downloads at once (400 MB sent) stream through: what grows is the read buffers
    // not yet collected, not ten copies of the file
    const downloads = await measured(server, 200, () => Array.from({ length: 10 }, () => get(url)))
    for (const whole of downloads) {
      expect(whole.status).toBe(200)
      expect(whole.bytes).toBe(40 * MB)
      expect(whole.sha256).toBe(episodeSha)
    }
  } finally {
    await server?.stop('SIGKILL')
    await rm(dir, { recursive: true, force: true })
  }
})

type Outcome = { sentBeforeKill: boolean; error?: string }

/** A client on one keep-alive connection, asking again as soon as it has an answer. */
async function loop(url: string, killedAt: () => number | null, outcomes: Outcome[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    for (;;) {
      const sentBeforeKill = killedAt() === null
      const error = await new Promise<string | undefined>((resolve) => {
        const req = http.get(url, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve(undefined))
          res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message))
        })
        req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message))
      })
      outcomes.push({ sentBeforeKill, error })
      if (error) return
    }
  } finally {
    agent.destroy()
  }
}

test('SIGTERM while 100 keep-alive clients loop: every request sent before it is answered', async () => {
  const server = await startServer(4)
  try {
    let killedAt: number | null = null
    const outcomes: Outcome[] = []
    const clients = Array.from({ length: 100 }, () =>
      loop(`${server.url}/favicon.svg`, () => killedAt, outcomes),
    )
    await expect.poll(() => outcomes.length, { timeout: 60_000 }).toBeGreaterThan(1000)
    killedAt = Date.now()
    server.proc.kill('SIGTERM')
    await Promise.all(clients)
    expect(await server.exited).toBe(0)
    const errors = outcomes.filter((o) => o.error)
    const resets = errors.filter((o) => o.error === 'ECONNRESET' || /hang up/.test(o.error!))
    console.log(
      `SIGTERM: ${outcomes.length} requests, ${resets.length} reset (${resets.filter((o) => o.sentBeforeKill).length} sent before the signal), errors: ${[...new Set(errors.map((e) => e.error))].join(', ')}`,
    )
    // every client ends by finding the server gone (a refused new connection), never by a reset
    expect(resets).toEqual([])
    expect(errors.length).toBe(100)
    expect(errors.every((e) => e.error === 'ECONNREFUSED')).toBe(true)
  } finally {
    await server.stop('SIGKILL')
  }
})
