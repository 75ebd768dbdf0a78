import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'
import { getEnv } from '#app/utils/env.server'

export type Schema = typeof schema
export type DB = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database: write helpers accept either. */
export type Tx = Parameters<Parameters<DB['transaction']>[0]>[0] | DB

type Connection = { db: DB; close: () => Promise<void>; kind: 'pglite' | 'postgres' }

// every statement Drizzle sends (better-auth's too): queries per page in tests and benchmarks
/** Column names from keys in snake_case, as the database object is configured. */
const casing = 'snake_case'

/**
 * A dialect configured as `db`'s, to build a statement's text once (sqlToQuery, with
 * sql.placeholder values) and run it many times (`db._.session.prepareQuery(...).execute(values)`).
 */
export const dialect = new PgDialect({ casing })

let statements = 0
const logger = { logQuery: () => void statements++ }

/** The rows of `db.execute()`: postgres-js returns an array of rows, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[]
}

/** Statements this process has sent to the database since it started. */
export function queryCount() {
  return statements
}

/**
 * The drizzle folder, found from this file's location (app/db in dev and tests, build/server/assets
 * in production: walk up to the project root), so the server starts from any working directory.
 */
export function migrationsFolder() {
  const has = (dir: string) => existsSync(path.join(dir, 'meta/_journal.json'))
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR)
  try {
    let dir = path.dirname(fileURLToPath(import.meta.url))
    for (let i = 0; i < 6; i++, dir = path.dirname(dir))
      if (has(path.join(dir, 'drizzle'))) return path.join(dir, 'drizzle')
  } catch {
    /* bundled without a file URL */
  }
  return path.resolve(process.cwd(), 'drizzle')
}

/**
 * PGLITE_SETTINGS: server settings for an embedded PGlite, e.g. "shared_buffers=16MB" (its buffer
 * cache lives in this process's memory). npm run backup and npm run restore set their own
 * (docs/decisions/0016-backup-restore-speed.md); the app sets shared_buffers from
 * PGLITE_SHARED_BUFFERS_MB (docs/decisions/0015-server-memory-and-search.md) before these.
 */
export function pgliteSettings(value: string | undefined): string[] {
  const out: string[] = []
  for (const pair of (value ?? '').split(/\s+/).filter(Boolean)) {
    if (!/^[a-z_]+=[A-Za-z0-9_.]+$/.test(pair))
      throw new Error(`PGLITE_SETTINGS: bad setting ${pair}`)
    out.push('-c', pair)
  }
  return out
}

const numberEnv = (name: string, fallback: number) => {
  const v = Number(process.env[name])
  return Number.isFinite(v) && v >= 0 ? v : fallback
}

/**
 * Nothing waits on a database that is gone (docs/decisions/0028-database-restart.md): a new
 * connection gives up after DB_CONNECT_TIMEOUT_PER_TRY_SECONDS, idle connections are closed after
 * a minute and every connection is replaced after 30 minutes (a restarted server leaves none
 * half-dead for long), and a statement runs at most DB_STATEMENT_TIMEOUT_MS (backup and restore
 * lift it for their own transaction). Migrations run on a connection of their own, without it.
 */
export function postgresTimeouts() {
  const statement = numberEnv('DB_STATEMENT_TIMEOUT_MS', 30_000)
  return {
    connect_timeout: numberEnv('DB_CONNECT_TIMEOUT_PER_TRY_SECONDS', 3),
    idle_timeout: 60,
    max_lifetime: 30 * 60,
    connection: {
      statement_timeout: statement,
      // a transaction left open by a stuck request does not hold locks for ever
      idle_in_transaction_session_timeout: statement ? Math.max(statement * 2, 60_000) : 0,
    },
  }
}

async function connect(): Promise<Connection> {
  const env = getEnv()
  if (env.DATABASE_URL) {
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const client = postgres(env.DATABASE_URL, {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice: () => {},
      ...postgresTimeouts(),
    })
    const db = drizzle(client, { schema, casing, logger }) as unknown as DB
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const dir = env.PGLITE_DATA_DIR
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  // tests only (tests/global-setup.ts): an in-memory database starts as a migrated copy
  const dump = process.env.PGLITE_TEST_DUMP
  const loadDataDir =
    dump && dir.startsWith('memory://')
      ? new Blob([await (await import('node:fs/promises')).readFile(dump)])
      : undefined
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir,
    // a smaller buffer pool than PostgreSQL's 128 MB default (the WASM memory never shrinks);
    // PGLITE_SETTINGS comes last and can set it again
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${env.PGLITE_SHARED_BUFFERS_MB}MB`,
      ...pgliteSettings(process.env.PGLITE_SETTINGS),
    ],
  })
  const db = drizzle(client, { schema, casing, logger }) as unknown as DB
  return { db, kind: 'pglite', close: () => client.close() }
}

/** The advisory lock ids of start-up work only one process at a time may do. */
export const MIGRATION_LOCK_ID = 727_003
export const SEED_LOCK_ID = 727_004

export async function runMigrations(db: DB, kind: Connection['kind']) {
  const folder = migrationsFolder()
  if (kind === 'postgres') {
    // on a connection of its own, without the pool's statement timeout (an index on a big table)
    const { default: postgres } = await import('postgres')
    const { drizzle } = await import('drizzle-orm/postgres-js')
    const { migrate } = await import('drizzle-orm/postgres-js/migrator')
    const client = postgres(getEnv().DATABASE_URL!, {
      max: 1,
      onnotice: () => {},
      connect_timeout: numberEnv('DB_CONNECT_TIMEOUT_PER_TRY_SECONDS', 3),
    })
    try {
      // processes starting together (cluster workers, several machines) migrate one at a time: the
      // others wait here and then find nothing left to do (a session lock on this one connection)
      await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`
      await migrate(drizzle(client, { casing }) as never, { migrationsFolder: folder })
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`
    } finally {
      await client.end({ timeout: 5 })
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(db as never, { migrationsFolder: folder })
  }
}

declare global {
  // one connection per process, kept across dev-server module reloads
  var __dbConnection: Promise<Connection> | undefined
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Connects and migrates. A database that is not up yet (a container still starting, a restart) is
 * retried with exponential backoff for up to DB_CONNECT_TIMEOUT_SECONDS instead of crashing the app.
 */
async function open(): Promise<Connection> {
  const deadline = Date.now() + Number(process.env.DB_CONNECT_TIMEOUT_SECONDS ?? 60) * 1000
  for (let attempt = 1, delay = 250; ; attempt++, delay = Math.min(delay * 2, 5000)) {
    let conn: Connection | undefined
    try {
      conn = await connect()
      await runMigrations(conn.db, conn.kind)
      if (attempt > 1) console.log(`database: connected after ${attempt} attempts`)
      return conn
    } catch (error) {
      await conn?.close().catch(() => {})
      if (!isUnavailable(error) || Date.now() + delay > deadline) throw error
      console.warn(
        `database: not reachable (${(error as Error).message}); retrying in ${delay} ms (attempt ${attempt})`,
      )
      await sleep(delay)
    }
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // postgres.js
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // PostgreSQL starting up or shutting down: cannot_connect_now, admin_shutdown, crash_shutdown
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections, query_canceled (the statement timeout)
  '53300',
  '57014',
])

/**
 * Errors that mean "the database is not there (yet) or did not answer in time", as opposed to a
 * bad query, a bad migration or bad config: requests answer 503 and retry, never "signed out".
 */
export function isUnavailable(error: unknown, depth = 0): boolean {
  const e = error as { code?: string; cause?: unknown; message?: unknown } | undefined
  if (!e || typeof e !== 'object' || depth > 5) return false
  const code = typeof e.code === 'string' ? e.code : ''
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true
  // a database that does not accept connections for now (ALTER DATABASE ... ALLOW_CONNECTIONS false)
  if (code === '55000' && /accepting connections/.test(String(e.message))) return true
  return e.cause ? isUnavailable(e.cause, depth + 1) : false
}

const connection = (globalThis.__dbConnection ??= open())

export const { db, kind: dbKind } = await connection

export async function closeDb() {
  const conn = await connection
  globalThis.__dbConnection = undefined
  await conn.close()
}
