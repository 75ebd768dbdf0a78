// The runtime settings a production start gets (scripts/lib/runtime-settings.mjs, decision 0021):
// what a plain `node server.mjs` adds by replacing itself, what it leaves as given, and that the npm
// scripts pass everything (so they never pay for the second start).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  MALLOC_ENV,
  missingRuntimeSettings,
  serverNodeArgs,
} from '../scripts/lib/runtime-settings.mjs'

const root = path.resolve(import.meta.dirname, '..')

// a build whose server module prints what the process runs with and exits before anything starts
const fakeBuild = mkdtempSync(path.join(os.tmpdir(), 'server-start-'))
mkdirSync(path.join(fakeBuild, 'server'))
writeFileSync(
  path.join(fakeBuild, 'server/index.js'),
  `const env = Object.fromEntries(['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'SERVER_V8_FLAGS_ADDED'].map((k) => [k, process.env[k]]))
console.log(JSON.stringify({ execArgv: process.execArgv, env }))
process.exit(0)
`,
)
afterAll(() => rmSync(fakeBuild, { recursive: true, force: true }))

type Started = { execArgv: string[]; env: Record<string, string | undefined> }
function startServer(nodeArgs: string[], env: Record<string, string> = {}): Started {
  const clean = { ...process.env }
  for (const name of [...Object.keys(MALLOC_ENV), 'SERVER_V8_FLAGS_ADDED', 'NODE_OPTIONS'])
    delete clean[name]
  const out = execFileSync(process.execPath, [...nodeArgs, path.join(root, 'server.mjs')], {
    env: { ...clean, BUILD_DIR: fakeBuild, NODE_DISABLE_COMPILE_CACHE: '1', ...env },
    encoding: 'utf8',
  })
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Started
}

describe('missingRuntimeSettings', () => {
  it('lists every flag and, on Linux, every malloc variable for a bare start', () => {
    const bare = missingRuntimeSettings({ execArgv: [], env: {}, platform: 'linux' })
    expect(bare.flags).toEqual(serverNodeArgs())
    expect(bare.env).toEqual(MALLOC_ENV)
    expect(missingRuntimeSettings({ execArgv: [], env: {}, platform: 'darwin' }).env).toEqual({})
  })

  it('leaves a flag or variable given in any form or value as given', () => {
    const given = missingRuntimeSettings({
      execArgv: ['--no-liftoff-only', '--max_semi_space_size=64'],
      env: { NODE_OPTIONS: '--heap-growing-percent=100', MALLOC_ARENA_MAX: '8' },
      platform: 'linux',
    })
    expect(given.flags).toEqual([])
    expect(given.env).toEqual({ MALLOC_MMAP_THRESHOLD_: MALLOC_ENV.MALLOC_MMAP_THRESHOLD_ })
  })
})

describe.skipIf(process.platform !== 'linux')('node server.mjs', () => {
  it('replaces itself once with the flags and malloc variables it lacks', () => {
    const started = startServer([])
    expect(started.execArgv).toEqual(serverNodeArgs())
    expect(started.env).toEqual({ ...MALLOC_ENV, SERVER_V8_FLAGS_ADDED: '1' })
  })

  it('keeps what it was given and adds only the rest', () => {
    const started = startServer(['--max-semi-space-size=32'], { MALLOC_ARENA_MAX: '4' })
    expect(started.execArgv).toEqual([
      '--max-semi-space-size=32',
      '--liftoff-only',
      '--heap-growing-percent=50',
    ])
    expect(started.env.MALLOC_ARENA_MAX).toBe('4')
    expect(started.env.MALLOC_MMAP_THRESHOLD_).toBe(MALLOC_ENV.MALLOC_MMAP_THRESHOLD_)
  })

  it('starts once when given everything (the npm scripts)', () => {
    const started = startServer(serverNodeArgs(), MALLOC_ENV)
    expect(started.env.SERVER_V8_FLAGS_ADDED).toBeUndefined()
    expect(started.execArgv).toEqual(serverNodeArgs())
  })
})

describe('npm scripts', () => {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
  it.each(['serve', 'start'])('%s passes every runtime setting', (name) => {
    const words = String(scripts[name]).split(/\s+/)
    for (const flag of serverNodeArgs()) expect(words).toContain(flag)
    for (const [k, v] of Object.entries(MALLOC_ENV)) expect(words).toContain(`${k}=${v}`)
  })
})
