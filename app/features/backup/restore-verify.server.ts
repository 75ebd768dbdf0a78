// Checking a backup archive before anything is replaced: it unpacks (gzip+tar, only the archive's
// own layout), every file matches the SHA-256 in its manifest, and it was made at this database's
// migrations with the same tables. Refusals carry the message the admin sees.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { db, type Tx } from '#app/db/client.server'
import { getMigrationState, listTables } from './introspect.server'
import { uploadDir } from './backup.server'
import { ManifestSchema, type Manifest, type Progress } from './manifest'

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
export async function unpackAndVerify(file: string, onProgress: (p: Progress) => void) {
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

export async function checkCompatible(tx: Tx, manifest: Manifest) {
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
