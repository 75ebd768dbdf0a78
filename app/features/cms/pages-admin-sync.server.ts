// Interface-text sync (docs/product.md#page-content): seeds INTERFACE_DEFAULTS into page_content
// (page_slug 'interface', content_type 'json', is_published true, created_by) without overwriting
// existing keys unless asked, and the audit of expected against existing keys.
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { pageContent } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { INTERFACE_DEFAULTS } from './interface-defaults'
import type { ActionResult, DataResult } from '#app/utils/action-result'
import { type ContentFields, INTERFACE_SLUG } from './pages-admin.schema'
import { failure } from '#app/utils/action-result'

export { INTERFACE_SLUG }
const DEFAULTS = INTERFACE_DEFAULTS as Record<string, Record<string, string>>

export function interfaceDefaultKeys(): string[] {
  return Object.keys(DEFAULTS).sort()
}

export function interfaceDefaultFor(sectionKey: string): Record<string, string> | null {
  return Object.hasOwn(DEFAULTS, sectionKey) ? DEFAULTS[sectionKey]! : null
}

class ExistsError extends Error {}

/**
 * Saves one interface section. It first selects the id for the slug and key; an existing row is
 * only replaced when `overwrite` is set ('Content for key already exists' otherwise).
 */
export async function saveInterfaceContent(
  actor: Actor,
  sectionKey: string,
  contentData: ContentFields,
  opts: { overwrite?: boolean } = {},
): Promise<ActionResult> {
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: pageContent.id })
        .from(pageContent)
        .where(
          and(eq(pageContent.pageSlug, INTERFACE_SLUG), eq(pageContent.sectionKey, sectionKey)),
        )
        .for('update')
      const values = {
        contentData,
        contentType: 'json',
        isPublished: true,
        publishDate: new Date(),
      }
      if (existing && !opts.overwrite) throw new ExistsError('Content for key already exists')
      if (existing) {
        await tx
          .update(pageContent)
          .set({ ...values, deletedAt: null, deletionReason: null })
          .where(eq(pageContent.id, existing.id))
      } else {
        await tx
          .insert(pageContent)
          .values({ ...values, pageSlug: INTERFACE_SLUG, sectionKey, createdBy: actor.id })
      }
      await recordAudit(tx, {
        action: existing ? 'update' : 'create',
        entityType: 'page_content',
        entityId: existing?.id ?? null,
        entityData: {
          title: `${INTERFACE_SLUG} / ${sectionKey}`,
          name: INTERFACE_SLUG,
          sync: true,
        },
        userId: actor.id,
      })
    })
  } catch (error) {
    if (error instanceof ExistsError) return failure(error.message, 409)
    return failure(`Sync failed: ${(error as Error).message}`, 500)
  }
  return { ok: true, message: 'Content synced' }
}

/** Syncs one key from the built-in defaults. */
export async function syncInterfaceKey(
  actor: Actor,
  sectionKey: string,
  overwrite = false,
): Promise<ActionResult> {
  const defaults = interfaceDefaultFor(sectionKey)
  if (!defaults) return failure('Sync failed: unknown interface key')
  return saveInterfaceContent(actor, sectionKey, { ...defaults }, { overwrite })
}

/** Inserts every default key that has no row yet; existing rows (live or trashed) are left alone. */
/** The result says how many keys it added (`synced`): only then are public pages stale. */
export async function bulkSyncInterfaceDefaults(
  actor: Actor,
): Promise<DataResult<{ message: string; synced: number }>> {
  let inserted = 0
  try {
    inserted = await db.transaction(async (tx) => {
      const now = new Date()
      const rows = await tx
        .insert(pageContent)
        .values(
          interfaceDefaultKeys().map((sectionKey) => ({
            pageSlug: INTERFACE_SLUG,
            sectionKey,
            contentType: 'json',
            contentData: { ...DEFAULTS[sectionKey]! },
            isPublished: true,
            publishDate: now,
            createdBy: actor.id,
          })),
        )
        .onConflictDoNothing({ target: [pageContent.pageSlug, pageContent.sectionKey] })
        .returning({ sectionKey: pageContent.sectionKey })
      await recordAudit(tx, {
        action: 'sync',
        entityType: 'page',
        entityId: INTERFACE_SLUG,
        entityData: { name: INTERFACE_SLUG, synced: rows.map((r) => r.sectionKey) },
        userId: actor.id,
      })
      return rows.length
    })
  } catch (error) {
    console.error('bulkSyncInterfaceDefaults failed', error)
    return failure('Bulk sync failed', 500)
  }
  return {
    ok: true,
    message: `Successfully synced ${inserted} interface content items to CMS.`,
    synced: inserted,
  }
}

export type InterfaceAudit = { expected: number; missing: string[]; message: string }

/** Compares the expected default keys with the live interface rows. */
export async function auditInterfaceContent(): Promise<InterfaceAudit> {
  const rows = await db
    .select({ sectionKey: pageContent.sectionKey })
    .from(pageContent)
    .where(and(eq(pageContent.pageSlug, INTERFACE_SLUG), isNull(pageContent.deletedAt)))
  const existing = new Set(rows.map((r) => r.sectionKey))
  const expected = interfaceDefaultKeys()
  const missing = expected.filter((k) => !existing.has(k))
  return {
    expected: expected.length,
    missing,
    message: `Found ${missing.length} missing interface content items out of ${expected.length} expected.`,
  }
}
