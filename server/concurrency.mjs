// How many worker processes server.mjs starts: WEB_CONCURRENCY (default 1; `auto`: one per CPU).
// Embedded PGlite keeps its data directory open in one process, so without DATABASE_URL it is one.

/** { workers, note?, error? } for the environment and the machine's CPU count. */
export function webConcurrency(env, cpus) {
  const raw = (env.WEB_CONCURRENCY ?? '').trim()
  let asked = 1
  if (raw === 'auto') asked = Math.max(1, cpus)
  else if (raw !== '') {
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64)
      return {
        workers: 1,
        error: `WEB_CONCURRENCY must be a whole number from 1 to 64 or "auto" (got "${raw}")`,
      }
    asked = Number(raw)
  }
  if (asked > 1 && !env.DATABASE_URL)
    return {
      workers: 1,
      note: `WEB_CONCURRENCY=${raw} ignored: the embedded PGlite database allows one process per data directory; set DATABASE_URL (PostgreSQL) for more workers`,
    }
  return { workers: asked }
}
