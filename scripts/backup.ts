// npm run backup -- --out FILE     one .tar.gz with every table's rows and every media file
// npm run backup                   the same, kept in the backup store (BACKUP_DIR, or the bucket's
//                                  backups/ with MEDIA_STORAGE=s3), listed on /admin/backup-restore
// Uses the configured database (DATABASE_URL, or PGlite in PGLITE_DATA_DIR) and media storage
// (UPLOAD_DIR or the bucket); the archive is signed with a key derived from BETTER_AUTH_SECRET.
// npm run backup -- --print-signing-key   that key, for another site's BACKUP_TRUSTED_KEYS
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { out: { type: 'string' }, 'print-signing-key': { type: 'boolean' } },
})
if (values['print-signing-key']) {
  // for another site's BACKUP_TRUSTED_KEYS, so it restores this site's backups (README: backups)
  const { backupSigningKey } = await import('#app/features/backup/backup-signing.server')
  console.log(backupSigningKey())
  process.exit(0)
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-')
const storeName = values.out ? null : `backup-${stamp}.tar.gz`
// PGlite: a small buffer cache (it lives in this process); docs/decisions/0016-backup-restore-speed.md
process.env.PGLITE_SETTINGS ??= 'shared_buffers=16MB'
const started = Date.now()
const { createBackup } = await import('#app/features/backup/backup.server')
const { closeDb, dbKind } = await import('#app/db/client.server')
let last = ''
const { backupDir, getBackupStore } = await import('#app/features/backup/backup-store.server')
const { mkdirSync, rmSync, statSync } = await import('node:fs')
const path = await import('node:path')
if (storeName) mkdirSync(backupDir(), { recursive: true })
const out = values.out ?? path.join(backupDir(), `.${storeName}.${process.pid}.part`)
const manifest = await createBackup(out, (p) => {
  const line = `${p.phase}: ${p.label}`
  if (line !== last && process.stdout.isTTY) process.stdout.write(`\r\x1b[K${line}`)
  last = line
})
await closeDb()
const size = statSync(out).size
const store = getBackupStore()
if (storeName) {
  try {
    await store.saveFile(storeName, out)
  } finally {
    rmSync(out, { force: true })
  }
}
const where = storeName
  ? `${storeName} in the ${store.kind === 's3' ? 'bucket' : 'backup folder'}`
  : out
const rows = manifest.tables.reduce((n, t) => n + t.rows, 0)
console.log(
  `\nBacked up ${dbKind}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.media.length} media files -> ${where} (${(size / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
)
