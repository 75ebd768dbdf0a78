// Starts extra production servers (server.mjs) as child processes for tests that need their own
// settings or that stop the process. Ports: E2E_PORT + 100 + n, so parallel runs of different
// engineers stay apart. A fresh in-memory database unless the caller passes DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SERVER = path.join(ROOT, 'server.mjs')

export function extraPort(n: number) {
  return Number(process.env.E2E_PORT ?? 3100) + 100 + n
}

export type Spawned = {
  url: string
  port: number
  proc: ChildProcess
  log: () => string
  exited: Promise<number | null>
  /** sends a signal and waits for the exit code */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

export async function startServer(
  n: number,
  env: Record<string, string> = {},
  opts: { cwd?: string; waitForUp?: boolean; timeoutMs?: number } = {},
): Promise<Spawned> {
  const port = extraPort(n)
  const url = `http://localhost:${port}`
  let output = ''
  const proc = spawn(process.execPath, [SERVER], {
    cwd: opts.cwd ?? ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATABASE_URL: '',
      PGLITE_DATA_DIR: 'memory://',
      UPLOAD_DIR: `/tmp/e2e-spawned-${port}/uploads`,
      SEED_ON_START: 'false',
      BETTER_AUTH_SECRET: 'e2e-spawned-secret-not-used-anywhere-else-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  proc.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)))
  const spawned: Spawned = {
    url,
    port,
    proc,
    log: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal)
      return exited
    },
  }
  if (opts.waitForUp === false) return spawned
  const deadline = Date.now() + (opts.timeoutMs ?? 120_000)
  while (!output.includes('Site running at')) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${output}`)
    if (Date.now() > deadline) {
      proc.kill('SIGKILL')
      throw new Error(`server did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return spawned
}
