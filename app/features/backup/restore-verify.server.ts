// Checking a backup archive before anything is replaced: its manifest is signed by this site (or a
// trusted key), it unpacks (gzip+tar, only the files the manifest lists, each no larger than it
// says: restore-unpack.server.ts), every file matches its SHA-256, and it was made at this
// database's migrations with the same tables. Refusals carry the message the admin sees.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { db, type Tx } from '#app/db/client.server'
import { getMigrationState, listTables } from './introspect.server'
import { uploadDir } from './backup.server'
import type { Manifest, Progress } from './manifest'
import { UnpackRefused, unpackChecked } from './restore-unpack.server'

export class RestoreRefused extends Error {}

export const RESTORE_MESSAGES = {
  unreadable: 'This file is not a readable backup archive (it may be corrupt or incomplete).',
  noManifest: 'This archive has no valid manifest: it is not a backup of this site.',
  unsigned:
    'This archive is not signed by this site or a trusted key: it may have been changed since it was made, so it is not restored.',
  checksum: (file: string) =>
    `The archive is corrupt: ${file} does not match its size or checksum in the manifest.`,
  migrations: (theirs: number, ours: number) =>
    `This backup was made at database version ${theirs} (migrations) and this database is at version ${ours}. Restore it into a database with the same migrations.`,
  tables: (names: string) => `The backup's tables do not match this database (${names}).`,
  rows: (table: string) =>
    `The archive is corrupt: ${table} has a different number of rows than its manifest says.`,
} as const

/** Unpacks and verifies an archive; returns the manifest and the folder it was unpacked into. */
export async function unpackAndVerify(file: string, onProgress: (p: Progress) => void) {
  // unpacked next to the media folder, so the verified media move in with a rename
  const parent = path.dirname(uploadDir())
  await mkdir(parent, { recursive: true })
  const work = await mkdtemp(path.join(parent, '.restore-'))
  try {
    onProgress({ phase: 'verify', label: 'Unpacking', done: 0, total: 1 })
    try {
      return { manifest: await unpackChecked(file, work), work }
    } catch (error) {
      if (!(error instanceof UnpackRefused)) throw new RestoreRefused(RESTORE_MESSAGES.unreadable)
      if (error.reason === 'checksum')
        throw new RestoreRefused(RESTORE_MESSAGES.checksum(error.file))
      throw new RestoreRefused(RESTORE_MESSAGES[error.reason])
    }
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
