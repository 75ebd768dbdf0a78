// npm run restore / the admin page: checks an archive completely before touching anything
// (readable gzip+tar, manifest, SHA-256 of every file, same migrations and tables as this
// database), then replaces every table's rows in one transaction and, once that committed, swaps
// the media folder. Any failure before the commit leaves the database and the media as they were.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import * as tar from 'tar'
import { db, type Tx } from '#app/db/client.server'
import { getMigrationState, listTables, queryRows, quoteIdent } from './introspect.server'
import { listFiles, sha256File, uploadDir } from './backup.server'
import { ManifestSchema, type Manifest, type Progress } from './manifest'

const BATCH_ROWS = 1000
const BATCH_BYTES = 4 * 1024 * 1024

export class RestoreRefused extends Error {}

export const RESTORE_MESSAGES = {
  unreadable: 'This file is not a readable backup archive (it may be corrupt or incomplete).',
  noManifest: 'This archive has no valid manifest: it is not a backup of this site.',
  checksum: (file: string) => `The archive is corrupt: ${file} does not match its checksum.`,
  migrations: (theirs: number, ours: number) =>
    `This backup was made at database version ${theirs} (migrations) and this database is at version ${ours}. Restore it into a database with the same migrations.`,
  tables: (names: string) => `The backup's tables do not match this database (${names}).`,
  rows: (table: string) =>
    `The archive is corrupt: ${table} has a different number of rows than its manifest says.`,
} as const

const SAFE_ENTRY = /^(manifest\.json|tables\/[a-z_][a-z0-9_]*\.ndjson|media\/.+)$/

/**
 * Unpacks the archive into `work`, hashing every file on the way (one read of the archive, with
 * back-pressure, so memory stays flat however big it is). Only the archive's own layout is taken:
 * regular files under tables/ and media/ and the manifest; links, absolute paths and '..' are
 * refused. Returns each file's SHA-256 by its path in the archive.
 */
async function extractHashed(file: string, work: string) {
  const hashes = new Map<string, string>()
  const pending: Promise<void>[] = []
  let bad: Error | null = null
  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      const rel = entry.path.replace(/^\.\//, '').replace(/\/$/, '')
      if (
        entry.type === 'Directory' &&
        (rel === 'tables' || rel === 'media' || rel.startsWith('media/'))
      ) {
        entry.resume()
        return
      }
      if (entry.type !== 'File' || !SAFE_ENTRY.test(rel) || rel.split('/').includes('..')) {
        bad ??= new Error(`unexpected entry ${entry.path}`)
        entry.resume()
        return
      }
      const target = path.join(work, rel)
      const hash = createHash('sha256')
      // set up in this tick: the entry's body follows its header
      mkdirSync(path.dirname(target), { recursive: true })
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          done(null, chunk)
        },
      })
      pending.push(
        pipeline(entry, hashing, createWriteStream(target)).then(() => {
          hashes.set(rel, hash.digest('hex'))
        }),
      )
    },
  })
  await pipeline(createReadStream(file), parser)
  await Promise.all(pending)
  if (bad) throw bad
  return hashes
}

/** Unpacks and verifies an archive; returns the manifest and the folder it was unpacked into. */
async function unpackAndVerify(file: string, onProgress: (p: Progress) => void) {
  // unpacked next to the media folder, so the verified media move in with a rename
  const parent = path.dirname(uploadDir())
  await mkdir(parent, { recursive: true })
  const work = await mkdtemp(path.join(parent, '.restore-'))
  try {
    onProgress({ phase: 'verify', label: 'Unpacking', done: 0, total: 1 })
    let hashes: Map<string, string>
    try {
      hashes = await extractHashed(file, work)
    } catch {
      throw new RestoreRefused(RESTORE_MESSAGES.unreadable)
    }
    let manifest: Manifest
    try {
      manifest = ManifestSchema.parse(
        JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')),
      )
    } catch {
      throw new RestoreRefused(RESTORE_MESSAGES.noManifest)
    }
    const checks = [
      ...manifest.tables.map((t) => ({ file: t.file, sha256: t.sha256 })),
      ...manifest.media.map((m) => ({ file: `media/${m.path}`, sha256: m.sha256 })),
    ]
    for (const c of checks)
      if (hashes.get(c.file) !== c.sha256)
        throw new RestoreRefused(RESTORE_MESSAGES.checksum(c.file))
    return { manifest, work }
  } catch (error) {
    await rm(work, { recursive: true, force: true })
    throw error
  }
}

async function checkCompatible(tx: Tx, manifest: Manifest) {
  const ours = await getMigrationState(tx)
  if (ours.count !== manifest.migration.count || ours.lastHash !== manifest.migration.lastHash)
    throw new RestoreRefused(RESTORE_MESSAGES.migrations(manifest.migration.count, ours.count))
  const tables = await listTables(tx)
  const theirs = new Set(manifest.tables.map((t) => t.name))
  const diff = [
    ...tables.filter((t) => !theirs.has(t.name)).map((t) => `missing ${t.name}`),
    ...manifest.tables
      .filter((t) => !tables.some((x) => x.name === t.name))
      .map((t) => `unknown ${t.name}`),
  ]
  if (diff.length) throw new RestoreRefused(RESTORE_MESSAGES.tables(diff.join(', ')))
  return tables
}

async function insertBatch(tx: Tx, table: string, columns: string[], lines: string[]) {
  const cols = columns.map(quoteIdent).join(', ')
  const json = '[' + lines.join(',') + ']'
  await tx.execute(
    sql`${sql.raw(`insert into ${quoteIdent(table)} (${cols}) select ${cols} from json_populate_recordset(null::${quoteIdent(table)}, `)}${json}::json${sql.raw(')')}`,
  )
}

/**
 * The lines of a file, read a chunk at a time as they are consumed (readline's iterator reads
 * ahead of a slow consumer and held a whole table's lines in memory).
 */
async function* readLines(file: string) {
  let rest = ''
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const parts = (rest + (chunk as string)).split('\n')
    rest = parts.pop()!
    yield* parts
  }
  if (rest) yield rest
}

type Deferred = { table: string; name: string; def: string }

/**
 * Loading into a table without its secondary indexes and foreign keys and building them once at
 * the end is several times faster than maintaining them row by row (three GIN indexes and a dozen
 * b-trees on articles). They are dropped inside the restore's transaction, so a failed restore
 * rolls them back with the rows; each is recreated from its own definition (pg_get_indexdef,
 * pg_get_constraintdef), and re-adding a foreign key checks every row against it once.
 */
async function dropForLoad(tx: Tx, tables: string[]) {
  const names = new Set(tables)
  const fks = (
    await queryRows<Deferred>(
      tx,
      sql`select cl.relname as "table", con.conname as name, pg_get_constraintdef(con.oid) as def
            from pg_constraint con
            join pg_class cl on cl.oid = con.conrelid
            join pg_namespace n on n.oid = cl.relnamespace
           where con.contype = 'f' and n.nspname = 'public'
           order by cl.relname, con.conname`,
    )
  ).filter((f) => names.has(f.table))
  for (const f of fks)
    await tx.execute(
      sql.raw(`alter table ${quoteIdent(f.table)} drop constraint ${quoteIdent(f.name)}`),
    )
  // indexes that back no primary key, unique or exclusion constraint
  const indexes = (
    await queryRows<Deferred>(
      tx,
      sql`select t.relname as "table", i.relname as name, pg_get_indexdef(x.indexrelid) as def
            from pg_index x
            join pg_class i on i.oid = x.indexrelid
            join pg_class t on t.oid = x.indrelid
            join pg_namespace n on n.oid = t.relnamespace
           where n.nspname = 'public'
             and not exists (select 1 from pg_constraint c
                              where c.conindid = x.indexrelid and c.conrelid = x.indrelid
                                and c.contype in ('p', 'u', 'x'))
           order by t.relname, i.relname`,
    )
  ).filter((i) => names.has(i.table))
  for (const i of indexes) await tx.execute(sql.raw(`drop index ${quoteIdent(i.name)}`))
  return { fks, indexes }
}

async function rebuildAfterLoad(
  tx: Tx,
  dropped: { fks: Deferred[]; indexes: Deferred[] },
  onStep: (label: string, done: number, total: number) => void,
) {
  const total = dropped.indexes.length + dropped.fks.length
  let done = 0
  for (const i of dropped.indexes) {
    onStep(i.name, done++, total)
    await tx.execute(sql.raw(i.def))
  }
  for (const f of dropped.fks) {
    onStep(f.name, done++, total)
    await tx.execute(
      sql.raw(`alter table ${quoteIdent(f.table)} add constraint ${quoteIdent(f.name)} ${f.def}`),
    )
  }
}

/** Sequences behind serial columns continue after the restored rows. */
async function resetSequences(tx: Tx) {
  const seqs = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' and column_default like 'nextval(%'`,
  )
  for (const s of seqs) {
    const t = quoteIdent(s.table_name)
    const c = quoteIdent(s.column_name)
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${t}', '${s.column_name.replaceAll("'", "''")}'), coalesce((select max(${c}) from ${t}), 1), (select max(${c}) from ${t}) is not null)`,
      ),
    )
  }
}

/**
 * Checks an archive without restoring it: readable, manifest, every checksum, and the same
 * migrations and tables as this database. Throws RestoreRefused with the reason.
 */
export async function verifyBackup(file: string, onProgress: (p: Progress) => void = () => {}) {
  const { manifest, work } = await unpackAndVerify(file, onProgress)
  try {
    // read-only: the transaction only gives checkCompatible its connection
    await db.transaction(async (tx) => {
      await checkCompatible(tx, manifest)
    })
    return manifest
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

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
  try {
    const totalRows = manifest.tables.reduce((n, t) => n + t.rows, 0)
    let sessionKept = false
    await db.transaction(async (tx) => {
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
        const lines = readLines(path.join(work, entry.file))
        let batch: string[] = []
        let bytes = 0
        let count = 0
        for await (const line of lines) {
          if (!line) continue
          batch.push(line)
          bytes += line.length
          if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
            await insertBatch(tx, table.name, columns, batch)
            count += batch.length
            done += batch.length
            batch = []
            bytes = 0
            onProgress({ phase: 'tables', label: table.name, done, total: totalRows })
          }
        }
        if (batch.length) await insertBatch(tx, table.name, columns, batch)
        count += batch.length
        done += batch.length
        if (count !== entry.rows) throw new RestoreRefused(RESTORE_MESSAGES.rows(table.name))
        onProgress({ phase: 'tables', label: table.name, done, total: totalRows })
      }
      await rebuildAfterLoad(tx, dropped, (label, i, n) =>
        onProgress({ phase: 'indexes', label, done: i, total: n }),
      )
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
    const target = uploadDir()
    const incoming = path.join(work, 'media')
    if (!existsSync(incoming)) await mkdir(incoming, { recursive: true })
    const old = `${target}.before-restore-${Date.now()}`
    if (existsSync(target)) await rename(target, old)
    await rename(incoming, target)
    await rm(old, { recursive: true, force: true })
    onProgress({ phase: 'done', label: 'Restored', done: 1, total: 1 })
    return { manifest, sessionKept }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** Every media file under the upload folder with its SHA-256 (for round-trip checks). */
export async function mediaFingerprint() {
  const root = uploadDir()
  const out: Record<string, string> = {}
  for (const rel of await listFiles(root)) out[rel] = await sha256File(path.join(root, rel))
  return out
}
