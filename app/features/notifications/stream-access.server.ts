// Who may keep a stream open (the admin notifications: editor or admin; the member notifications:
// any member): a live session (not signed out, not expired, not revoked) of a user who is not
// suspended (nor deleted) and still has the stream's minimum role. Checked for every open stream of
// the process at each heartbeat in one query (no cache: the database decides), and at once for the
// streams of a user whose sessions end (`session_revoked`) or whose roles change (`role_changed`),
// NOTIFY channels that reach every process (an in-process bus on PGlite).
import { sql } from 'drizzle-orm'
import { db, dbKind, rowsOf } from '#app/db/client.server'
import { highestRole, type Role, ROLE_RANK } from '#app/features/accounts/roles.server'
import {
  ROLE_CHANGED_CHANNEL,
  SESSION_REVOKED_CHANNEL,
} from '#app/features/accounts/session-events.server'
import type { Listener } from './sse-subscriber.server'

/** What a stream was opened with; the role decides which events it gets (canSeeAudit). */
export type StreamAccess<R extends Role = 'editor' | 'admin'> = {
  userId: string
  sessionToken: string | null
  role: R
}

/** An open stream; its role is updated to the user's current one (never below the minimum). */
export type GuardedStream = { access: StreamAccess<Role>; close(): void }

/**
 * Closes the streams whose session no longer exists or whose user is suspended, deleted or below
 * `minRole`; an admin stream whose role went from admin to editor keeps going with the editor's
 * view. A database error keeps them open (the next heartbeat checks again) rather than closing
 * every bell during a database restart.
 */
export async function recheckStreams(streams: Iterable<GuardedStream>, minRole: Role) {
  const list = [...streams]
  const tokens = [...new Set(list.map((s) => s.access.sessionToken).filter((t) => t !== null))]
  if (!list.length) return
  let live: Map<string, { userId: string; roles: string[] }>
  try {
    const rows = tokens.length
      ? rowsOf<{ token: string; user_id: string; roles: string[] | null }>(
          await db.execute(sql`
            select s.token, s.user_id,
              (select array_agg(r.role::text) from user_roles r where r.user_id = s.user_id) as roles
            from sessions s join users u on u.id = s.user_id
            where s.token in (${sql.join(
              tokens.map((t) => sql`${t}`),
              sql`, `,
            )})
              and s.expires_at > now() and u.suspended_at is null`),
        )
      : []
    live = new Map(rows.map((r) => [r.token, { userId: r.user_id, roles: r.roles ?? [] }]))
  } catch (error) {
    console.error('stream: session check failed; keeping streams until the next one', error)
    return
  }
  for (const s of list) {
    const session = s.access.sessionToken ? live.get(s.access.sessionToken) : undefined
    // no live session of hers: closed, whatever the minimum role
    if (!session || session.userId !== s.access.userId) {
      s.close()
      continue
    }
    const role = highestRole(session.roles)
    if (ROLE_RANK[role] < ROLE_RANK[minRole]) s.close()
    else s.access.role = role
  }
}

/** One kind of stream: its open streams of a user ('' : all of them) and its minimum role. */
export type StreamSource = {
  streamsOf: (userId: string) => Iterable<GuardedStream>
  minRole: Role
}

type AccessState = { sources: Map<string, StreamSource>; listening: Promise<unknown> | null }
declare global {
  var __streamAccess: AccessState | undefined
}
// one per process (kept across dev-server module reloads, which register their source again)
const state: AccessState = (globalThis.__streamAccess ??= { sources: new Map(), listening: null })

/**
 * Registers a kind of stream under `name` and subscribes this process (once) to session and role
 * changes: the open streams of that user, of every kind, are then checked again at once.
 */
export function listenForAccessChanges(name: string, source: StreamSource) {
  state.sources.set(name, source)
  if (state.listening) return state.listening
  const client = (db as unknown as { $client?: Listener }).$client
  if (!client?.listen) return Promise.resolve()
  const onChange = (userId: string) => {
    for (const s of state.sources.values()) void recheckStreams(s.streamsOf(userId), s.minRole)
  }
  const listen = (channel: string) =>
    dbKind === 'postgres'
      ? client.listen(channel, onChange, () => {})
      : client.listen(channel, onChange)
  state.listening = Promise.all([
    listen(SESSION_REVOKED_CHANNEL),
    listen(ROLE_CHANGED_CHANNEL),
  ]).catch((error: unknown) => {
    state.listening = null
    console.error('streams: LISTEN failed; revoked sessions end at the next heartbeat', error)
  })
  return state.listening
}
