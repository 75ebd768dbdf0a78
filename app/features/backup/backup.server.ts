// npm run backup / the admin page: one .tar.gz holding every table's rows (one NDJSON file per
// table, read through a cursor inside one repeatable-read transaction, so the copy is consistent
// and never held in memory) and every uploaded media file, with a manifest (app version, last
// migration, row counts, size and SHA-256 of every file), signed (backup-signing.server.ts). Works
// the same on PGlite and PostgreSQL. The media come from the configured storage: the disk's folder
// is packed as it is; a bucket's objects are downloaded (streamed, hashed on the way) first.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { Readable } from 'node:stream'
import { finished, pipeline } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import * as tar from 'tar'
import { db, dbKind } from '#app/db/client.server'
import { getEnv } from '#app/utils/env.server'
import { LocalDiskStorage, getMediaStorage, type MediaStorage } from '#app/utils/storage.server'
import { getMigrationState, listTables, queryRows, quoteIdent } from './introspect.server'
import { signManifest } from './backup-signing.server'
import { BACKUP_FORMAT, MANIFEST_SIG, type Manifest, type Progress } from './manifest'

const FETCH_ROWS = 2000

export function uploadDir() {
  return path.resolve(getEnv().UPLOAD_DIR)
}

export async function sha256File(file: string) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function appVersion() {
  try {
    const { readFile } = await import('node:fs/promises')
    const pkg = JSON.parse(await readFile(path.resolve('package.json'), 'utf8')) as {
      name?: string
      version?: string
    }
    return { name: pkg.name ?? 'app', version: pkg.version ?? '0.0.0' }
  } catch {
    return { name: 'app', version: '0.0.0' }
  }
}

/** One stored media file into `file`, as it is read. */
async function download(storage: MediaStorage, key: string, file: string) {
  const body = await storage.createReadStream(key)
  if (!body) throw new Error(`Media file ${key} disappeared during the backup`)
  await mkdir(path.dirname(file), { recursive: true })
  await pipeline(Readable.fromWeb(body as never), createWriteStream(file))
}

/** Writes the archive to `outFile` and returns its manifest. */
export async function createBackup(
  outFile: string,
  onProgress: (p: Progress) => void = () => {},
): Promise<Manifest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'backup-'))
  try {
    await mkdir(path.join(work, 'tables'))
    const tables: Manifest['tables'] = []
    let migration!: Manifest['migration']
    await db.transaction(
      async (tx) => {
        // a whole-table read may take longer than the pool's statement timeout
        await tx.execute(sql`set local statement_timeout = 0`)
        migration = await getMigrationState(tx)
        const list = await listTables(tx)
        for (const [i, table] of list.entries()) {
          const file = `tables/${table.name}.ndjson`
          const out = createWriteStream(path.join(work, file))
          const hash = createHash('sha256')
          let count = 0
          let size = 0
          const cols = table.columns.map(quoteIdent).join(', ')
          await tx.execute(
            sql.raw(
              `declare backup_rows no scroll cursor for select row_to_json(x)::text as j from (select ${cols} from ${quoteIdent(table.name)}) x`,
            ),
          )
          for (;;) {
            const batch = await queryRows<{ j: string }>(
              tx,
              sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
            )
            if (!batch.length) break
            const chunk = batch.map((r) => r.j).join('\n') + '\n'
            hash.update(chunk)
            size += Buffer.byteLength(chunk)
            count += batch.length
            if (!out.write(chunk)) await once(out, 'drain')
            onProgress({ phase: 'tables', label: table.name, done: i, total: list.length })
          }
          await tx.execute(sql.raw('close backup_rows'))
          out.end()
          await finished(out)
          tables.push({
            name: table.name,
            columns: table.columns,
            rows: count,
            file,
            size,
            sha256: hash.digest('hex'),
          })
          onProgress({ phase: 'tables', label: table.name, done: i + 1, total: list.length })
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )

    const storage = getMediaStorage()
    // the disk's folder is packed through a link (tar follows it); a bucket's files are fetched
    const local = storage instanceof LocalDiskStorage
    const mediaRoot = local ? storage.root : path.join(work, 'media')
    const files: { key: string; size: number }[] = []
    for await (const file of storage.list()) files.push(file)
    const media: Manifest['media'] = []
    for (const [i, { key }] of files.entries()) {
      const full = path.join(mediaRoot, key)
      if (!local) await download(storage, key, full)
      media.push({ path: key, size: (await stat(full)).size, sha256: await sha256File(full) })
      if (i % 50 === 0) onProgress({ phase: 'media', label: key, done: i, total: files.length })
    }
    const app = await appVersion()
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      app: app.name,
      appVersion: app.version,
      createdAt: new Date().toISOString(),
      database: dbKind,
      migration,
      tables,
      media,
    }
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2))
    await writeFile(path.join(work, 'manifest.json'), manifestBytes)
    await writeFile(path.join(work, MANIFEST_SIG), signManifest(manifestBytes))
    // media are packed from their own folder through a link (tar follows it)
    if (files.length && local) await symlink(mediaRoot, path.join(work, 'media'), 'dir')
    onProgress({ phase: 'archive', label: path.basename(outFile), done: 0, total: 1 })
    await mkdir(path.dirname(path.resolve(outFile)), { recursive: true })
    // in this order: a restore checks the manifest and its signature before it unpacks anything
    await tar.c({ gzip: true, file: outFile, cwd: work, portable: true, follow: true }, [
      'manifest.json',
      MANIFEST_SIG,
      'tables',
      ...(files.length ? ['media'] : []),
    ])
    onProgress({ phase: 'done', label: path.basename(outFile), done: 1, total: 1 })
    return manifest
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
