// Permanent redirects (old path -> new path). Editors add them in /admin/seo/redirects; an
// article whose public address changes gets one automatically (recordPathChange). A redirect is
// only followed where the site would answer 404, so it never hides a live page. Chains and loops
// are refused on write, so a visitor is always one hop from the page.
import { asc, eq } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { redirects } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { normalizePath } from '#app/utils/url-normalize.server'
import type { RedirectForm } from './seo.schema'

export const REDIRECT_MESSAGES = {
  added: 'Redirect added',
  removed: 'Redirect removed',
  exists: 'A redirect from this path already exists',
  loop: 'This redirect would create a loop',
  chainTarget: 'The new path is itself redirected; point to its final address instead',
  chainSource: 'Other redirects point to the old path; change them first so no chain is formed',
  notFound: 'Redirect not found',
} as const

export type Redirect = typeof redirects.$inferSelect

export async function listRedirects(): Promise<Redirect[]> {
  return db.select().from(redirects).orderBy(asc(redirects.fromPath))
}

/** Where a path that would be a 404 goes, or null. One indexed lookup (from_path is unique). */
export async function findRedirect(path: string): Promise<string | null> {
  const [row] = await db
    .select({ toPath: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1)
  return row?.toPath ?? null
}

/** A path as the site serves it: what the URL normalisation redirects it to, else itself. */
export function servedPath(path: string) {
  return normalizePath(path, '') ?? path
}

/** Longest chain of stored redirects the loop check follows (chains are refused, so 1 is usual). */
const MAX_HOPS = 20

/**
 * Adds an editor's redirect after the loop and chain checks, on the paths as the site serves them:
 * `/Loopx` is served as `/loopx` (URL normalisation), so a redirect /loopx -> /Loopx is a loop.
 */
export async function addRedirect(
  actor: Actor,
  input: RedirectForm,
): Promise<{ ok: true } | { ok: false; field: 'fromPath' | 'toPath'; message: string }> {
  const form = { fromPath: servedPath(input.fromPath), toPath: servedPath(input.toPath) }
  const refuse = (field: 'fromPath' | 'toPath', message: string) =>
    ({ ok: false, field, message }) as const
  if (form.fromPath === form.toPath) return refuse('toPath', REDIRECT_MESSAGES.loop)
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: redirects.id })
      .from(redirects)
      .where(eq(redirects.fromPath, form.fromPath))
    if (taken) return refuse('fromPath', REDIRECT_MESSAGES.exists)
    // follow the target through stored redirects: back to the old path is a loop, anywhere is a chain
    let next = form.toPath
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const [onward] = await tx
        .select({ toPath: redirects.toPath })
        .from(redirects)
        .where(eq(redirects.fromPath, next))
      if (!onward) break
      next = servedPath(onward.toPath)
      if (next === form.fromPath || hop === MAX_HOPS - 1)
        return refuse('toPath', REDIRECT_MESSAGES.loop)
    }
    if (next !== form.toPath) return refuse('toPath', REDIRECT_MESSAGES.chainTarget)
    const [pointing] = await tx
      .select({ id: redirects.id })
      .from(redirects)
      .where(eq(redirects.toPath, form.fromPath))
    if (pointing) return refuse('fromPath', REDIRECT_MESSAGES.chainSource)
    const [row] = await tx
      .insert(redirects)
      .values({ ...form, source: 'manual', createdBy: actor.id })
      .returning()
    await recordAudit(tx, {
      action: 'create',
      entityType: 'redirect',
      entityId: row!.id,
      entityData: { name: `${form.fromPath} → ${form.toPath}` },
      userId: actor.id,
    })
    return { ok: true as const }
  })
}

export async function removeRedirect(actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning()
    if (!row) return false
    await recordAudit(tx, {
      action: 'hard_delete',
      entityType: 'redirect',
      entityId: id,
      entityData: { name: `${row.fromPath} → ${row.toPath}` },
      userId: actor.id,
    })
    return true
  })
}

/**
 * A public address moved (an article's slug or hub changed): the old path redirects to the new one
 * and redirects that led to the old path now lead straight to the new one (no chains). A redirect
 * from the new path is dropped: that address is live again. Runs in the caller's transaction.
 */
export async function recordPathChange(
  tx: Tx,
  change: { from: string; to: string; userId: string | null },
) {
  if (change.from === change.to) return
  await tx.delete(redirects).where(eq(redirects.fromPath, change.to))
  await tx.update(redirects).set({ toPath: change.to }).where(eq(redirects.toPath, change.from))
  await tx
    .insert(redirects)
    .values({ fromPath: change.from, toPath: change.to, source: 'slug', createdBy: change.userId })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: change.to, source: 'slug' } })
}
