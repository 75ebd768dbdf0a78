// Realtime admin notifications: every audit_logs insert NOTIFYs on commit (recordAudit); each app
// process LISTENs once, turns the payload into an event (with a link when the entity still exists),
// keeps the last 100 and writes it to every open Server-Sent Events stream of that process.
// PostgreSQL fans the notification out to all processes; PGlite delivers it in-process.
import { and, asc, eq, gt, or, sql } from 'drizzle-orm'
import { db, dbKind } from '#app/db/client.server'
import { auditLogs } from '#app/db/schema'
import { sessionTokenOf } from '#app/features/accounts/session-events.server'
import {
  AUDIT_CHANNEL,
  auditVisibleTo,
  canSeeAudit,
  type AuditNotifyPayload,
} from '#app/utils/audit.server'
import { formatEvent, parsePayload, toEvent } from './audit-events.server'
import type { AuditEvent } from './notifications'
import {
  type GuardedStream,
  listenForAccessChanges,
  recheckStreams,
  type StreamAccess,
} from './stream-access.server'
import { type Listener, SSE_HEADERS, SseSubscriber } from './sse-subscriber.server'
import { isUuid } from '#app/utils/uuid'
import { observeRealtimeStreams } from '#app/utils/metrics.server'

export const RESUME_BUFFER = 100
export const HEARTBEAT_MS = 25_000

const encoder = new TextEncoder()
const CONNECTED = encoder.encode(`retry: 3000\n: connected\n\n`)

/**
 * One open admin stream. Before its backlog is written it queues live events, so nothing delivered
 * between the backlog query and the subscription is lost.
 */
class Subscriber extends SseSubscriber implements GuardedStream {
  /** live events that arrived while the backlog was being read; null once it was written */
  pending: AuditEvent[] | null = []
  constructor(
    /** who opened it: checked at every heartbeat and on session or role changes */
    public access: StreamAccess,
    signal: AbortSignal | null,
  ) {
    super(signal, CONNECTED)
  }

  protected detach() {
    state.subscribers.delete(this)
  }

  event(event: AuditEvent, chunk: Uint8Array) {
    // user management is for admins only
    if (!canSeeAudit(this.access.role, event.entityType)) return
    if (this.pending) this.pending.push(event)
    else this.write(chunk)
  }

  /** Writes what was missed, then whatever arrived meanwhile that the backlog did not have. */
  resume(backlog: AuditEvent[]) {
    const queued = this.pending ?? []
    this.pending = null
    const seen = new Set<string>()
    for (const e of backlog) {
      seen.add(e.id)
      this.write(encoder.encode(formatEvent(e)))
    }
    for (const e of queued) if (!seen.has(e.id)) this.write(encoder.encode(formatEvent(e)))
  }
}

// one per process (kept across dev-server module reloads)
type State = {
  ring: AuditEvent[]
  subscribers: Set<Subscriber>
  listening: Promise<unknown> | null
  queue: Promise<unknown>
  heartbeat: ReturnType<typeof setInterval> | null
  listeners: Set<(e: AuditEvent) => void>
}
declare global {
  var __adminRealtime: State | undefined
}
const state: State = (globalThis.__adminRealtime ??= {
  ring: [],
  subscribers: new Set(),
  listening: null,
  queue: Promise.resolve(),
  heartbeat: null,
  listeners: new Set(),
})

async function deliver(raw: string) {
  const payload = parsePayload(raw)
  if (!payload) return
  const event = await toEvent(payload)
  state.ring.push(event)
  if (state.ring.length > RESUME_BUFFER) state.ring.splice(0, state.ring.length - RESUME_BUFFER)
  // encoded once, written to every stream
  const chunk = encoder.encode(formatEvent(event))
  for (const s of state.subscribers) s.event(event, chunk)
  for (const l of state.listeners) l(event)
}

/** Subscribes this process to the audit channel (once). */
export function ensureRealtimeListener() {
  if (state.listening) return state.listening
  const client = (db as unknown as { $client?: Listener }).$client
  if (!client?.listen) return Promise.resolve()
  // in arrival order, one at a time: the link lookup is async
  const onNotify = (raw: string) => {
    state.queue = state.queue.then(() => deliver(raw)).catch(() => {})
  }
  state.listening = (
    dbKind === 'postgres'
      ? client.listen(AUDIT_CHANNEL, onNotify, () => {})
      : client.listen(AUDIT_CHANNEL, onNotify)
  ).catch((error: unknown) => {
    state.listening = null
    console.error('realtime: LISTEN failed; admin notifications will not arrive live', error)
  })
  return state.listening
}

/** For tests and the stream: called with every event this process delivers. */
export function onAuditEvent(fn: (e: AuditEvent) => void) {
  state.listeners.add(fn)
  return () => state.listeners.delete(fn)
}

export function openStreamCount() {
  return state.subscribers.size
}
observeRealtimeStreams('admin', openStreamCount)

/**
 * Events after the one the client saw last (EventSource sends it as Last-Event-ID on reconnect):
 * from this process's buffer when it has it, otherwise from audit_logs (the client may have been
 * connected to another process). At most 100.
 */
export async function eventsAfter(
  lastEventId: string | null,
  role: StreamAccess['role'] = 'editor',
): Promise<AuditEvent[]> {
  if (!lastEventId) return []
  const i = state.ring.findIndex((e) => e.id === lastEventId)
  if (i >= 0) return state.ring.slice(i + 1).filter((e) => canSeeAudit(role, e.entityType))
  if (!isUuid(lastEventId)) return []
  const [seen] = await db
    .select({ at: auditLogs.createdAt })
    .from(auditLogs)
    .where(eq(auditLogs.id, lastEventId))
  if (!seen) return []
  const rows = await db
    .select()
    .from(auditLogs)
    .where(
      and(
        auditVisibleTo(role),
        or(
          gt(auditLogs.createdAt, seen.at),
          and(eq(auditLogs.createdAt, seen.at), gt(auditLogs.id, lastEventId)),
        ),
      ),
    )
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id))
    .limit(RESUME_BUFFER)
  const events: AuditEvent[] = []
  for (const r of rows) {
    const data = r.entityData as Record<string, unknown>
    const t = data.title ?? data.name ?? data.email
    events.push(
      await toEvent({
        id: r.id,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        title: typeof t === 'string' ? t.slice(0, 200) : null,
        createdAt: r.createdAt.toISOString(),
      }),
    )
  }
  return events
}

function startHeartbeat() {
  if (state.heartbeat) return
  const ping = encoder.encode(': ping\n\n')
  state.heartbeat = setInterval(() => {
    for (const s of state.subscribers) s.write(ping)
    void recheckOpenStreams()
  }, HEARTBEAT_MS)
  state.heartbeat.unref?.()
}

/** Signed out, expired, suspended or demoted: the stream ends (one query for all streams). */
export function recheckOpenStreams() {
  return recheckStreams(state.subscribers, 'editor')
}

/** The open streams of one user ('' : every stream of this process). */
function streamsOf(userId: string): Iterable<Subscriber> {
  return userId
    ? [...state.subscribers].filter((s) => s.access.userId === userId)
    : state.subscribers
}

/** The SSE response for one signed-in editor or admin (the route checked the role). */
export async function openNotificationStream(
  request: Request,
  userId: string,
  role: StreamAccess['role'] = 'editor',
): Promise<Response> {
  await ensureRealtimeListener()
  await listenForAccessChanges('admin', { streamsOf, minRole: 'editor' })
  startHeartbeat()
  const lastEventId = request.headers.get('Last-Event-ID')
  const signal = request.signal
  if (signal.aborted) return new Response(null, { status: 204 })
  const sub = new Subscriber({ userId, role, sessionToken: sessionTokenOf(request) }, signal)
  const body = new ReadableStream<Uint8Array>(sub, { highWaterMark: 0 })
  // subscribed before the backlog is read: an event committed in between is queued, not lost
  state.subscribers.add(sub)
  try {
    sub.resume(await eventsAfter(lastEventId, role))
  } catch (error) {
    sub.close()
    throw error
  }
  return new Response(body, { headers: SSE_HEADERS })
}

/** Sends a notification on the audit channel outside a transaction (tests, scripts). */
export async function notifyRaw(payload: AuditNotifyPayload) {
  await db.execute(sql`select pg_notify(${AUDIT_CHANNEL}, ${JSON.stringify(payload)})`)
}
