// The seed of an empty database at server start (SEED_ON_START), run before the features' start
// tasks by entry.server.tsx's bootstrap. The seed modules (sharp, the MP3 encoder, all demo texts)
// load only when the database is empty; processes starting together seed it once: the first under
// a PostgreSQL advisory lock, the others find it full.
import { SEED_LOCK_ID, db, dbKind } from '#app/db/client.server'
import { hubs } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'

type Reserved = {
  (strings: TemplateStringsArray, ...values: unknown[]): Promise<unknown>
  release(): void
}

/**
 * Runs `work` while holding a PostgreSQL session advisory lock (waiting for it), on one reserved
 * connection so the unlock lands where the lock was taken. PGlite has one process: no lock.
 */
async function withStartLock(id: number, work: () => Promise<void>) {
  if (dbKind !== 'postgres') return work()
  const client = (db as unknown as { $client: { reserve(): Promise<Reserved> } }).$client
  const conn = await client.reserve()
  try {
    await conn`select pg_advisory_lock(${id})`
    try {
      await work()
    } finally {
      await conn`select pg_advisory_unlock(${id})`
    }
  } finally {
    conn.release()
  }
}

const isEmpty = async () => !(await db.select({ id: hubs.id }).from(hubs).limit(1)).length

export async function seedOnStart() {
  if (!getEnv().SEED_ON_START || !(await isEmpty())) return
  await withStartLock(SEED_LOCK_ID, async () => {
    if (!(await isEmpty())) return
    const { seedIfEmpty } = await import('./seed.server')
    await seedIfEmpty(db)
  })
}

/**
 * The demo video is made in the background once the server is up (when a seeded article shows it).
 * SEED_DEMO_VIDEO=false leaves it out: the browser tests start many servers, and FFmpeg composing
 * and transcoding a minute of video beside each would slow every test on a two-core machine.
 */
export function demoVideoAfterStart() {
  if (!getEnv().SEED_ON_START || process.env.SEED_DEMO_VIDEO === 'false') return
  void import('./seed-video.server')
    .then(({ scheduleDemoVideo }) => scheduleDemoVideo(db))
    .catch((error: unknown) => console.error('demo video: not scheduled', error))
}
