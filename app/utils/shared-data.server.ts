// In-process cache of the data every public page shares (the site frame's texts and social links,
// the hub carousel, the latest articles, the community form lists). Those change only through admin
// writes, which call invalidatePublicCache(): that empties this cache too, in this process and, on
// PostgreSQL, in every other one through the same NOTIFY channel (docs/decisions/0002, 0007).
// DATA_CACHE_SECONDS is the safety net for what no write announces (a scheduled publish time
// passing, the trending window moving on); 0 turns the cache off.
// Member-driven data (poll votes, comments, saved items) is never kept here.
import { getEnv } from './env.server'

type Entry = { value: Promise<unknown>; storedAt: number }

const entries = new Map<string, Entry>()
let generation = 0

/** Empties the cache; public-cache.server.ts calls it whenever public content changed. */
export function clearSharedData() {
  entries.clear()
  generation++
}

/**
 * The value of `load()` shared by every request of this process until the next invalidation (or
 * DATA_CACHE_SECONDS). Concurrent first requests share one load; a failed load is not kept.
 */
export function sharedData<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ttl = getEnv().DATA_CACHE_SECONDS * 1000
  if (ttl === 0) return load()
  const hit = entries.get(key)
  if (hit && Date.now() - hit.storedAt < ttl) return hit.value as Promise<T>
  const atGeneration = generation
  const value = load()
  entries.set(key, { value, storedAt: Date.now() })
  value.then(
    () => {
      // a load that started before an invalidation must not stay: the next request reloads
      if (atGeneration !== generation && entries.get(key)?.value === value) entries.delete(key)
    },
    () => {
      if (entries.get(key)?.value === value) entries.delete(key)
    },
  )
  return value
}
