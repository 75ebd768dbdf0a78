// With DATABASE_URL set (PostgreSQL), migrate a template database once; each test file then
// gets its own copy (tests/setup.ts). Without it every test file uses a fresh in-memory PGlite.
import postgres from 'postgres'

export const TEMPLATE_DB = 'app_test_template'

function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = '/' + name
  return u.toString()
}

export default async function globalSetup() {
  const base = process.env.DATABASE_URL
  if (!base) return
  process.env.TEST_BASE_DATABASE_URL = base
  const admin = postgres(base, { max: 1, onnotice: () => {} })
  try {
    // drop copies left by an earlier run
    const stale = await admin<{ datname: string }[]>`select datname from pg_database where datname like 'app_test_%'`
    for (const { datname } of stale) await admin.unsafe(`drop database if exists "${datname}" with (force)`)
    await admin.unsafe(`create database "${TEMPLATE_DB}"`)
  } finally {
    await admin.end()
  }
  const templateUrl = withDatabase(base, TEMPLATE_DB)
  const client = postgres(templateUrl, { max: 1, onnotice: () => {} })
  const { drizzle } = await import('drizzle-orm/postgres-js')
  const { migrate } = await import('drizzle-orm/postgres-js/migrator')
  await migrate(drizzle(client), { migrationsFolder: 'drizzle' })
  await client.end()
  return async () => {
    const a = postgres(base, { max: 1, onnotice: () => {} })
    const rows = await a<{ datname: string }[]>`select datname from pg_database where datname like 'app_test_%'`
    for (const { datname } of rows) await a.unsafe(`drop database if exists "${datname}" with (force)`)
    await a.end()
  }
}
