// npm run restore / the admin page: checks an archive completely before touching anything
// (readable gzip+tar, manifest, SHA-256 of every file, same migrations and tables as this
// database), then replaces every table's rows in one transaction. Media on the disk: once that
// committed, the verified folder replaces the media folder. Media in a bucket: every file of the
// backup is uploaded before the transaction (keys never change content, so this harms nothing the
// current rows use), and the objects the backup does not have are removed after the commit. Any
// failure before the commit (a bucket that is down included) leaves the database as it was.
import { existsSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { queryRows, quoteIdent } from './introspect.server'
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import {
  LocalDiskStorage,
  contentTypeForKey,
  getMediaStorage,
  type MediaStorage,
} from '#app/utils/storage.server'
import { isStorageUnavailable, STORAGE_UNAVAILABLE_MESSAGE } from '#app/utils/storage-unavailable'
import type { Manifest, Progress } from './manifest'
import {
  dropForLoad,
  rebuildAfterLoad,
  rebuildDerived,
  resetSequences,
} from './restore-indexes.server'
import { loadTable } from './restore-load.server'
import {
  RESTORE_MESSAGES,
  RestoreRefused,
  checkCompatible,
  unpackAndVerify,
} from './restore-verify.server'
export type RestoreResult = { manifest: Manifest; sessionKept: boolean }

/**
 * Restores `file` over this database and media folder. `keepSessionToken`: the signed-in admin's
 * session is put back when their account exists in the backup (otherwise they sign in again).
 */
export async function restoreBackup(
  file: string,
  opts: { onProgress?: (p: Progress) => void; keepSessionToken?: string | null } = {},
): Promise<RestoreResult> {
  const onProgress = opts.onProgress ?? (() => {})
  const { manifest, work } = await unpackAndVerify(file, onProgress)
  const storage = getMediaStorage()
  try {
    if (!(storage instanceof LocalDiskStorage))
      await uploadMedia(storage, manifest, path.join(work, 'media'), onProgress)
    const totalRows = manifest.tables.reduce((n, t) => n + t.rows, 0)
    let sessionKept = false
    await db.transaction(async (tx) => {
      // loading every table and rebuilding its indexes may take longer than the statement timeout
      await tx.execute(sql`set local statement_timeout = 0`)
      const tables = await checkCompatible(tx, manifest)
      const [session] = opts.keepSessionToken
        ? await queryRows<{ j: string }>(
            tx,
            sql`select row_to_json(s)::text as j from sessions s where token = ${opts.keepSessionToken}`,
          )
        : []
      await tx.execute(sql.raw(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')}`))
      const dropped = await dropForLoad(
        tx,
        tables.map((t) => t.name),
      )
      let done = 0
      for (const table of tables) {
        const entry = manifest.tables.find((t) => t.name === table.name)!
        const columns = entry.columns.filter((c) => table.columns.includes(c))
        const count = await loadTable(tx, table.name, columns, path.join(work, entry.file), (n) => {
          done += n
          onProgress({ phase: 'tables', label: table.name, done, total: totalRows })
        })
        if (count !== entry.rows) throw new RestoreRefused(RESTORE_MESSAGES.rows(table.name))
      }
      await rebuildAfterLoad(tx, dropped, (label, i, n) =>
        onProgress({ phase: 'indexes', label, done: i, total: n }),
      )
      await rebuildDerived(tx)
      await resetSequences(tx)
      // every app process drops its cached roles once this commits (empty payload: all users)
      await tx.execute(sql`select pg_notify('role_changed', '')`)
      if (session) {
        await tx.execute(
          sql`insert into sessions select * from json_populate_record(null::sessions, ${session.j}::json) s
               where exists (select 1 from users u where u.id = s.user_id)
               on conflict do nothing`,
        )
        const kept = await queryRows<{ id: string }>(
          tx,
          sql`select id from sessions where token = ${opts.keepSessionToken!}`,
        )
        sessionKept = kept.length > 0
      }
    })
    // fresh planner statistics for the reloaded tables (PGlite never runs autovacuum)
    onProgress({ phase: 'indexes', label: 'Statistics', done: 1, total: 1 })
    await db.execute(
      sql.raw(`analyze ${manifest.tables.map((t) => quoteIdent(t.name)).join(', ')}`),
    )
    // the rows are in: now the media folder (the verified copy moves in, the old one goes)
    onProgress({ phase: 'media', label: 'Media files', done: 0, total: manifest.media.length })
    if (storage instanceof LocalDiskStorage)
      await swapFolder(storage.root, path.join(work, 'media'))
    else await removeOthers(storage, manifest)
    onProgress({ phase: 'done', label: 'Restored', done: 1, total: 1 })
    return { manifest, sessionKept }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

async function swapFolder(target: string, incoming: string) {
  if (!existsSync(incoming)) await mkdir(incoming, { recursive: true })
  const old = `${target}.before-restore-${Date.now()}`
  if (existsSync(target)) await rename(target, old)
  await rename(incoming, target)
  await rm(old, { recursive: true, force: true })
}

/** Before the rows: every media file of the backup into the bucket; refused when it is down. */
async function uploadMedia(
  storage: MediaStorage,
  manifest: Manifest,
  dir: string,
  onProgress: (p: Progress) => void,
) {
  try {
    for (const [i, m] of manifest.media.entries()) {
      const type = contentTypeForKey(m.path)
      // a file that is not media (none is made by this site) is not put in the bucket
      if (type) await storage.putFile(m.path, path.join(dir, m.path), type)
      if (i % 20 === 0)
        onProgress({ phase: 'media', label: m.path, done: i, total: manifest.media.length })
    }
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error
    throw new RestoreRefused(`${STORAGE_UNAVAILABLE_MESSAGE} Nothing was restored.`)
  }
}

/** After the commit: media objects the backup does not have (best effort: leftovers are unused). */
async function removeOthers(storage: MediaStorage, manifest: Manifest) {
  const keep = new Set(manifest.media.map((m) => m.path))
  try {
    for await (const { key } of storage.list()) if (!keep.has(key)) await storage.delete(key)
  } catch (error) {
    console.error('restore: media files of the replaced data not all removed', error)
  }
}

/** Every stored media file with its SHA-256 (for round-trip checks). */
export async function mediaFingerprint() {
  const storage = getMediaStorage()
  const out: Record<string, string> = {}
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256')
    const body = await storage.createReadStream(key)
    for await (const chunk of Readable.fromWeb(body as never)) hash.update(chunk as Buffer)
    out[key] = hash.digest('hex')
  }
  return out
}
