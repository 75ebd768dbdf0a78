import { notInArray, sql } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { auditLogs } from '#app/db/schema'

/**
 * Action names docs/product.md#notifications gives meaning to; others are free-form verbs like
 * 'publish'.
 */
export type AuditAction =
  'create' | 'update' | 'soft_delete' | 'hard_delete' | 'bulk_delete' | 'restore' | (string & {})

/** Who an admin write is done by: the signed-in user (a SessionUser fits), recorded in audit_logs. */
export type Actor = { id: string }

/**
 * Audit rows about user management (members' and invitees' emails, roles, sessions) are for admins
 * only: editors never get them, in the realtime stream, its backlog, the dashboard or the audit log.
 */
export const ADMIN_ONLY_AUDIT_TYPES: readonly string[] = ['user', 'invitation', 'role', 'session']

/** Whether a staff member with this role may see audit rows of this entity type. */
export function canSeeAudit(role: string, entityType: string) {
  return role === 'admin' || !ADMIN_ONLY_AUDIT_TYPES.includes(entityType)
}

/** The same rule as a query condition on audit_logs (undefined: no restriction). */
export function auditVisibleTo(role: string) {
  return role === 'admin'
    ? undefined
    : notInArray(auditLogs.entityType, [...ADMIN_ONLY_AUDIT_TYPES])
}

/** Channel of the realtime admin notifications (app/features/notifications/realtime.server.ts). */
export const AUDIT_CHANNEL = 'admin_notifications'

/** The NOTIFY payload: small (PostgreSQL caps payloads at 8000 bytes), the rest is read on demand. */
export type AuditNotifyPayload = {
  id: string
  action: string
  entityType: string
  entityId: string | null
  title: string | null
  createdAt: string
}

function titleOf(data: Record<string, unknown>): string | null {
  const t = data.title ?? data.name ?? data.email
  return typeof t === 'string' && t ? t.slice(0, 200) : null
}

/**
 * Records an admin write. Call it with the same transaction as the change: the NOTIFY it sends is
 * delivered to every app process only when that transaction commits (never for a rollback).
 */
export async function recordAudit(
  tx: Tx,
  entry: {
    action: AuditAction
    entityType: string
    entityId?: string | null
    entityData: { title?: string; name?: string } & Record<string, unknown>
    userId: string | null
  },
) {
  const [row] = await tx
    .insert(auditLogs)
    .values({
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId ?? null,
      entityData: entry.entityData,
      userId: entry.userId,
    })
    .returning({ id: auditLogs.id, createdAt: auditLogs.createdAt })
  const payload: AuditNotifyPayload = {
    id: row!.id,
    action: entry.action.slice(0, 64),
    entityType: entry.entityType.slice(0, 64),
    entityId: entry.entityId?.slice(0, 200) ?? null,
    title: titleOf(entry.entityData),
    createdAt: row!.createdAt.toISOString(),
  }
  await tx.execute(sql`select pg_notify(${AUDIT_CHANNEL}, ${JSON.stringify(payload)})`)
}
