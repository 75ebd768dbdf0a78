// Runs in every test file before its imports: points the app's database module at a database of
// the file's own. Vitest isolates modules per file, so each file gets its own connection.
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { afterAll } from 'vitest'

process.env.NODE_ENV = 'test'
process.env.SEED_ON_START = 'false'
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent'
process.env.UPLOAD_DIR = process.env.UPLOAD_DIR ?? `/tmp/app-test-uploads-${process.pid}`
process.env.BACKUP_DIR =
  process.env.BACKUP_DIR ?? `/tmp/app-test-backups-${process.pid}-${randomUUID()}`
// tests write rows directly and read them back at once; shared-data.test.ts turns the cache on
process.env.DATA_CACHE_SECONDS = process.env.DATA_CACHE_SECONDS ?? '0'

const base = process.env.DATABASE_URL
if (base) {
  const prefix = process.env.TEST_DB_PREFIX ?? 'app_test_'
  const template = process.env.TEST_TEMPLATE_DB ?? 'app_test_template'
  const name = prefix + randomUUID().replaceAll('-', '').slice(0, 16)
  const admin = postgres(base, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}" template "${template}"`)
  await admin.end()
  const u = new URL(base)
  u.pathname = '/' + name
  process.env.DATABASE_URL = u.toString()
  process.env.DATABASE_POOL_SIZE = '3'
  afterAll(async () => {
    const { closeDb } = await import('#app/db/client.server')
    await closeDb()
    const a = postgres(base, { max: 1, onnotice: () => {} })
    await a.unsafe(`drop database if exists "${name}" with (force)`)
    await a.end()
  })
} else {
  process.env.PGLITE_DATA_DIR = 'memory://'
  afterAll(async () => {
    if (!globalThis.__dbConnection) return
    const { closeDb } = await import('#app/db/client.server')
    await closeDb()
  })
}
