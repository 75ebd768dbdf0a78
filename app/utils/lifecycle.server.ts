import { SEED_LOCK_ID, closeDb, db, dbKind } from '#app/db/client.server'
import { hubs } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'

type Task = () => Promise<void> | void
const startTasks: Task[] = []
const stopTasks: Task[] = []

/** Features register work to run once the server starts (seed, schedulers) and on shutdown. */
export function onStart(task: Task) {
  startTasks.push(task)
}
export function onStop(task: Task) {
  stopTasks.push(task)
}

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

export async function bootstrap() {
  // the seed modules (sharp, the MP3 encoder, all demo texts) load only for an empty database;
  // processes starting together seed it once: the first under the lock, the others find it full
  if (getEnv().SEED_ON_START && (await isEmpty())) {
    await withStartLock(SEED_LOCK_ID, async () => {
      if (!(await isEmpty())) return
      const { seedIfEmpty } = await import('#app/db/seed/seed.server')
      await seedIfEmpty(db)
    })
  }
  for (const t of startTasks) await t()
  // the demo video is made in the background once the server is up (when a seeded article shows
  // it and it does not exist yet)
  if (getEnv().SEED_ON_START) {
    const { scheduleDemoVideo } = await import('#app/db/seed/seed-video.server')
    scheduleDemoVideo(db)
  }
}

export async function shutdown() {
  for (const t of stopTasks) await t()
  await closeDb()
}
