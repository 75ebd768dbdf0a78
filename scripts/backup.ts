// npm run backup -- --out FILE     one .tar.gz with every table's rows and every media file
// Uses the configured database (DATABASE_URL, or PGlite in PGLITE_DATA_DIR) and UPLOAD_DIR; the
// archive is signed with a key derived from BETTER_AUTH_SECRET.
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
if (!values.out) {
  console.error('Usage: npm run backup -- --out backups/site.tar.gz  (or --print-signing-key)')
  process.exit(1)
}
// PGlite: a small buffer cache (it lives in this process); docs/decisions/0016-backup-restore-speed.md
process.env.PGLITE_SETTINGS ??= 'shared_buffers=16MB'
const started = Date.now()
const { createBackup } = await import('#app/features/backup/backup.server')
const { closeDb, dbKind } = await import('#app/db/client.server')
let last = ''
const manifest = await createBackup(values.out, (p) => {
  const line = `${p.phase}: ${p.label}`
  if (line !== last && process.stdout.isTTY) process.stdout.write(`\r\x1b[K${line}`)
  last = line
})
await closeDb()
const { statSync } = await import('node:fs')
const rows = manifest.tables.reduce((n, t) => n + t.rows, 0)
console.log(
  `\nBacked up ${dbKind}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.media.length} media files -> ${values.out} (${(statSync(values.out).size / 1e6).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
)
