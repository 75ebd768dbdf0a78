// Server error rate of this process: requests and unexpected errors counted per minute over the last
// 5 minutes (entry.server.tsx counts them). The system monitor turns it into an alert.

const WINDOW_MINUTES = 5
const buckets = new Map<number, { requests: number; errors: number }>()

function bucket(now = Date.now()) {
  const minute = Math.floor(now / 60_000)
  let b = buckets.get(minute)
  if (!b) {
    b = { requests: 0, errors: 0 }
    buckets.set(minute, b)
    for (const k of buckets.keys()) if (k <= minute - WINDOW_MINUTES) buckets.delete(k)
  }
  return b
}

export function countRequest() {
  bucket().requests += 1
}

export function countServerError() {
  bucket().errors += 1
}

/** Errors per 100 requests over the window; null below 50 requests (too few to mean anything). */
export function serverErrorRate(now = Date.now()): { rate: number; requests: number } | null {
  const since = Math.floor(now / 60_000) - WINDOW_MINUTES
  let requests = 0
  let errors = 0
  for (const [k, b] of buckets)
    if (k > since) {
      requests += b.requests
      errors += b.errors
    }
  if (requests < 50) return null
  return { rate: (errors / requests) * 100, requests }
}

export function resetErrorRate() {
  buckets.clear()
}
