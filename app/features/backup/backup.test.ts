import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import * as tar from 'tar'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { media, pollOptions, polls } from '#app/db/schema'
import { seedReadingFixtures } from '#app/features/articles/testing/reading-fixtures'
import { createUser } from '#tests/factories'
import { createBackup, uploadDir } from './backup.server'
import { listTables, quoteIdent, tableFingerprint } from './introspect.server'
import { RESTORE_MESSAGES, mediaFingerprint, restoreBackup } from './restore.server'

let dir: string
async function snapshot() {
  const tables = await listTables(db)
  const out: Record<string, { rows: number; checksum: string }> = {}
  for (const t of tables) out[t.name] = await tableFingerprint(db, t)
  return { tables: out, media: await mediaFingerprint() }
}
async function wipe() {
  const tables = await listTables(db)
  await db.execute(sql.raw(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')}`))
  await rm(uploadDir(), { recursive: true, force: true })
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'))
  await seedReadingFixtures()
  const admin = await createUser({ role: 'admin' })
  await createUser()
  const [poll] = await db
    .insert(polls)
    .values({ title: 'Game-day ritual?', isActive: true })
    .returning()
  await db.insert(pollOptions).values([
    { pollId: poll!.id, optionText: 'Music 🎧', voteCount: 3 },
    { pollId: poll!.id, optionText: 'Braids, then "the" playlist\nline two', voteCount: 1.0 },
  ])
  await mkdir(path.join(uploadDir(), 'uploads/2026/11'), { recursive: true })
  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256))
  await writeFile(path.join(uploadDir(), 'uploads/2026/11/cover-960.webp'), bytes)
  await writeFile(path.join(uploadDir(), 'uploads/2026/11/cover.jpg'), Buffer.from('jpeg-ish'))
  await db.insert(media).values({
    storageKey: 'uploads/2026/11/cover.jpg',
    originalName: 'cover.jpg',
    mimeType: 'image/jpeg',
    size: 8,
    width: 1,
    height: 1,
    url: '/media/uploads/2026/11/cover.jpg',
    uploadedBy: admin.id,
    variants: [{ width: 960, format: 'webp', key: 'uploads/2026/11/cover-960.webp' }],
  })
})

describe('backup and restore', () => {
  test('round trip: every table and media file comes back identical', async () => {
    const before = await snapshot()
    expect(Object.keys(before.tables).length).toBeGreaterThan(20)
    expect(before.tables.articles!.rows).toBeGreaterThan(5)
    expect(Object.keys(before.media)).toHaveLength(2)
    const file = path.join(dir, 'site.tar.gz')
    const progress: number[] = []
    const manifest = await createBackup(file, (p) => progress.push(p.done))
    expect(progress.length).toBeGreaterThan(0)
    expect(manifest.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['articles', 'users']),
    )
    expect(manifest.tables.find((t) => t.name === 'articles')!.rows).toBe(
      before.tables.articles!.rows,
    )
    expect(manifest.migration.count).toBeGreaterThan(3)
    expect(manifest.media.map((m) => m.path).sort()).toEqual(Object.keys(before.media).sort())
    expect(manifest.appVersion).toMatch(/^\d+\.\d+\.\d+/)

    await wipe()
    expect((await snapshot()).tables.articles!.rows).toBe(0)
    await restoreBackup(file)
    expect(await snapshot()).toEqual(before)
  })

  test('refuses a corrupt, tampered or mismatched archive and changes nothing', async () => {
    const before = await snapshot()
    const good = path.join(dir, 'good.tar.gz')
    await createBackup(good)

    const junk = path.join(dir, 'junk.tar.gz')
    await writeFile(junk, Buffer.from('definitely not a gzip file'))
    await expect(restoreBackup(junk)).rejects.toThrow(RESTORE_MESSAGES.unreadable)

    const cut = path.join(dir, 'cut.tar.gz')
    const bytes = await readFile(good)
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)))
    await expect(restoreBackup(cut)).rejects.toThrow()

    // unpack, change one thing, pack again
    const repack = async (name: string, change: (root: string) => Promise<void>) => {
      const root = await mkdtemp(path.join(dir, 'x-'))
      await tar.x({ file: good, cwd: root })
      await change(root)
      const out = path.join(dir, name)
      await tar.c({ gzip: true, file: out, cwd: root }, ['manifest.json', 'tables', 'media'])
      return out
    }
    const tampered = await repack('tampered.tar.gz', async (root) => {
      const f = path.join(root, 'tables/articles.ndjson')
      await writeFile(f, (await readFile(f, 'utf8')).replace('Sweat', 'Sw3at'))
    })
    await expect(restoreBackup(tampered)).rejects.toThrow(
      RESTORE_MESSAGES.checksum('tables/articles.ndjson'),
    )
    const older = await repack('older.tar.gz', async (root) => {
      const f = path.join(root, 'manifest.json')
      const m = JSON.parse(await readFile(f, 'utf8'))
      m.migration.count -= 1
      m.migration.lastHash = 'an-older-migration'
      await writeFile(f, JSON.stringify(m))
    })
    await expect(restoreBackup(older)).rejects.toThrow(/database version/)
    const noManifest = await repack('nomanifest.tar.gz', async (root) => {
      await writeFile(path.join(root, 'manifest.json'), '{"hello":1}')
    })
    await expect(restoreBackup(noManifest)).rejects.toThrow(RESTORE_MESSAGES.noManifest)

    expect(await snapshot()).toEqual(before)
  })
})
