// With DATABASE_URL set (PostgreSQL), migrate a template database once; each test file then
// gets its own copy (tests/setup.ts). Without it every test file uses a fresh in-memory PGlite.
//
// Every database of a run carries the run's prefix (app_test_<start seconds>_<random>_), so two
// runs on one server never drop each other's databases. Copies left by a crashed run are dropped
// once they are older than a day.
import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'

const STALE_AFTER_SECONDS = 24 * 60 * 60

function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = '/' + name
  return u.toString()
}

async function dropDatabases(base: string, match: (name: string) => boolean) {
  const a = postgres(base, { max: 1, onnotice: () => {} })
  try {
    const rows = await a<
      { datname: string }[]
    >`select datname from pg_database where datname like 'app_test_%'`
    for (const { datname } of rows) {
      if (match(datname)) await a.unsafe(`drop database if exists "${datname}" with (force)`)
    }
  } finally {
    await a.end()
  }
}

/**
 * Embedded runs: every test file starts its own in-memory PGlite. Creating one runs initdb and the
 * migrations, about 4.5 s of every file's import; loading a migrated copy takes about 1.5 s. So the
 * run migrates one database here and hands its dump to the files (client.server.ts reads it).
 */
async function migratedPgliteDump() {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } })
  try {
    await migrate(drizzle(client), { migrationsFolder: 'drizzle' })
    const dump = await client.dumpDataDir('none')
    const file = path.join(
      tmpdir(),
      `app-test-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    )
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    return file
  } finally {
    await client.close()
  }
}

export default async function globalSetup() {
  const base = process.env.DATABASE_URL
  if (!base) {
    const dump = await migratedPgliteDump()
    process.env.PGLITE_TEST_DUMP = dump
    return async () => {
      await rm(dump, { force: true })
    }
  }
  const now = Math.floor(Date.now() / 1000)
  const prefix = `app_test_${now}_${randomBytes(4).toString('hex')}_`
  const template = `${prefix}template`
  process.env.TEST_BASE_DATABASE_URL = base
  process.env.TEST_DB_PREFIX = prefix
  process.env.TEST_TEMPLATE_DB = template

  await dropDatabases(base, (name) => {
    const started = Number(/^app_test_(\d+)_/.exec(name)?.[1])
    // names without a start time come from the older scheme; leave them to their own run
    return Number.isFinite(started) && now - started > STALE_AFTER_SECONDS
  })
  const admin = postgres(base, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database "${template}"`)
  } finally {
    await admin.end()
  }
  const client = postgres(withDatabase(base, template), { max: 1, onnotice: () => {} })
  const { drizzle } = await import('drizzle-orm/postgres-js')
  const { migrate } = await import('drizzle-orm/postgres-js/migrator')
  await migrate(drizzle(client), { migrationsFolder: 'drizzle' })
  await client.end()
  return async () => {
    await dropDatabases(base, (name) => name.startsWith(prefix))
  }
}
