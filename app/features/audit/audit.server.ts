import type { Tx } from '#app/db/client.server'
import { auditLogs } from '#app/db/schema'

/** Action names the SPEC gives meaning to (notifications); others are free-form verbs like 'publish'. */
export type AuditAction = 'create' | 'update' | 'soft_delete' | 'hard_delete' | 'bulk_delete' | 'restore' | (string & {})

/** Records an admin write. Call it with the same transaction as the change. */
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
  await tx.insert(auditLogs).values({
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityData: entry.entityData,
    userId: entry.userId,
  })
}
