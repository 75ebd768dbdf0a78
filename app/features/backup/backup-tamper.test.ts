// Archives a restore must refuse before changing anything: rows edited with the checksums in the
// manifest recomputed (unsigned, signed by the old signature or by an untrusted key), and an entry
// that inflates far beyond what its manifest says. Through the restore function, the admin page
// (upload and restore) and the `npm run restore` script.
import { execFile } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  truncate,
  writeFile,
} from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import * as pageRoute from '#app/routes/admin/backup-restore'
import { getEnv } from '#app/utils/env.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { createBackup, uploadDir } from './backup.server'
import { backupDir } from './backup-store.server'
import { listTables, tableFingerprint } from './introspect.server'
import { mediaFingerprint, restoreBackup } from './restore.server'
import { RESTORE_MESSAGES, verifyBackup } from './restore-verify.server'
import { repackArchive } from './testing/repack'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex')

let dir: string
let good: string
let admin: TestUser
let member: TestUser

async function snapshot() {
  const out: Record<string, unknown> = {}
  for (const t of await listTables(db)) out[t.name] = await tableFingerprint(db, t)
  return { tables: out, media: await mediaFingerprint() }
}

/** Bytes this process has passed to write() so far (Linux), files and everything else. */
function bytesWritten() {
  return Number(/wchar:\s+(\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))![1])
}

function uploadRequest(user: TestUser, bytes: Uint8Array, filename: string) {
  const form = new FormData()
  form.append('archive', new Blob([bytes as Uint8Array<ArrayBuffer>]), filename)
  return new Request('http://localhost:3000/admin/backup-restore?upload', {
    method: 'POST',
    headers: { Cookie: user.cookie },
    body: form,
  })
}

const backupFiles = async () =>
  existsSync(backupDir()) ? (await readdir(backupDir())).filter((n) => !n.startsWith('.')) : []

/** A member made admin: one more user_roles row, with the manifest's size and SHA-256 recomputed. */
async function forge(name: string, sign: string | null | false) {
  return repackArchive(good, path.join(dir, name), {
    manifest: async (m, root) => {
      const file = path.join(root, 'tables/user_roles.ndjson')
      const rows = (await readFile(file, 'utf8')).split('\n').filter(Boolean)
      const row = JSON.parse(rows[0]!) as Record<string, unknown>
      rows.push(JSON.stringify({ ...row, id: randomUUID(), user_id: member.id, role: 'admin' }))
      const text = rows.join('\n') + '\n'
      await writeFile(file, text)
      const entry = m.tables.find((t) => t.name === 'user_roles')!
      Object.assign(entry, { rows: rows.length, size: Buffer.byteLength(text), sha256: sha(text) })
    },
    sign,
  })
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'backup-tamper-'))
  admin = await createUser({ role: 'admin' })
  member = await createUser()
  await mkdir(path.join(uploadDir(), 'uploads/2026/11'), { recursive: true })
  await writeFile(path.join(uploadDir(), 'uploads/2026/11/cover.jpg'), randomBytes(3000))
  good = path.join(dir, 'good.tar.gz')
  await createBackup(good)
})

describe('a forged archive (rows edited, checksums recomputed)', () => {
  test('is refused by restore and by the admin page, upload and restore, changing nothing', async () => {
    const before = await snapshot()
    const files = await backupFiles()
    // this site's own archive passes
    await expect(verifyBackup(good)).resolves.toMatchObject({ format: 2 })
    const unsigned = await forge('unsigned.tar.gz', false)
    const stale = await forge('stale-signature.tar.gz', null)
    const otherSite = await forge('other-site.tar.gz', randomBytes(32).toString('hex'))
    for (const forged of [unsigned, stale, otherSite]) {
      await expect(restoreBackup(forged)).rejects.toThrow(RESTORE_MESSAGES.unsigned)
      const up = await callRoute(
        pageRoute.action,
        uploadRequest(admin, new Uint8Array(await readFile(forged)), 'site.tar.gz'),
      )
      expect(up.status).toBe(422)
      expect(up.data.message).toBe(RESTORE_MESSAGES.unsigned)
      expect(await backupFiles()).toEqual(files)
    }
    // copied into the backup folder by hand, then restored from the page
    await mkdir(backupDir(), { recursive: true })
    await copyFile(stale, path.join(backupDir(), 'copied-in.tar.gz'))
    const restored = await callRoute(
      pageRoute.action,
      makeRequest('/admin/backup-restore', {
        user: admin,
        form: { intent: 'restore', name: 'copied-in.tar.gz', confirm: 'RESTORE' },
      }),
    )
    expect(restored.status).toBe(422)
    expect(restored.data.message).toBe(RESTORE_MESSAGES.unsigned)
    await rm(path.join(backupDir(), 'copied-in.tar.gz'))
    expect(await snapshot()).toEqual(before)
  })

  test('an archive signed by a key in BACKUP_TRUSTED_KEYS is accepted', async () => {
    const key = randomBytes(32).toString('hex')
    const theirs = await repackArchive(good, path.join(dir, 'trusted.tar.gz'), { sign: key })
    await expect(verifyBackup(theirs)).rejects.toThrow(RESTORE_MESSAGES.unsigned)
    getEnv().BACKUP_TRUSTED_KEYS.push(key)
    try {
      await expect(verifyBackup(theirs)).resolves.toMatchObject({ format: 2 })
    } finally {
      getEnv().BACKUP_TRUSTED_KEYS.pop()
    }
  })

  test('is refused by npm run restore, changing nothing', { timeout: 180_000 }, async () => {
    const forged = await forge('script.tar.gz', null)
    const work = await mkdtemp(path.join(os.tmpdir(), 'restore-script-'))
    await mkdir(path.join(work, 'uploads'))
    await writeFile(path.join(work, 'uploads/keep.jpg'), 'still here')
    const before = await snapshot()
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/restore.ts', '--in', forged],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          // PostgreSQL: this test's own database; PGlite: a fresh one on disk
          PGLITE_DATA_DIR: path.join(work, 'pglite'),
          UPLOAD_DIR: path.join(work, 'uploads'),
          BETTER_AUTH_SECRET: getEnv().BETTER_AUTH_SECRET,
        },
      },
    )
    const failed = await run.then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toContain(`Restore refused: ${RESTORE_MESSAGES.unsigned}`)
    expect(await readdir(path.join(work, 'uploads'))).toEqual(['keep.jpg'])
    expect((await readdir(work)).filter((n) => n.startsWith('.restore-'))).toEqual([])
    expect(await snapshot()).toEqual(before)
    await rm(work, { recursive: true, force: true })
  })
})

describe.skipIf(process.platform !== 'linux')('an entry far larger than its manifest says', () => {
  const BOMB = 256 * 1024 * 1024
  /** A signed manifest listing a 1,000-byte file whose entry inflates to 256 MB. */
  async function bombs() {
    const listed = await repackArchive(good, path.join(dir, 'bomb-listed.tar.gz'), {
      manifest: async (m, root) => {
        await truncate(await touch(path.join(root, 'media/uploads/bomb.jpg')), BOMB)
        m.media.push({ path: 'uploads/bomb.jpg', size: 1000, sha256: sha(Buffer.alloc(1000)) })
      },
    })
    const unlisted = await repackArchive(good, path.join(dir, 'bomb-unlisted.tar.gz'), {
      files: async (root) => truncate(await touch(path.join(root, 'media/extra.jpg')), BOMB),
    })
    return { listed, unlisted }
  }
  async function touch(file: string) {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, '')
    return file
  }

  test(
    'is refused having written no more than the manifest declares',
    { timeout: 180_000 },
    async () => {
      const { listed, unlisted } = await bombs()
      const before = await snapshot()
      const files = await backupFiles()
      for (const [file, message] of [
        [listed, RESTORE_MESSAGES.checksum('media/uploads/bomb.jpg')],
        [unlisted, RESTORE_MESSAGES.unreadable],
      ] as const) {
        const bytes = await readFile(file)
        expect(bytes.length).toBeLessThan(2 * 1024 * 1024)
        const m = await verifyBackup(good)
        const declared = [...m.tables, ...m.media].reduce((n, f) => n + f.size, 0) + 1000
        const start = bytesWritten()
        const refused = await restoreBackup(file).then(
          () => null,
          (e: Error) => e,
        )
        const written = bytesWritten() - start
        console.log(`${path.basename(file)}: ${written} bytes written, ${declared} declared`)
        expect(refused?.message).toBe(message)
        expect(written).toBeLessThan(declared + 1024 * 1024)
        // uploaded through the page: the archive itself is stored while it arrives, nothing more
        const uploadStart = bytesWritten()
        const up = await callRoute(
          pageRoute.action,
          uploadRequest(admin, new Uint8Array(bytes), 'site.tar.gz'),
        )
        expect(up.status).toBe(422)
        expect(up.data.message).toBe(message)
        expect(bytesWritten() - uploadStart).toBeLessThan(bytes.length + declared + 1024 * 1024)
      }
      expect(await backupFiles()).toEqual(files)
      expect(await snapshot()).toEqual(before)
    },
  )
})
