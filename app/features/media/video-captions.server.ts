// Captions for an uploaded video: a WebVTT file (checked to start with WEBVTT) stored beside the
// video as <key>-captions-<lang>-<random>.vtt (stored keys never change content) and listed on the
// media row; one file per language, a new one replacing the old.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { media } from '#app/db/schema'
import { recordAudit } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import { getMediaStorage } from '#app/utils/storage.server'
import {
  CAPTIONS_MAX_BYTES,
  VIDEO_MESSAGES,
  looksLikeWebVtt,
  type CaptionsForm,
} from './video.schema'

export async function addCaptions(
  input: CaptionsForm,
  file: File | null,
  userId: string,
): Promise<ActionResult> {
  const refuse = (message: string, status = 400): ActionResult => ({
    ok: false,
    status,
    message,
    errors: { captions: message },
  })
  if (!file || file.size === 0) return refuse(VIDEO_MESSAGES.captionsMissing)
  if (file.size > CAPTIONS_MAX_BYTES) return refuse(VIDEO_MESSAGES.captionsTooLarge, 413)
  const text = Buffer.from(await file.arrayBuffer()).toString('utf8')
  if (!looksLikeWebVtt(text)) return refuse(VIDEO_MESSAGES.captionsInvalid)
  const [row] = await db.select().from(media).where(eq(media.id, input.id)).limit(1)
  if (!row) return { ok: false, status: 404, message: 'Video not found' }
  if (!row.mimeType.startsWith('video/')) return refuse(VIDEO_MESSAGES.notVideo)
  // a new key for every file: stored keys never change content (/media caches them for a year)
  const lang = input.lang.toLowerCase()
  const key = `${row.storageKey}-captions-${lang}-${randomUUID().slice(0, 8)}.vtt`
  const storage = getMediaStorage()
  await storage.put(key, Buffer.from(text, 'utf8'), 'text/vtt')
  let replaced: string[] = []
  await db.transaction(async (tx) => {
    const [fresh] = await tx.select({ video: media.video }).from(media).where(eq(media.id, row.id))
    const video = fresh?.video ?? { renditions: [], posterKey: null, captions: [] }
    replaced = video.captions.filter((c) => c.lang === lang).map((c) => c.key)
    const captions = [
      ...video.captions.filter((c) => c.lang !== lang),
      { lang, label: input.label, key },
    ]
    await tx
      .update(media)
      .set({ video: { ...video, captions } })
      .where(eq(media.id, row.id))
    await recordAudit(tx, {
      action: 'update',
      entityType: 'media',
      entityId: row.id,
      entityData: { name: row.originalName, captions: input.lang },
      userId,
    })
  })
  await Promise.all(replaced.map((k) => storage.delete(k).catch(() => {})))
  return { ok: true, message: `Captions added (${input.label})` }
}
