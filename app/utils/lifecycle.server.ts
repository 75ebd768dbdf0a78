import { closeDb } from '#app/db/client.server'

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

/**
 * Runs `first` (entry.server.tsx passes the seed of an empty database, which must come before any
 * task and imports features: passed in, not imported, so this module imports no feature), then the
 * registered start tasks in order, then `last` (the demo video, made in the background).
 */
export async function bootstrap(first?: () => Promise<void>, last?: () => void) {
  if (first) await first()
  for (const t of startTasks) await t()
  last?.()
}

export async function shutdown() {
  for (const t of stopTasks) await t()
  await closeDb()
}
