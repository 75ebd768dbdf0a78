// For intents whose staleness is known only once they ran (an article save empties the public
// pages only when the article is or was live): `run` marks its outcome with `markStale`, and the
// intent declares `invalidates: staleAsMarked`. An unmarked outcome makes nothing stale.
import type { Invalidation } from './route-action.server'

const marks = new WeakMap<object, Invalidation>()

/**
 * Marks an intent's outcome (a result, a data answer, or the redirect redirectWithToast throws)
 * with the public pages it made stale, and hands it on as it was.
 */
export async function markStale<T>(outcome: T | Promise<T>, what: Invalidation): Promise<T> {
  try {
    const value = await outcome
    if (typeof value === 'object' && value !== null) marks.set(value, what)
    return value
  } catch (thrown) {
    if (typeof thrown === 'object' && thrown !== null) marks.set(thrown, what)
    throw thrown
  }
}

/** An intent's `invalidates`: what `run` marked its outcome with ('nothing' when unmarked). */
export function staleAsMarked(_ctx: unknown, outcome: unknown): Invalidation {
  return (typeof outcome === 'object' && outcome !== null && marks.get(outcome)) || 'nothing'
}
