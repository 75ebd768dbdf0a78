import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createCookie } from 'react-router'
import { expect, test } from 'vitest'
import { PUBLISHED_DEV_SECRETS, deriveKey, getEnv, parseEnv } from '#app/utils/env.server'
import { readToast, toastHeader } from '#app/utils/toast.server'

const REAL_SECRET = 'kX9vQ2mN7pL4rT8wZ1yB6cF3hJ5dG0sA'
const prod = (extra: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  SITE_URL: 'https://beyondthegame.example',
  BETTER_AUTH_SECRET: REAL_SECRET,
  ...extra,
})

test('a production start is refused without a real secret', () => {
  expect(() => parseEnv(prod({ BETTER_AUTH_SECRET: undefined }))).toThrow(
    /BETTER_AUTH_SECRET is not set. Refusing to start in production/,
  )
  expect(() => parseEnv(prod({ BETTER_AUTH_SECRET: '' }))).toThrow(/not set/)
  expect(() => parseEnv(prod({ BETTER_AUTH_SECRET: 'x'.repeat(31) }))).toThrow(
    /shorter than 32 characters/,
  )
  for (const published of PUBLISHED_DEV_SECRETS)
    expect(() => parseEnv(prod({ BETTER_AUTH_SECRET: published }))).toThrow(
      /published development value/,
    )
  expect(parseEnv(prod()).BETTER_AUTH_SECRET).toBe(REAL_SECRET)
})

test('a production start is refused with a long but predictable secret, and says how to make one', () => {
  for (const weak of [
    'a'.repeat(36),
    'a'.repeat(16) + 'b'.repeat(16) + 'c'.repeat(8),
    'abcdefghijkl'.repeat(3),
    '0123456789abcdef'.repeat(2),
  ])
    expect(() => parseEnv(prod({ BETTER_AUTH_SECRET: weak }))).toThrow(
      /too predictable.*Refusing to start in production: generate one with `openssl rand -base64 32`/,
    )
  // what the advice makes (and a 32-character hex or base64 value) is accepted
  for (const good of [
    randomBytes(32).toString('base64'),
    randomBytes(32).toString('hex'),
    'e2e-only-secret-not-used-anywhere-else-0123456789abcdef',
  ])
    expect(parseEnv(prod({ BETTER_AUTH_SECRET: good })).BETTER_AUTH_SECRET).toBe(good)
})

test('.env.example carries no usable secret', () => {
  const example = readFileSync(path.resolve('.env.example'), 'utf8')
  const value = /^BETTER_AUTH_SECRET=(.*)$/m.exec(example)?.[1]?.trim()
  expect(value).toBe('')
  for (const published of PUBLISHED_DEV_SECRETS) expect(example).not.toContain(published)
})

test('a production start is refused without SITE_URL', () => {
  expect(() => parseEnv(prod({ SITE_URL: undefined }))).toThrow(/SITE_URL is not set/)
  expect(() => parseEnv(prod({ SITE_URL: '' }))).toThrow(/SITE_URL is not set/)
})

test('demo accounts: only when asked for (npm start and npm run dev ask)', () => {
  expect(parseEnv(prod()).SEED_DEMO_ACCOUNTS).toBe(false)
  expect(parseEnv(prod({ SEED_DEMO_ACCOUNTS: 'true' })).SEED_DEMO_ACCOUNTS).toBe(true)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'env-'))
  const dev = { NODE_ENV: 'development', PGLITE_DATA_DIR: path.join(dir, 'pglite') }
  // `npm run db:seed` runs with NODE_ENV unset (read as development): no demo accounts
  expect(parseEnv({ PGLITE_DATA_DIR: dev.PGLITE_DATA_DIR }).SEED_DEMO_ACCOUNTS).toBe(false)
  expect(parseEnv(dev).SEED_DEMO_ACCOUNTS).toBe(false)
  expect(parseEnv({ ...dev, SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(true)
  expect(parseEnv({ ...dev, SEED_DEMO_ACCOUNTS: 'false' }).SEED_DEMO_ACCOUNTS).toBe(false)
  const scripts = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')).scripts
  expect(scripts.dev).toMatch(/SEED_DEMO_ACCOUNTS=\$\{SEED_DEMO_ACCOUNTS:-true\}/)
  expect(scripts['db:seed']).not.toMatch(/SEED_DEMO_ACCOUNTS/)
  expect(parseEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://' }).SEED_DEMO_ACCOUNTS).toBe(
    false,
  )
})

test('development generates a random secret into the data folder once and reuses it', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'env-'))
  const dev = { NODE_ENV: 'development', PGLITE_DATA_DIR: path.join(dir, 'pglite') }
  const first = parseEnv(dev)
  expect(first.BETTER_AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/)
  expect(first.SITE_URL).toBe('http://localhost:3000')
  const file = path.join(dir, 'auth-secret')
  expect(readFileSync(file, 'utf8').trim()).toBe(first.BETTER_AUTH_SECRET)
  expect(statSync(file).mode & 0o077).toBe(0)
  expect(parseEnv(dev).BETTER_AUTH_SECRET).toBe(first.BETTER_AUTH_SECRET)
  // the published value is never used, not even in development
  expect(
    parseEnv({ ...dev, BETTER_AUTH_SECRET: PUBLISHED_DEV_SECRETS[0] }).BETTER_AUTH_SECRET,
  ).toBe(first.BETTER_AUTH_SECRET)
  // another checkout gets another secret
  const other = mkdtempSync(path.join(os.tmpdir(), 'env-'))
  expect(
    parseEnv({ ...dev, PGLITE_DATA_DIR: path.join(other, 'pglite') }).BETTER_AUTH_SECRET,
  ).not.toBe(first.BETTER_AUTH_SECRET)
})

test('the toast cookie is signed with a key derived from the secret, not a published value', async () => {
  const secret = getEnv().BETTER_AUTH_SECRET
  expect(PUBLISHED_DEV_SECRETS).not.toContain(secret)
  expect(deriveKey('toast-cookie')).not.toBe(secret)
  expect(deriveKey('toast-cookie')).not.toBe(deriveKey('rate-limit'))
  const toast = { type: 'success' as const, title: 'Signed out successfully' }
  // a toast forged with the old published secret (or the raw secret itself) is not accepted
  for (const key of [...PUBLISHED_DEV_SECRETS, secret]) {
    const forged = await createCookie('toast', { path: '/', secrets: [key] }).serialize(toast)
    const req = new Request('http://localhost:3000/', {
      headers: { Cookie: forged.split(';')[0]! },
    })
    expect((await readToast(req)).toast).toBeNull()
  }
  const genuine = (await toastHeader(toast))['Set-Cookie'].split(';')[0]!
  const req = new Request('http://localhost:3000/', { headers: { Cookie: genuine } })
  expect((await readToast(req)).toast).toEqual(toast)
})

test('the IAB TCF CMP id is configuration: 2 until IAB Europe assigns one, 0 and 1 refused', () => {
  expect(parseEnv(prod()).TCF_CMP_ID).toBe(2)
  expect(parseEnv(prod({ TCF_CMP_ID: '317', TCF_CMP_VERSION: '4' }))).toMatchObject({
    TCF_CMP_ID: 317,
    TCF_CMP_VERSION: 4,
  })
  expect(() => parseEnv(prod({ TCF_CMP_ID: '1' }))).toThrow(/TCF_CMP_ID/)
})
