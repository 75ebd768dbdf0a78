// Uploads encode and write files outside the database transaction, and leave no files behind when
// the row is rolled back.
import sharp from 'sharp'
import { afterEach, expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import { setAvatar } from '#app/features/accounts/profile.server'
import { uploadMedia } from '#app/features/media/media-admin.server'
import { getMediaStorage } from '#app/utils/storage.server'
import { createUser } from '#tests/factories'

vi.setConfig({ testTimeout: 180_000 })
const storage = getMediaStorage()

async function png(width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer()
}

/** Records every file written, and whether a transaction was open at that moment. */
function watch() {
  let inTransaction = 0
  const writes: Array<{ key: string; inTransaction: boolean }> = []
  const put = storage.put.bind(storage)
  vi.spyOn(storage, 'put').mockImplementation(async (key, body, type) => {
    writes.push({ key, inTransaction: inTransaction > 0 })
    return put(key, body, type)
  })
  const transaction = db.transaction.bind(db)
  vi.spyOn(db, 'transaction').mockImplementation((async (fn: never, config: never) => {
    inTransaction++
    try {
      return await transaction(fn, config)
    } finally {
      inTransaction--
    }
  }) as never)
  return writes
}

afterEach(() => vi.restoreAllMocks())

test('a media upload encodes and writes every file before the transaction opens', async () => {
  const editor = await createUser({ role: 'editor' })
  const writes = watch()
  const file = new File([await png()], 'court.png', { type: 'image/png' })
  const res = await uploadMedia(file, 'A court at dusk', editor.id)
  expect(res.ok).toBe(true)
  expect(writes.length).toBeGreaterThan(1)
  expect(writes.filter((w) => w.inTransaction)).toEqual([])
})

test('a rolled-back media row leaves no files behind', async () => {
  const writes = watch()
  const file = new File([await png()], 'court.png', { type: 'image/png' })
  // an uploader that does not exist: the insert fails on its foreign key and the transaction rolls back
  await expect(uploadMedia(file, '', 'no-such-user')).rejects.toThrow()
  expect(writes.length).toBeGreaterThan(1)
  for (const { key } of writes) expect(await storage.exists(key), key).toBe(false)
})

test('a rolled-back avatar change leaves no file behind', async () => {
  const writes = watch()
  await expect(setAvatar('no-such-user', await png(300, 300))).rejects.toThrow()
  expect(writes).toHaveLength(1)
  expect(await storage.exists(writes[0]!.key)).toBe(false)
})
