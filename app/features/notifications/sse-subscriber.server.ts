// What the two Server-Sent-Events streams (the admin notifications, realtime.server.ts, and the
// member notifications, member-realtime.server.ts) share: one open stream as a plain object whose
// methods live on the prototype. It is the stream's underlying source and the request signal's
// abort listener at once, so an idle connection holds no closures of its own (1,000 open tabs stay
// cheap). A subclass says how it leaves its process's registry (`detach`).

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: the compression middleware must not buffer the stream
  'Cache-Control': 'private, no-cache, no-store, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
}

/** The database client's LISTEN (PostgreSQL: postgres.js; PGlite: its in-process bus). */
export type Listener = {
  listen: (channel: string, fn: (p: string) => void, onListen?: () => void) => Promise<unknown>
}

export abstract class SseSubscriber implements UnderlyingDefaultSource<Uint8Array> {
  controller: ReadableStreamDefaultController<Uint8Array> | null = null
  closed = false
  constructor(
    /** the request's signal, to notice the client leaving (the request itself is not kept) */
    private signal: AbortSignal | null,
    /** the first chunk: the reconnect delay and a comment */
    private readonly connected: Uint8Array,
  ) {
    signal?.addEventListener('abort', this)
  }

  /** Leaves the process's set of open streams (called once, on close). */
  protected abstract detach(): void

  start(controller: ReadableStreamDefaultController<Uint8Array>) {
    this.controller = controller
    controller.enqueue(this.connected)
  }

  cancel() {
    this.close()
  }

  /** the request was aborted (the client went away) */
  handleEvent() {
    this.close()
  }

  write(chunk: Uint8Array) {
    if (this.closed || !this.controller) return
    try {
      this.controller.enqueue(chunk)
    } catch {
      this.close()
    }
  }

  close() {
    if (this.closed) return
    this.closed = true
    this.detach()
    this.signal?.removeEventListener('abort', this)
    this.signal = null
    try {
      this.controller?.close()
    } catch {
      /* already closed */
    }
    this.controller = null
  }
}
