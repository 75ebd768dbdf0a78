// npm run restore -- --in FILE     replaces every table's rows and the media with a backup's
// npm run restore -- --name NAME   the same from the backup store (BACKUP_DIR, or the bucket's
//                                  backups/ with MEDIA_STORAGE=s3; npm run restore -- --list)
// The database is migrated first (opening it applies pending migrations); an archive made at other
// migrations, or a corrupt one, is refused and nothing changes.
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { in: { type: 'string' }, name: { type: 'string' }, list: { type: 'boolean' } },
})
if (values.list) {
  const { getBackupStore } = await import('#app/features/backup/backup-store.server')
  for (const b of await getBackupStore().list())
    console.log(`${b.name}\t${(b.size / 1e6).toFixed(1)} MB\t${b.createdAt.toISOString()}`)
  process.exit(0)
}
if (!values.in === !values.name) {
  console.error(
    'Usage: npm run restore -- --in backups/site.tar.gz  (or --name NAME from the store, --list)',
  )
  process.exit(1)
}
// PGlite: a small buffer cache (it lives in this process) and no WAL for the reloaded tables (they
// are truncated in the restoring transaction); docs/decisions/0016-backup-restore-speed.md
process.env.PGLITE_SETTINGS ??= 'shared_buffers=16MB wal_level=minimal max_wal_senders=0'
const started = Date.now()
const { restoreBackup } = await import('#app/features/backup/restore.server')
const { RestoreRefused } = await import('#app/features/backup/restore-verify.server')
const { closeDb, dbKind } = await import('#app/db/client.server')
const { getBackupStore } = await import('#app/features/backup/backup-store.server')
const copy = values.name ? await getBackupStore().localCopy(values.name) : null
if (values.name && !copy) {
  console.error(`Restore refused: no backup named ${values.name} in the store (see --list)`)
  process.exit(1)
}
try {
  const { manifest } = await restoreBackup(copy?.file ?? values.in!, {
    onProgress: (p) => {
      if (process.stdout.isTTY)
        process.stdout.write(`\r\x1b[K${p.phase}: ${p.label} ${p.done}/${p.total}`)
    },
  })
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0)
  console.log(
    `\nRestored ${rows} rows in ${manifest.tables.length} tables and ${manifest.media.length} media files into ${dbKind} (backup of ${manifest.createdAt} from ${manifest.database}) in ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  )
} catch (error) {
  console.error(
    `\nRestore refused: ${error instanceof RestoreRefused ? error.message : String(error)}`,
  )
  process.exitCode = 1
} finally {
  await copy?.release()
  await closeDb()
}
