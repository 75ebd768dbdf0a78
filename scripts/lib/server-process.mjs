// What the measuring scripts (bench, bench:search, lighthouse) share: pinning (the server on CPU 0,
// the load generator on the others, as in the measurements), starting the production server
// as `npm run serve` does, and waiting for its first 200.
import { execFileSync, spawn } from 'node:child_process'
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { MALLOC_ENV, serverNodeArgs } from './runtime-settings.mjs'

function hasTaskset() {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Linux with taskset and more than one CPU. */
export const canPin = process.platform === 'linux' && os.cpus().length > 1 && hasTaskset()

/** Moves this process (the load generator) off CPU 0, where the server runs. */
export function pinLoadGenerator() {
  if (canPin)
    execFileSync('taskset', ['-a', '-p', '-c', `1-${os.cpus().length - 1}`, String(process.pid)])
}

/**
 * Starts `server.mjs` in production mode with `env` on top of this process's environment, on CPU 0
 * when `pin` and pinning is possible; `nodeArgs` and the malloc variables as `npm run serve` passes
 * them (scripts/lib/runtime-settings.mjs). The node process under taskset is the child itself
 * (taskset execs), so child.pid is the server's.
 */
export function startServer({ env, pin = true, nodeArgs = serverNodeArgs() }) {
  const node = [process.execPath, ...nodeArgs, 'server.mjs']
  const pinned = pin && canPin
  const child = spawn(pinned ? 'taskset' : node[0], pinned ? ['-c', '0', ...node] : node.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...MALLOC_ENV,
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  child.getLog = () => log
  child.startedAt = performance.now()
  return child
}

/** Milliseconds from spawn to the first 200 of `${base}/api/health`. */
export async function waitForHealth(child, base, { timeoutMs = 300_000, pollMs = 25 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${child.getLog()}`)
    try {
      const res = await fetch(`${base}/api/health`)
      if (res.ok) return performance.now() - child.startedAt
    } catch {
      /* not listening yet */
    }
    await sleep(pollMs)
  }
  throw new Error(`server did not become healthy:\n${child.getLog()}`)
}

/** The path of the first article in the site's article sitemap. */
export async function articlePath(base) {
  const xml = await (await fetch(`${base}/sitemap-articles.xml`)).text()
  const loc = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => m[1])
    .find((u) => /\/hub\/[^/]+\/[^/]+$/.test(u))
  if (!loc) throw new Error('no article in the sitemap: is the database seeded?')
  return new URL(loc).pathname
}
