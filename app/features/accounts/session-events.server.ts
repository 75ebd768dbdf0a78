// Sessions ending, told to every app process: sign-out, suspension, deletion, a password reset or
// a revoked device NOTIFY `session_revoked` with the user id, so streams held open by that user (the
// admin and the member notifications) are checked again at once instead of at their next heartbeat.
// Sent in the writer's transaction where there is one: PostgreSQL delivers it after the commit,
// never for a rollback. PGlite delivers it in-process.
import { sql } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'

export const SESSION_REVOKED_CHANNEL = 'session_revoked'
/** The role cache's channel (roles.server.ts): a role change also ends privileged streams. */
export const ROLE_CHANGED_CHANNEL = 'role_changed'

/** Tells every process that this user's sessions (some or all) have ended. */
export async function notifySessionsRevoked(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${userId})`)
}

/** The session token of the request (better-auth cookie 'token.signature'), unverified. */
export function sessionTokenOf(request: Request): string | null {
  const cookie = request.headers.get('Cookie') ?? ''
  const m = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)
  return m ? decodeURIComponent(m[1]!).split('.')[0]! : null
}
