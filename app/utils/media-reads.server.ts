// A bound on the media files being streamed at once (GET /media). Each open stream holds a file
// handle and a read buffer until its client has taken the bytes; past MEDIA_MAX_CONCURRENT_READS a
// request waits for a turn, and one that waits longer than MEDIA_READ_WAIT_SECONDS (or whose client
// leaves) gets none. The turn is given back when the body ends, fails or is cancelled.
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

/** `body`, giving the turn back once it is read to the end, fails or is cancelled. */
export function releasingBody(
  body: ReadableStream<Uint8Array>,
  release: () => void,
  signal?: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  const done = once(() => {
    signal?.removeEventListener('abort', onAbort)
    release()
  })
  // a client that leaves before the body is read: the file is closed and the turn given back
  const onAbort = () => {
    done()
    reader.cancel().catch(() => {})
  }
  signal?.addEventListener('abort', onAbort)
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await reader.read()
          if (chunk.done) {
            done()
            controller.close()
          } else controller.enqueue(chunk.value)
        } catch (error) {
          done()
          controller.error(error)
        }
      },
      cancel(reason) {
        done()
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
