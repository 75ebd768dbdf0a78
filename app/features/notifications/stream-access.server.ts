// Who may keep an admin stream open: a live session (not signed out, not expired, not revoked) of a
// user who is not suspended and still has the editor or admin role. Checked for every open stream
// of the process at each heartbeat in one query (no cache: the database decides), and at once for
// the streams of a user whose sessions end (`session_revoked`) or whose roles change
// (`role_changed`), NOTIFY channels that reach every process (an in-process bus on PGlite).
import { sql } from 'drizzle-orm'
import { db, dbKind, rowsOf } from '#app/db/client.server'
import { highestRole, ROLE_RANK } from '#app/features/accounts/roles.server'
import {
  ROLE_CHANGED_CHANNEL,
  SESSION_REVOKED_CHANNEL,
} from '#app/features/accounts/session-events.server'

/** What a stream was opened with; the role decides which events it gets (canSeeAudit). */
export type StreamAccess = { userId: string; sessionToken: string | null; role: 'editor' | 'admin' }

export type GuardedStream = { access: StreamAccess; close(): void }

/**
 * Closes the streams whose session or role no longer allows them; a stream whose role went from
 * admin to editor keeps going with the editor's view. A database error keeps them open (the next
 * heartbeat checks again) rather than closing every admin's bell during a database restart.
 */
export async function recheckStreams(streams: Iterable<GuardedStream>) {
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
    console.error('admin stream: session check failed; keeping streams until the next one', error)
    return
  }
  for (const s of list) {
    const session = s.access.sessionToken ? live.get(s.access.sessionToken) : undefined
    const role = session && session.userId === s.access.userId ? highestRole(session.roles) : 'user'
    if (ROLE_RANK[role] < ROLE_RANK.editor) s.close()
    else s.access.role = role === 'admin' ? 'admin' : 'editor'
  }
}

type Listener = {
  listen: (channel: string, fn: (p: string) => void, onListen?: () => void) => Promise<unknown>
}

/**
 * Subscribes this process (once) to session and role changes; `streamsOf(userId)` gives the open
 * streams of a user ('' : all of them), which are then checked again at once.
 */
export function listenForAccessChanges(streamsOf: (userId: string) => Iterable<GuardedStream>) {
  const g = globalThis as { __adminStreamAccess?: Promise<unknown> }
  if (g.__adminStreamAccess) return g.__adminStreamAccess
  const client = (db as unknown as { $client?: Listener }).$client
  if (!client?.listen) return Promise.resolve()
  const onChange = (userId: string) => {
    void recheckStreams(streamsOf(userId))
  }
  const listen = (channel: string) =>
    dbKind === 'postgres'
      ? client.listen(channel, onChange, () => {})
      : client.listen(channel, onChange)
  g.__adminStreamAccess = Promise.all([
    listen(SESSION_REVOKED_CHANNEL),
    listen(ROLE_CHANGED_CHANNEL),
  ]).catch((error: unknown) => {
    g.__adminStreamAccess = undefined
    console.error('admin stream: LISTEN failed; revoked sessions end at the next heartbeat', error)
  })
  return g.__adminStreamAccess
}
