import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'
import { getEnv } from '#app/utils/env.server'

export type Schema = typeof schema
export type DB = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database: write helpers accept either. */
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0] | DB

type Connection = { db: DB; close: () => Promise<void>; kind: 'pglite' | 'postgres' }

function migrationsFolder() {
  // the drizzle folder sits at the project root, in dev, tests and the production build alike
  const candidates = [path.resolve(process.cwd(), 'drizzle')]
  try {
    candidates.push(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle'))
  } catch {
    /* bundled without a file URL */
  }
  return candidates[0]!
}

async function connect(): Promise<Connection> {
  const env = getEnv()
  if (env.DATABASE_URL) {
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const client = postgres(env.DATABASE_URL, {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice: () => {},
    })
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as DB
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const dir = env.PGLITE_DATA_DIR
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir, { extensions: { pg_trgm } })
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as DB
  return { db, kind: 'pglite', close: () => client.close() }
}

export async function runMigrations(db: DB, kind: Connection['kind']) {
  const folder = migrationsFolder()
  if (kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/postgres-js/migrator')
    await migrate(db as never, { migrationsFolder: folder })
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(db as never, { migrationsFolder: folder })
  }
}

declare global {
  // one connection per process, kept across dev-server module reloads
  var __dbConnection: Promise<Connection> | undefined
}

async function open(): Promise<Connection> {
  const conn = await connect()
  await runMigrations(conn.db, conn.kind)
  return conn
}

const connection = (globalThis.__dbConnection ??= open())

export const { db, kind: dbKind } = await connection

export async function closeDb() {
  const conn = await connection
  globalThis.__dbConnection = undefined
  await conn.close()
}
