// What a production start refuses, through the real server (server.mjs on the production build):
// a guessable auth secret, and demo accounts that still have the README's published passwords.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ROOT, startServer } from './spawn-server'

test('a production start with a long but guessable secret is refused and says how to make one', async () => {
  const server = await startServer(9, { BETTER_AUTH_SECRET: 'a'.repeat(36) }, { waitForUp: false })
  expect(await server.exited).toBe(1)
  expect(server.log()).toContain('Cannot start: BETTER_AUTH_SECRET is too predictable')
  expect(server.log()).toContain('openssl rand -base64 32')
  expect(server.log()).not.toContain('Site running at')
})

test('a production start with a demo account on its published password is refused until it is changed', async () => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-demo-start-'))
  const env = { PGLITE_DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads') }
  // the account as a copied local database (or a seed run with the flag) leaves it
  const userCreate = (password: string) =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/user-create.ts',
        '--email',
        'admin@beyondthegame.example',
        '--password',
        password,
        '--role',
        'admin',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, ...env, DATABASE_URL: '', NODE_ENV: 'development' },
        encoding: 'utf8',
      },
    )
  try {
    userCreate('Demo-Admin-2024!')
    const refused = await startServer(10, env, { waitForUp: false })
    expect(await refused.exited).toBe(1)
    const log = refused.log()
    expect(log).toContain('Cannot start: demo accounts')
    expect(log).toContain('admin@beyondthegame.example')
    expect(log).toContain('npm run user:create -- --email admin@beyondthegame.example')
    expect(log).not.toContain('Site running at')

    // the fix the message names: the account gets its own password, and the site starts
    userCreate('Own-Admin-Passw0rd!')
    const started = await startServer(10, env)
    expect((await fetch(`${started.url}/api/health`)).status).toBe(200)
    expect(await started.stop()).toBe(0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("the README's public-site path (db:seed, then serve) has no demo account and starts", async () => {
  test.setTimeout(300_000)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-seed-start-'))
  const env = { PGLITE_DATA_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: path.join(dir, 'uploads') }
  try {
    // `npm run db:seed` as the README runs it: NODE_ENV and SEED_DEMO_ACCOUNTS unset
    const clean: NodeJS.ProcessEnv = { ...process.env, ...env, DATABASE_URL: '' }
    delete clean.NODE_ENV
    delete clean.SEED_DEMO_ACCOUNTS
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      cwd: ROOT,
      env: clean,
      encoding: 'utf8',
    })
    expect(out).toContain('Seeded demo content')
    const server = await startServer(11, env)
    try {
      expect(server.log()).not.toContain('demo accounts')
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({
          email: 'admin@beyondthegame.example',
          password: 'Demo-Admin-2024!',
        }),
      })
      expect(signIn.status).toBe(401)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
