import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db, pgliteSettings } from '#app/db/client.server'
import { media, pollOptions, polls, searchWords } from '#app/db/schema'
import { seedReadingFixtures } from '#app/features/articles/testing/reading-fixtures'
import { createUser } from '#tests/factories'
import { createBackup, uploadDir } from './backup.server'
import { listTables, quoteIdent, tableFingerprint } from './introspect.server'
import { mediaFingerprint, restoreBackup } from './restore.server'
import { RESTORE_MESSAGES } from './restore-verify.server'
import { repackArchive } from './testing/repack'

let dir: string
async function snapshot() {
  const tables = await listTables(db)
  const out: Record<string, { rows: number; checksum: string }> = {}
  for (const t of tables) out[t.name] = await tableFingerprint(db, t)
  return { tables: out, media: await mediaFingerprint() }
}
/** Every index and constraint definition in the public schema (a restore rebuilds them). */
async function structure() {
  const [indexes, constraints, triggers] = await Promise.all([
    db.execute(
      sql`select indexdef as d from pg_indexes where schemaname = 'public' order by indexdef`,
    ),
    db.execute(
      sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d
            from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
    ),
    db.execute(
      sql`select tgrelid::regclass::text || ' ' || tgname::text || ' ' || tgenabled::text as d
            from pg_trigger where not tgisinternal order by 1`,
    ),
  ])
  const rowsOf = (r: unknown) =>
    ((r as { rows?: { d: string }[] }).rows ?? (r as { d: string }[])).map((x) => x.d)
  return {
    indexes: rowsOf(indexes),
    constraints: rowsOf(constraints),
    triggers: rowsOf(triggers),
  }
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
    const words = await db.select().from(searchWords).orderBy(searchWords.word)
    expect(words.length).toBeGreaterThan(5)
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
    // derived from the articles: not in the archive, rebuilt once the articles are loaded
    expect(manifest.tables.map((t) => t.name)).not.toContain('search_words')
    expect(manifest.media.map((m) => m.path).sort()).toEqual(Object.keys(before.media).sort())
    expect(manifest.appVersion).toMatch(/^\d+\.\d+\.\d+/)

    await wipe()
    expect((await snapshot()).tables.articles!.rows).toBe(0)
    const shape = await structure()
    expect(shape.indexes.some((d) => d.includes('gin_trgm_ops'))).toBe(true)
    expect(shape.constraints.some((d) => d.includes('FOREIGN KEY'))).toBe(true)
    // the triggers that keep search_words are off during the load and enabled again after it
    expect(
      shape.triggers.some((d) => d.startsWith('articles articles_search_words_insert O')),
    ).toBe(true)
    const phases = new Set<string>()
    await restoreBackup(file, { onProgress: (p) => phases.add(p.phase) })
    expect(await snapshot()).toEqual(before)
    expect(await db.select().from(searchWords).orderBy(searchWords.word)).toEqual(words)
    // indexes and foreign keys are dropped for the load and rebuilt from their own definitions
    expect(await structure()).toEqual(shape)
    expect([...phases]).toEqual(['verify', 'tables', 'indexes', 'media', 'done'])
  })

  test('a restore that fails while loading rolls back completely, indexes and keys included', async () => {
    const before = await snapshot()
    const shape = await structure()
    const good = path.join(dir, 'rows.tar.gz')
    await createBackup(good)
    // the manifest claims one article more than its (intact, checksummed) file holds
    // (signed again with this site's key: only the row count is wrong)
    const bad = await repackArchive(good, path.join(dir, 'rows-bad.tar.gz'), {
      manifest: (m) => {
        m.tables.find((t) => t.name === 'articles')!.rows += 1
      },
    })
    await expect(restoreBackup(bad)).rejects.toThrow(RESTORE_MESSAGES.rows('articles'))
    expect(await snapshot()).toEqual(before)
    expect(await structure()).toEqual(shape)
  })

  test('an archive with a link or a file outside its layout is refused before anything changes', async () => {
    const before = await snapshot()
    const good = path.join(dir, 'layout.tar.gz')
    await createBackup(good)
    const linked = await repackArchive(good, path.join(dir, 'linked.tar.gz'), {
      files: (root) => symlink('/etc/passwd', path.join(root, 'media', 'passwd')),
    })
    await expect(restoreBackup(linked)).rejects.toThrow(RESTORE_MESSAGES.unreadable)
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

    // unpack, change one thing, pack again (the manifest signed again with this site's key)
    const tampered = await repackArchive(good, path.join(dir, 'tampered.tar.gz'), {
      files: async (root) => {
        const f = path.join(root, 'tables/articles.ndjson')
        await writeFile(f, (await readFile(f, 'utf8')).replace('Sweat', 'Sw3at'))
      },
    })
    await expect(restoreBackup(tampered)).rejects.toThrow(
      RESTORE_MESSAGES.checksum('tables/articles.ndjson'),
    )
    const older = await repackArchive(good, path.join(dir, 'older.tar.gz'), {
      manifest: (m) => {
        m.migration.count -= 1
        m.migration.lastHash = 'an-older-migration'
      },
    })
    await expect(restoreBackup(older)).rejects.toThrow(/database version/)
    const noManifest = await repackArchive(good, path.join(dir, 'nomanifest.tar.gz'), {
      manifestText: () => '{"hello":1}',
    })
    await expect(restoreBackup(noManifest)).rejects.toThrow(RESTORE_MESSAGES.noManifest)

    expect(await snapshot()).toEqual(before)
  })
})

test('PGLITE_SETTINGS (set by npm run backup/restore) becomes PGlite start options; anything else is refused', () => {
  expect(pgliteSettings(undefined)).toEqual([])
  expect(pgliteSettings(' shared_buffers=16MB  wal_level=minimal ')).toEqual([
    '-c',
    'shared_buffers=16MB',
    '-c',
    'wal_level=minimal',
  ])
  expect(() => pgliteSettings('shared_buffers=16MB;drop')).toThrow(/PGLITE_SETTINGS/)
  expect(() => pgliteSettings('-D /tmp')).toThrow(/PGLITE_SETTINGS/)
})
