import { closeDb, db } from '#app/db/client.server'
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

export async function bootstrap() {
  // the seed modules (sharp, the MP3 encoder, all demo texts) load only for an empty database
  if (getEnv().SEED_ON_START && !(await db.select({ id: hubs.id }).from(hubs).limit(1)).length) {
    const { seedIfEmpty } = await import('#app/db/seed/seed.server')
    await seedIfEmpty(db)
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
