// A bound on the media files being read at once (GET /media). A stream being read holds a turn;
// past MEDIA_MAX_CONCURRENT_READS a request waits for one, and one that waits longer than
// MEDIA_READ_WAIT_SECONDS (or whose client leaves) gets a 503. A stream gives its turn back when it
// ends, fails or is cancelled, or while its client stops taking bytes (releasingBody), so paused
// players do not keep others waiting. Each stream holds at most one read buffer (back-pressure).
import { getEnv } from './env.server'

type Waiter = { grant: () => void; fail: () => void }

let active = 0
const queue: Waiter[] = []

function next() {
  while (active < getEnv().MEDIA_MAX_CONCURRENT_READS && queue.length) {
    active++
    queue.shift()!.grant()
  }
}

/** Waits for a turn; resolves with its release, or null when the wait ran out or was aborted. */
export function acquireMediaRead(signal?: AbortSignal): Promise<(() => void) | null> {
  const release = once(() => {
    active--
    next()
  })
  if (active < getEnv().MEDIA_MAX_CONCURRENT_READS && !queue.length) {
    active++
    return Promise.resolve(release)
  }
  return new Promise((resolve) => {
    const waiter: Waiter = {
      grant: () => {
        cleanup()
        resolve(release)
      },
      fail: () => {
        cleanup()
        const i = queue.indexOf(waiter)
        if (i >= 0) queue.splice(i, 1)
        resolve(null)
      },
    }
    if (signal?.aborted) return resolve(null)
    const timer = setTimeout(waiter.fail, getEnv().MEDIA_READ_WAIT_SECONDS * 1000)
    const cleanup = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', waiter.fail)
    }
    signal?.addEventListener('abort', waiter.fail)
    queue.push(waiter)
  })
}

/**
 * `body`, read only while holding a turn. The turn is given back when the body ends, fails or is
 * cancelled, and also while its client takes no bytes for MEDIA_READ_STALL_SECONDS (a paused audio
 * player keeps its connection open without reading): a stalled stream holds one read buffer, not a
 * turn, and waits for a turn again when its client reads on.
 */
export function releasingBody(
  body: ReadableStream<Uint8Array>,
  release: () => void,
  signal?: AbortSignal,
  stallMs = getEnv().MEDIA_READ_STALL_SECONDS * 1000,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let turn: (() => void) | null = release
  let stall: ReturnType<typeof setTimeout> | undefined
  const letGo = () => {
    clearTimeout(stall)
    const r = turn
    turn = null
    r?.()
  }
  const waitForClient = () => {
    clearTimeout(stall)
    stall = setTimeout(letGo, stallMs)
    stall.unref?.()
  }
  let finished = false
  const finish = () => {
    finished = true
    signal?.removeEventListener('abort', onAbort)
    letGo()
  }
  // a client that leaves before the body is read: the file is closed and the turn given back
  const onAbort = () => {
    finish()
    reader.cancel().catch(() => {})
  }
  signal?.addEventListener('abort', onAbort)
  waitForClient()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(stall)
        try {
          turn ??= await acquireMediaRead(signal)
          if (!turn || finished) throw new Error('No turn to read the media file')
          const chunk = await reader.read()
          if (chunk.done) {
            finish()
            controller.close()
          } else {
            controller.enqueue(chunk.value)
            waitForClient()
          }
        } catch (error) {
          finish()
          reader.cancel().catch(() => {})
          controller.error(error)
        }
      },
      cancel(reason) {
        finish()
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
}

/** Streams being read now and requests waiting for a turn (for tests and diagnostics). */
export function mediaReadLoad() {
  return { active, waiting: queue.length }
}

function once(fn: () => void) {
  let called = false
  return () => {
    if (called) return
    called = true
    fn()
  }
}
