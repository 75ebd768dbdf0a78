// Liveness and readiness (docs/deployment.md): /api/health/live answers while the process does;
// /api/health/ready says whether this process should get traffic: the database answers, its
// migrations are the ones this build ships, the media storage answers, and the process is not
// draining after SIGTERM (server.mjs calls markDraining). A load balancer stops sending requests
// on the first 503, before the process closes its listener.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { db, migrationsFolder, rowsOf } from '#app/db/client.server'
import { checkStorageReachable } from '#app/utils/storage.server'

declare global {
  var __draining: boolean | undefined
}

/** server.mjs on SIGTERM: readiness answers 503 from now on. */
export function markDraining() {
  globalThis.__draining = true
}
export function isDraining() {
  return globalThis.__draining === true
}

const CHECK_TIMEOUT_MS = 3000

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} did not answer in time`)),
        CHECK_TIMEOUT_MS,
      )
      timer.unref?.()
    }),
  ])
}

let shippedMigration: number | undefined
/** The newest migration this build ships (drizzle/meta/_journal.json). */
function latestShippedMigration(): number {
  if (shippedMigration === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] }
    shippedMigration = Math.max(0, ...journal.entries.map((e) => e.when))
  }
  return shippedMigration
}

export type Readiness = { ok: true } | { ok: false; reason: string; check: string }

/** Every check in turn; the first that fails is the reason. */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ok: false, check: 'process', reason: 'draining after SIGTERM' }
  try {
    await withTimeout(db.execute(sql`select 1`), 'the database')
  } catch (error) {
    return { ok: false, check: 'database', reason: `database not reachable: ${message(error)}` }
  }
  try {
    const rows = rowsOf<{ at: string | number | null }>(
      await withTimeout(
        db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
        'the database',
      ),
    )
    const applied = Number(rows[0]?.at ?? 0)
    if (applied < latestShippedMigration())
      return { ok: false, check: 'migrations', reason: 'database migrations are behind this build' }
  } catch (error) {
    return { ok: false, check: 'migrations', reason: `migrations unknown: ${message(error)}` }
  }
  // the bucket answers HeadBucket (MEDIA_STORAGE=s3), or UPLOAD_DIR is writable
  const storage = await checkStorageReachable(CHECK_TIMEOUT_MS)
  if (!storage.ok)
    return {
      ok: false,
      check: 'storage',
      reason: `media storage (${storage.kind}) not reachable: ${storage.error ?? 'no answer'}`,
    }
  return { ok: true }
}

function message(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200)
}
