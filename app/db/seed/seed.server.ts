import type { DB } from '#app/db/client.server'
import { hubs } from '#app/db/schema'

/** Seeds the site when the database has no hubs yet. Full seed lives in seed-content. */
export async function seedIfEmpty(db: DB) {
  const existing = await db.select({ id: hubs.id }).from(hubs).limit(1)
  if (existing.length) return false
  return true
}
