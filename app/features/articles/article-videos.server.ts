// Video blocks: the videos an editor may pick (uploaded and transcoded in the media library), and
// copying a picked video's renditions, poster, duration and captions into the block on save, so
// the form cannot claim them. A video that is not transcoded yet is refused.
import { and, desc, eq, inArray, isNotNull, like } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { db } from '#app/db/client.server'
import { media, type ContentBlock } from '#app/db/schema'
import type { FieldErrors } from '#app/utils/action-result'

export const VIDEO_NOT_READY =
  'This video is still being prepared (or its transcode failed). Choose it again once the media library shows it ready.'

function posterOf(row: { variants: { width: number; format: string; key: string }[] }) {
  const v =
    row.variants.find((x) => x.format === 'webp' && x.width === 960) ??
    row.variants.find((x) => x.format === 'webp')
  return v ? `/media/${v.key}` : ''
}

export type VideoOptionRow = { id: string; name: string; poster: string; duration: number }

/** Transcoded videos of the media library, newest first (what the video block offers). */
export async function listVideoOptions(): Promise<VideoOptionRow[]> {
  const rows = await db
    .select({
      id: media.id,
      name: media.originalName,
      variants: media.variants,
      duration: media.durationSeconds,
    })
    .from(media)
    .where(
      and(like(media.mimeType, 'video/%'), isNotNull(media.video), eq(media.memberUpload, false)),
    )
    .orderBy(desc(media.createdAt))
    .limit(200)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    poster: posterOf(r),
    duration: r.duration ?? 0,
  }))
}

type Input = { contentBlocks: ContentBlock[] }

/**
 * Fills each video block from its media row. A block naming a video that is not transcoded (or not
 * a video) is refused with a message on its picker; an autosave keeps the block as it is (it renders
 * nothing until it is saved with a ready video).
 */
export async function withVideoDetails<T extends Input>(
  tx: Tx,
  input: T,
  lenient: boolean,
): Promise<{ input: T } | { errors: FieldErrors }> {
  const ids = input.contentBlocks.flatMap((b) =>
    b.type === 'video' && b.media_id ? [b.media_id] : [],
  )
  if (!input.contentBlocks.some((b) => b.type === 'video')) return { input }
  const rows = ids.length
    ? await tx
        .select()
        .from(media)
        .where(and(inArray(media.id, [...new Set(ids)]), like(media.mimeType, 'video/%')))
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  const errors: FieldErrors = {}
  const blocks = input.contentBlocks.map((b, i): ContentBlock => {
    if (b.type !== 'video') return b
    const row = byId.get(b.media_id)
    if (!row?.video || !row.video.renditions.length) {
      if (!lenient && b.media_id) errors[`blocks.${i}.video_id`] = VIDEO_NOT_READY
      return b
    }
    return {
      ...b,
      sources: row.video.renditions.map((r) => ({
        url: `/media/${r.key}`,
        height: r.height,
        width: r.width,
      })),
      poster: posterOf(row),
      duration: row.durationSeconds ?? 0,
      captions: row.video.captions.map((c) => ({
        url: `/media/${c.key}`,
        lang: c.lang,
        label: c.label,
      })),
      uploaded_at: row.createdAt.toISOString(),
    }
  })
  return Object.keys(errors).length ? { errors } : { input: { ...input, contentBlocks: blocks } }
}
