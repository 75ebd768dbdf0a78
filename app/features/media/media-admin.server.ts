// The media library of the back office: list, "where used", upload, alt text, delete.
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import { media } from '#app/db/schema'
import type { MediaDetailsInput } from './media-admin.schema'
import { recordAudit } from '#app/utils/audit.server'
import { AudioUploadError, storeAudioFile } from '#app/features/media/audio.server'
import { getMediaStorage } from '#app/utils/storage.server'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageUnavailable } from '#app/utils/storage-unavailable'
import {
  ImageUploadError,
  deleteImageFiles,
  encodeImageFiles,
  type EncodedImage,
} from '#app/features/media/images.server'
import { likePattern } from '#app/utils/like-pattern'
import { usageCounts } from './media-usage.server'
export { usageCounts, type MediaUsage } from './media-usage.server'
import type { MediaUsage } from './media-usage.server'
import { latestJobs } from '#app/features/media/video-jobs.server'
import { isUuid } from '#app/utils/uuid'

export const MEDIA_PAGE_SIZE = 24

/**
 * A small WebP variant for grids and pickers (the original for images stored elsewhere, '' for
 * audio, a video's poster once it is transcoded, else '').
 */
export function thumbUrl(row: {
  url: string
  mimeType?: string
  variants: { width: number; format: string; key: string }[]
}) {
  if (row.mimeType?.startsWith('audio/')) return ''
  const v = row.variants.find((x) => x.format === 'webp' && x.width === 480)
  if (row.mimeType?.startsWith('video/')) return v ? `/media/${v.key}` : ''
  return v ? `/media/${v.key}` : row.url
}

/** Every place an image URL is used, with a link to edit it where there is one. */
export async function findUsages(url: string): Promise<MediaUsage[]> {
  const res = await db.execute(sql`
    select 'Article cover' as kind, title, id::text as id, 'article' as type from articles where image_url = ${url}
    union all select 'Article image', title, id::text, 'article' from articles where exists (
      select 1 from jsonb_array_elements(content_blocks) b where b->>'image_url' = ${url})
    union all select 'Podcast audio', title, id::text, 'article' from articles where exists (
      select 1 from jsonb_array_elements(content_blocks) b where b->>'audio_url' = ${url})
    union all select 'Article video', title, id::text, 'article' from articles where exists (
      select 1 from jsonb_array_elements(content_blocks) b, media m
      where b->>'type' = 'video' and b->>'media_id' = m.id::text and m.url = ${url})
    union all select 'Member story photo', title, id::text, 'story' from user_submissions
      where photo_media_id = (select id from media where url = ${url} limit 1)
    union all select 'Article social image', title, id::text, 'article' from articles where social_image_url = ${url}
    union all select 'Product', title, id::text, 'product' from products where image_url = ${url}
    union all select 'Author', name, id::text, 'author' from authors where avatar_url = ${url}
    union all select 'Member avatar', coalesce(display_name, 'Member'), user_id, 'profile' from profiles where avatar_url = ${url}`)
  const href = (type: string, id: string) =>
    type === 'article'
      ? `/admin/articles/${id}`
      : type === 'product'
        ? `/admin/products/${id}`
        : type === 'author'
          ? `/admin/authors/edit/${id}`
          : null
  return rowsOf<{ kind: string; title: string; id: string; type: string }>(res).map((r) => ({
    kind: r.kind,
    title: r.title,
    href: href(r.type, r.id),
  }))
}

export async function listMedia({
  q,
  page,
  kind,
}: {
  q: string
  page: number
  /** only images (the image picker), audio files (the audio block's) or videos (the video block's) */
  kind?: 'image' | 'audio' | 'video'
}) {
  const where = and(
    // members' story photos are reviewed in the queue, not offered in the library
    eq(media.memberUpload, false),
    q
      ? or(ilike(media.originalName, likePattern(q)), ilike(media.altText, likePattern(q)))
      : undefined,
    kind ? ilike(media.mimeType, `${kind}/%`) : undefined,
  )
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(MEDIA_PAGE_SIZE)
      .offset((page - 1) * MEDIA_PAGE_SIZE),
    db.select({ total: count() }).from(media).where(where),
  ])
  const [uses, jobs] = await Promise.all([
    usageCounts(rows.map((r) => r.url)),
    latestJobs(rows.filter((r) => r.mimeType.startsWith('video/')).map((r) => r.id)),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      url: r.url,
      thumb: thumbUrl(r),
      altText: r.altText,
      originalName: r.originalName,
      width: r.width,
      height: r.height,
      size: r.size,
      mimeType: r.mimeType,
      durationSeconds: r.durationSeconds,
      createdAt: r.createdAt,
      uses: uses.get(r.url) ?? 0,
      job: jobs.get(r.id) ?? null,
    })),
    total,
    pageCount: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
  }
}

export async function getMediaItem(id: string) {
  if (!isUuid(id)) return null
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1)
  if (!row) return null
  const [usages, jobs] = await Promise.all([findUsages(row.url), latestJobs([row.id])])
  return { ...row, thumb: thumbUrl(row), usages, job: jobs.get(row.id) ?? null }
}

/** A bucket that cannot be reached: a 503 with a message, the database untouched. */
const storageDown = { ok: false as const, error: STORAGE_UNAVAILABLE_MESSAGE, status: 503 }

/**
 * Stores an upload (processed into AVIF/WebP sizes) and audits it in the same transaction. The row
 * is written only once every file is stored; a storage that cannot be reached answers 503.
 */
export async function uploadMedia(file: File, altText: string, userId: string) {
  const buffer = Buffer.from(await file.arrayBuffer())
  let values: EncodedImage
  try {
    // encoding takes seconds: it runs before the transaction, so no connection (and, on PGlite, no
    // other request) waits for it
    values = await encodeImageFiles(buffer, {
      originalName: file.name,
      altText,
      uploadedBy: userId,
    })
  } catch (error) {
    if (error instanceof ImageUploadError)
      return { ok: false as const, error: error.message, status: 400 }
    if (isStorageUnavailable(error)) return storageDown
    throw error
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.insert(media).values(values).returning()
      await recordAudit(tx, {
        action: 'create',
        entityType: 'media',
        entityId: r!.id,
        entityData: { name: r!.originalName },
        userId,
      })
      return r!
    })
    return { ok: true as const, row }
  } catch (error) {
    // the row was rolled back: its files must not stay behind
    await deleteImageFiles(values).catch(() => {})
    throw error
  }
}

/** Stores an audio upload as it is (validated, duration read from the file) and audits it. */
export async function uploadAudio(file: File, userId: string) {
  let values
  try {
    values = await storeAudioFile(Buffer.from(await file.arrayBuffer()), {
      originalName: file.name,
      uploadedBy: userId,
    })
  } catch (error) {
    if (error instanceof AudioUploadError)
      return { ok: false as const, error: error.message, status: 400 }
    if (isStorageUnavailable(error)) return storageDown
    throw error
  }
  try {
    const row = await db.transaction(async (tx) => {
      const [r] = await tx.insert(media).values(values).returning()
      await recordAudit(tx, {
        action: 'create',
        entityType: 'media',
        entityId: r!.id,
        entityData: { name: r!.originalName },
        userId,
      })
      return r!
    })
    return { ok: true as const, row }
  } catch (error) {
    await getMediaStorage()
      .delete(values.url.slice('/media/'.length))
      .catch(() => {})
    throw error
  }
}

/** The stored details of uploaded audio files by URL (what an audio block copies on save). */
export async function audioDetailsByUrl(urls: string[]) {
  if (!urls.length) return new Map<string, { mimeType: string; size: number; duration: number }>()
  const rows = await db
    .select({
      url: media.url,
      mimeType: media.mimeType,
      size: media.size,
      duration: media.durationSeconds,
    })
    .from(media)
    .where(and(inArray(media.url, urls), ilike(media.mimeType, 'audio/%')))
  return new Map(
    rows.map((r) => [r.url, { mimeType: r.mimeType, size: r.size, duration: r.duration ?? 0 }]),
  )
}

/** Saves an image's alt text, credit, licence and focal point, audited in the same transaction. */
export async function updateMediaDetails(input: MediaDetailsInput, userId: string) {
  const { id, ...values } = input
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(media)
      .set(values)
      .where(eq(media.id, id))
      .returning({ id: media.id, name: media.originalName })
    if (!row) return false
    await recordAudit(tx, {
      action: 'update',
      entityType: 'media',
      entityId: id,
      entityData: { name: row.name, ...values },
      userId,
    })
    return true
  })
}

/** Deletes an image that nothing uses; refuses (with where it is used) otherwise. */
export async function deleteMedia(
  id: string,
  userId: string,
): Promise<{ ok: true; name: string } | { ok: false; error: string; status: number }> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1)
  if (!row) return { ok: false, error: 'Image not found', status: 404 }
  const usages = await findUsages(row.url)
  if (usages.length) {
    const where = usages
      .slice(0, 3)
      .map((u) => `${u.kind.toLowerCase()} "${u.title}"`)
      .join(', ')
    const more = usages.length > 3 ? ` and ${usages.length - 3} more` : ''
    return {
      ok: false,
      status: 409,
      error: `This image is in use (${where}${more}). Replace it there before deleting it.`,
    }
  }
  // the storage must answer before the row goes: its files are removed right after the commit
  try {
    await getMediaStorage().exists(row.url.slice('/media/'.length))
  } catch (error) {
    if (isStorageUnavailable(error)) return storageDown
    throw error
  }
  await db.transaction(async (tx) => {
    await tx.delete(media).where(and(eq(media.id, id)))
    await recordAudit(tx, {
      action: 'hard_delete',
      entityType: 'media',
      entityId: id,
      entityData: { name: row.originalName },
      userId,
    })
  })
  // the row is gone; a storage that fails now leaves unused files behind, never a broken page
  await deleteImageFiles(row).catch((error: unknown) => {
    console.error(`media ${id}: files not removed`, error)
  })
  if (row.video) {
    const v = row.video
    const keys = [...v.renditions.map((r) => r.key), ...v.captions.map((c) => c.key)]
    if (v.posterKey) keys.push(v.posterKey)
    await Promise.all(keys.map((k) => getMediaStorage().delete(k))).catch((error: unknown) => {
      console.error(`media ${id}: video files not removed`, error)
    })
  }
  return { ok: true, name: row.originalName }
}
