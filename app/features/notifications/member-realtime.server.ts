// Live member notifications: notifyMember NOTIFYs 'member_notifications' with { id, userId } in
// the deciding transaction. Each app process LISTENs once; on a notification it sends the notice and
// the new unread count to the open streams of THAT member only (streams are kept per user id; a
// payload never reaches another member's stream), and delivers the queued email (each mail is
// claimed once across processes). Connecting sends the current unread count, so a reconnect
// catches up without a backlog. A stream ends with her session (stream-access.server.ts).
import { db, dbKind } from '#app/db/client.server'
import type { Role } from '#app/features/accounts/roles.server'
import { sessionTokenOf } from '#app/features/accounts/session-events.server'
import { onStart, onStop } from '#app/utils/lifecycle.server'
import { deliverQueuedMail } from '#app/utils/mail.server'
import { MEMBER_CHANNEL, type MemberNotifyPayload } from '#app/utils/member-notify.server'
import { isUuid } from '#app/utils/uuid'
import { countUnread, getMemberNotice } from './member-notifications.server'
import type { MemberStreamEvent } from './member-notifications.schema'
import { type Listener, SSE_HEADERS, SseSubscriber } from './sse-subscriber.server'
import {
  type GuardedStream,
  listenForAccessChanges,
  recheckStreams,
  type StreamAccess,
} from './stream-access.server'
import { observeRealtimeStreams } from '#app/utils/metrics.server'

const HEARTBEAT_MS = 25_000
/** Queued mail is also swept this often, in case a notification was missed. */
const MAIL_SWEEP_MS = 60_000
const encoder = new TextEncoder()
const CONNECTED = encoder.encode(`retry: 5000\n: connected\n\n`)

export function formatMemberEvent(event: MemberStreamEvent) {
  const id = event.notice ? `id: ${event.notice.id}\n` : ''
  return `${id}event: notice\ndata: ${JSON.stringify(event)}\n\n`
}

/** One open stream of one member: checked at every heartbeat and when her sessions end. */
class MemberSubscriber extends SseSubscriber implements GuardedStream {
  constructor(
    readonly access: StreamAccess<Role>,
    signal: AbortSignal | null,
  ) {
    super(signal, CONNECTED)
  }

  protected detach() {
    const set = state.streams.get(this.access.userId)
    set?.delete(this)
    if (set && !set.size) state.streams.delete(this.access.userId)
  }
}

type State = {
  streams: Map<string, Set<MemberSubscriber>>
  listening: Promise<unknown> | null
  queue: Promise<unknown>
  mail: Promise<unknown>
  timers: ReturnType<typeof setInterval>[]
}
declare global {
  var __memberRealtime: State | undefined
}
const state: State = (globalThis.__memberRealtime ??= {
  streams: new Map(),
  listening: null,
  queue: Promise.resolve(),
  mail: Promise.resolve(),
  timers: [],
})

function parsePayload(raw: string): MemberNotifyPayload | null {
  try {
    const p = JSON.parse(raw) as Partial<MemberNotifyPayload>
    return typeof p.userId === 'string' && typeof p.id === 'string' && isUuid(p.id)
      ? { id: p.id, userId: p.userId }
      : null
  } catch {
    return null
  }
}

/** Sends the queued mail, one run at a time in this process. */
export function sweepMail() {
  state.mail = state.mail
    .then(() => deliverQueuedMail())
    .catch((error: unknown) => console.error('mail: delivering queued mail failed', error))
  return state.mail
}

/** Writes one member's notice and unread count to her open streams in this process. */
export async function deliverMemberNotice(payload: MemberNotifyPayload) {
  const set = state.streams.get(payload.userId)
  if (!set?.size) return
  const [notice, unread] = await Promise.all([
    getMemberNotice(payload.userId, payload.id),
    countUnread(payload.userId),
  ])
  const chunk = encoder.encode(formatMemberEvent({ notice, unread }))
  for (const s of state.streams.get(payload.userId) ?? []) s.write(chunk)
}

/** Subscribes this process to the member channel (once). */
export function ensureMemberListener() {
  if (state.listening) return state.listening
  const client = (db as unknown as { $client?: Listener }).$client
  if (!client?.listen) return Promise.resolve()
  const onNotify = (raw: string) => {
    const payload = parsePayload(raw)
    if (!payload) return
    void sweepMail()
    state.queue = state.queue.then(() => deliverMemberNotice(payload)).catch(() => {})
  }
  state.listening = (
    dbKind === 'postgres'
      ? client.listen(MEMBER_CHANNEL, onNotify, () => {})
      : client.listen(MEMBER_CHANNEL, onNotify)
  ).catch((error: unknown) => {
    state.listening = null
    console.error('member realtime: LISTEN failed; notices arrive on the next page load', error)
  })
  return state.listening
}

function startTimers() {
  if (state.timers.length) return
  const ping = encoder.encode(': ping\n\n')
  state.timers.push(
    setInterval(() => {
      for (const set of state.streams.values()) for (const s of set) s.write(ping)
      void recheckOpenMemberStreams()
    }, HEARTBEAT_MS),
    setInterval(() => void sweepMail(), MAIL_SWEEP_MS),
  )
  for (const t of state.timers) t.unref?.()
}

function stopTimers() {
  for (const t of state.timers) clearInterval(t)
  state.timers = []
}

/** The open streams of one member ('' : every stream of this process). */
function streamsOf(userId: string): Iterable<MemberSubscriber> {
  if (!userId) return [...state.streams.values()].flatMap((set) => [...set])
  return [...(state.streams.get(userId) ?? [])]
}

/** Signed out, expired, suspended or deleted: her stream ends (one query for all streams). */
export function recheckOpenMemberStreams() {
  return recheckStreams(streamsOf(''), 'user')
}

export function openMemberStreamCount(userId?: string) {
  if (userId) return state.streams.get(userId)?.size ?? 0
  let n = 0
  for (const set of state.streams.values()) n += set.size
  return n
}

/**
 * The SSE response of one signed-in member (the route checked the session). It ends when her
 * session does (sign-out, a revoked device, a password reset), or she is suspended or deleted.
 */
export async function openMemberStream(request: Request, userId: string): Promise<Response> {
  await ensureMemberListener()
  await listenForAccessChanges('member', { streamsOf, minRole: 'user' })
  startTimers()
  const signal = request.signal
  if (signal.aborted) return new Response(null, { status: 204 })
  const sub = new MemberSubscriber(
    { userId, role: 'user', sessionToken: sessionTokenOf(request) },
    signal,
  )
  const body = new ReadableStream<Uint8Array>(sub, { highWaterMark: 0 })
  let set = state.streams.get(userId)
  if (!set) state.streams.set(userId, (set = new Set()))
  set.add(sub)
  sub.write(encoder.encode(formatMemberEvent({ notice: null, unread: await countUnread(userId) })))
  return new Response(body, { headers: SSE_HEADERS })
}

observeRealtimeStreams('member', () => openMemberStreamCount())

// every process listens from the start, so queued mail goes out without an open stream
onStart(async () => {
  await ensureMemberListener()
  startTimers()
  void sweepMail()
})
onStop(stopTimers)
