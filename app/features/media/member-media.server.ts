// Members' photos (one per story). Every upload is re-encoded by the image pipeline (sharp, without
// withMetadata: EXIF GPS, camera serial numbers and every other tag are dropped) and stored under
// members/..., and /media serves those keys to the public only once their story is approved and not
// hidden; before that, to staff and to the member who uploaded it (memberMediaAccess).
import { randomUUID } from 'node:crypto'
import { isUuid } from '#app/utils/uuid'
import { and, eq, isNull } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { media, userSubmissions } from '#app/db/schema'
import { ImageUploadError, deleteImageFiles, encodeImageFiles } from './images.server'

export const MEMBER_PHOTO_MESSAGES = {
  altRequired: 'Describe your photo for readers who cannot see it',
  altTooLong: 'The photo description must be 300 characters or fewer',
} as const

function memberKey() {
  const now = new Date()
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `members/${now.getUTCFullYear()}/${mm}/${randomUUID()}`
}

/**
 * Encodes and stores a member's photo (metadata stripped) before any transaction; returns the media
 * row's values, or the user-facing reason the file was refused. `insertMemberPhoto` writes the row.
 */
export async function encodeMemberPhoto(file: File, altText: string, userId: string) {
  try {
    const values = await encodeImageFiles(Buffer.from(await file.arrayBuffer()), {
      originalName: file.name || 'photo',
      altText,
      uploadedBy: userId,
      key: memberKey(),
    })
    return { ok: true as const, values: { ...values, memberUpload: true } }
  } catch (error) {
    if (error instanceof ImageUploadError) return { ok: false as const, error: error.message }
    throw error
  }
}

export async function insertMemberPhoto(
  tx: Tx,
  values: Awaited<ReturnType<typeof encodeMemberPhoto>> & { ok: true },
) {
  const [row] = await tx.insert(media).values(values.values).returning({ id: media.id })
  return row!.id
}

export async function deleteMemberPhotoRow(tx: Tx, id: string) {
  await tx.delete(media).where(and(eq(media.id, id), eq(media.memberUpload, true)))
}

/** Removes the files of a photo whose row was never written (the story insert failed). */
export async function discardMemberPhoto(values: { url: string; variants: { key: string }[] }) {
  await deleteImageFiles({ url: values.url, variants: values.variants as never }).catch(() => {})
}

/** members/2026/11/<uuid>[-480].webp -> members/2026/11/<uuid> */
const MEMBER_KEY = /^(members\/\d{4}\/\d{2}\/([^/.]{36}))(?:-\d+)?\.[a-z0-9]+$/

/** The stored file's stem, when the key is a member's upload with a canonical id. */
function memberStem(key: string) {
  const m = MEMBER_KEY.exec(key)
  return m && isUuid(m[2]!) ? m[1]! : null
}

export function isMemberMediaKey(key: string) {
  return key.startsWith('members/')
}

/**
 * Who may read a member's file: 'public' once its story is approved and not hidden, 'private' for
 * staff and its owner before that, 'none' for everyone else (and for unknown keys).
 */
export async function memberMediaAccess(
  key: string,
  viewer: { id: string; staff: boolean } | null,
): Promise<'public' | 'private' | 'none'> {
  const stem = memberStem(key)
  if (!stem) return 'none'
  const [row] = await db
    .select({ id: media.id, uploadedBy: media.uploadedBy, story: userSubmissions.id })
    .from(media)
    .leftJoin(
      userSubmissions,
      and(
        eq(userSubmissions.photoMediaId, media.id),
        eq(userSubmissions.status, 'approved'),
        isNull(userSubmissions.hiddenAt),
      ),
    )
    .where(and(eq(media.storageKey, stem), eq(media.memberUpload, true)))
    .limit(1)
  if (!row) return 'none'
  if (row.story) return 'public'
  if (viewer && (viewer.staff || viewer.id === row.uploadedBy)) return 'private'
  return 'none'
}
