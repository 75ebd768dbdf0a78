// In-process cache of the data every public page shares (the site frame's texts and social links,
// the hub carousel, the latest articles, the community form lists) and, bounded, search results per
// term and filters. Those change only through writes that call invalidatePublicCache() (admin
// writes, a member's published question or story): that empties this cache too, in this process and, on
// PostgreSQL, in every other one through the same NOTIFY channel (docs/decisions/0002, 0007).
// DATA_CACHE_SECONDS is the safety net for what no write announces (a scheduled publish time
// passing, the trending window moving on); 0 turns the cache off.
// Member-driven data (poll votes, comments, saved items) is never kept here.
import { getEnv } from './env.server'

type Entry = { value: Promise<unknown>; storedAt: number }

const entries = new Map<string, Entry>()
/** the bounded caches of sharedCache(), emptied together with `entries` */
const bounded: Array<Map<string, Entry>> = []
let generation = 0

/** Empties the cache; public-cache.server.ts calls it whenever public content changed. */
export function clearSharedData() {
  entries.clear()
  for (const map of bounded) map.clear()
  generation++
}

/**
 * The value of `load()` shared by every request of this process until the next invalidation (or
 * DATA_CACHE_SECONDS). Concurrent first requests share one load; a failed load is not kept.
 */
export function sharedData<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cached(entries, Infinity, key, load)
}

/**
 * A cache for keys that come from readers (search terms): like sharedData(), emptied by the same
 * invalidation, but holding at most `maxEntries` keys (the least recently used goes first).
 */
export function sharedCache<T>(maxEntries: number) {
  const map = new Map<string, Entry>()
  bounded.push(map)
  return (key: string, load: () => Promise<T>): Promise<T> => cached(map, maxEntries, key, load)
}

function cached<T>(
  map: Map<string, Entry>,
  maxEntries: number,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const ttl = getEnv().DATA_CACHE_SECONDS * 1000
  if (ttl === 0) return load()
  const hit = map.get(key)
  if (hit && Date.now() - hit.storedAt < ttl) {
    if (maxEntries !== Infinity) {
      // most recently used last: the Map's insertion order is the eviction order
      map.delete(key)
      map.set(key, hit)
    }
    return hit.value as Promise<T>
  }
  const atGeneration = generation
  const value = load()
  map.delete(key)
  map.set(key, { value, storedAt: Date.now() })
  if (map.size > maxEntries) map.delete(map.keys().next().value!)
  value.then(
    () => {
      // a load that started before an invalidation must not stay: the next request reloads
      if (atGeneration !== generation && map.get(key)?.value === value) map.delete(key)
    },
    () => {
      if (map.get(key)?.value === value) map.delete(key)
    },
  )
  return value
}
