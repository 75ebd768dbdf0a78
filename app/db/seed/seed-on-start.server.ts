// The seed of an empty database at server start (SEED_ON_START), run before the features' start
// tasks by entry.server.tsx's bootstrap. The seed modules (sharp, the MP3 encoder, all demo texts)
// load only when the database is empty.
import { db } from '#app/db/client.server'
import { hubs } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'

export async function seedOnStart() {
  if (!getEnv().SEED_ON_START) return
  if ((await db.select({ id: hubs.id }).from(hubs).limit(1)).length) return
  const { seedIfEmpty } = await import('./seed.server')
  await seedIfEmpty(db)
}
