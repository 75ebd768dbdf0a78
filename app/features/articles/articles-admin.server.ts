// Back-office writes for articles. Every write records its audit row in the same transaction and
// refreshes the public cache after it commits when readers could see the change.
import { withVideoDetails } from './article-videos.server'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { articles, authors, media, products, type ContentBlock } from '#app/db/schema'
import { recordPathChange } from '#app/features/seo/redirects.server'
import { recordAudit } from '#app/utils/audit.server'
import { wakeSchedulerAt } from './scheduler.server'
import { withEmbedThumbnails } from './embed-thumbs.server'
import { altRefusal } from './rich-blocks.schema'
import { snapshot } from './article-revisions.server'
import { readingTimeFor, type ArticleFields, type EditorIntent } from './articles-admin.schema'
import { slugify } from '#app/utils/text'
import { type DataResult, type FieldErrors, fieldFailure } from '#app/utils/action-result'

export type ArticleInput = ArticleFields & { contentBlocks: ContentBlock[] }
export type ArticleRow = typeof articles.$inferSelect
/** A saved article: its id and status, and whether it was public before (the cache to clear). */
type WriteResult = DataResult<{
  id: string
  articleStatus: ArticleRow['status']
  wasPublic?: boolean
}>

/** The slug asked for (or one made from the title), made unique with -2, -3... when it was generated. */
async function resolveSlug(
  tx: Tx,
  input: ArticleInput,
  excludeId: string | null,
): Promise<{ slug: string } | { error: string }> {
  const explicit = input.slug !== ''
  const base = explicit ? input.slug : slugify(input.title) || 'article'
  const taken = await tx
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        sql`${articles.slug} ~ ${`^${base}(-[0-9]+)?$`}`,
        excludeId ? ne(articles.id, excludeId) : undefined,
      ),
    )
  const used = new Set(taken.map((t) => t.slug))
  if (!used.has(base)) return { slug: base }
  if (explicit) return { error: 'This slug is already used by another article' }
  let n = 2
  while (used.has(`${base}-${n}`)) n++
  return { slug: `${base}-${n}` }
}

async function authorNameFor(tx: Tx, authorId: string | null): Promise<string | { error: string }> {
  if (!authorId) return ''
  const [a] = await tx
    .select({ name: authors.name })
    .from(authors)
    .where(eq(authors.id, authorId))
    .limit(1)
  return a ? a.name : { error: 'Choose an author from the list' }
}

/** Status and publish time after an editor intent (null when the intent needs a valid future time). */
function nextState(
  intent: EditorIntent,
  current: Pick<ArticleRow, 'status' | 'publishedAt'> | null,
  publishAt: Date | null,
) {
  const now = new Date()
  switch (intent) {
    case 'publish':
      return {
        status: 'published' as const,
        publishedAt:
          current?.status === 'published' && current.publishedAt ? current.publishedAt : now,
      }
    case 'schedule':
      return publishAt && publishAt.getTime() > now.getTime()
        ? { status: 'scheduled' as const, publishedAt: publishAt }
        : null
    case 'unpublish':
      return { status: 'draft' as const, publishedAt: null }
    default:
      return current
        ? { status: current.status, publishedAt: current.publishedAt }
        : { status: 'draft' as const, publishedAt: null }
  }
}

const AUDIT_FOR: Record<EditorIntent, string> = {
  save: 'update',
  autosave: 'autosave',
  publish: 'publish',
  schedule: 'schedule',
  unpublish: 'unpublish',
}
const NOTE_FOR: Record<EditorIntent, string> = {
  save: 'Saved',
  autosave: 'Autosaved',
  publish: 'Published',
  schedule: 'Scheduled',
  unpublish: 'Unpublished',
}

function scheduleError(publishAt: Date | null): FieldErrors {
  return {
    publishAt: publishAt ? 'Choose a time in the future' : 'Choose a date and time to publish',
  }
}

/**
 * Audio blocks copy their file's type, size and duration from its media row (what the player, the
 * feed enclosure and the episode length show), so the form cannot claim them. A URL that is not an
 * uploaded audio file is refused; an autosave drops the block instead.
 */
async function withAudioDetails(
  tx: Tx,
  input: ArticleInput,
  lenient: boolean,
): Promise<{ input: ArticleInput } | { errors: FieldErrors }> {
  const urls = input.contentBlocks.flatMap((b) => (b.type === 'audio' ? [b.audio_url] : []))
  if (!urls.length) return { input }
  const rows = await tx
    .select({
      url: media.url,
      mimeType: media.mimeType,
      size: media.size,
      duration: media.durationSeconds,
    })
    .from(media)
    .where(and(inArray(media.url, urls), sql`${media.mimeType} like 'audio/%'`))
  const byUrl = new Map(rows.map((r) => [r.url, r]))
  const errors: FieldErrors = {}
  const blocks: ContentBlock[] = []
  input.contentBlocks.forEach((b, i) => {
    if (b.type !== 'audio') return void blocks.push(b)
    const file = byUrl.get(b.audio_url)
    if (file)
      blocks.push({ ...b, mime_type: file.mimeType, size: file.size, duration: file.duration ?? 0 })
    else if (!lenient)
      errors[`blocks.${i}.audio_url`] = 'Upload an audio file or choose one from the library'
  })
  return Object.keys(errors).length ? { errors } : { input: { ...input, contentBlocks: blocks } }
}

/**
 * A product block must name a product that exists and is not deleted: saving one that names a
 * missing product is refused with a message on the block's product field. A hidden (inactive)
 * product is allowed (the public page leaves its card out until it is shown again). An autosave
 * keeps the block as it is, so a draft is never lost over it.
 */
async function productErrors(tx: Tx, input: ArticleInput, lenient: boolean): Promise<FieldErrors> {
  const ids = input.contentBlocks.flatMap((b) => (b.type === 'product' ? [b.product_id] : []))
  if (!ids.length || lenient) return {}
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...new Set(ids)]), isNull(products.deletedAt)))
  const known = new Set(rows.map((r) => r.id))
  const errors: FieldErrors = {}
  input.contentBlocks.forEach((b, i) => {
    if (b.type === 'product' && !known.has(b.product_id))
      errors[`blocks.${i}.product_id`] =
        'This product no longer exists. Choose another product or remove the block.'
  })
  return errors
}

/** Creates an article (draft, published or scheduled by intent). */
export async function createArticle(
  input: ArticleInput,
  opts: { intent: EditorIntent; publishAt: Date | null; userId: string },
): Promise<WriteResult> {
  const state = nextState(opts.intent, null, opts.publishAt)
  if (!state) return fieldFailure(scheduleError(opts.publishAt))
  const noAlt = altRefusal(state.status, input.contentBlocks)
  if (noAlt) return fieldFailure(noAlt)
  input = { ...input, contentBlocks: await withEmbedThumbnails(input.contentBlocks, opts.userId) }
  const result = await db.transaction(async (tx): Promise<WriteResult> => {
    const audio = await withAudioDetails(tx, input, opts.intent === 'autosave')
    if ('errors' in audio) return fieldFailure(audio.errors)
    const video = await withVideoDetails(tx, audio.input, opts.intent === 'autosave')
    if ('errors' in video) return fieldFailure(video.errors)
    input = video.input
    const missing = await productErrors(tx, input, opts.intent === 'autosave')
    if (Object.keys(missing).length) return fieldFailure(missing)
    const slug = await resolveSlug(tx, input, null)
    if ('error' in slug) return fieldFailure({ slug: slug.error })
    const authorName = await authorNameFor(tx, input.authorId)
    if (typeof authorName !== 'string') return fieldFailure({ authorId: authorName.error })
    const [row] = await tx
      .insert(articles)
      .values({
        ...input,
        slug: slug.slug,
        authorName,
        ...state,
        readingTime: readingTimeFor(input.excerpt, input.contentBlocks),
        createdBy: opts.userId,
      })
      .returning()
    await recordAudit(tx, {
      action: 'create',
      entityType: 'article',
      entityId: row!.id,
      entityData: { title: row!.title, status: row!.status },
      userId: opts.userId,
    })
    if (opts.intent === 'publish' || opts.intent === 'schedule')
      await recordAudit(tx, {
        action: AUDIT_FOR[opts.intent],
        entityType: 'article',
        entityId: row!.id,
        entityData: { title: row!.title },
        userId: opts.userId,
      })
    await snapshot(tx, row!, 'Created', opts.userId)
    return { ok: true, id: row!.id, articleStatus: row!.status }
  })
  if (result.ok && result.articleStatus === 'scheduled' && opts.publishAt)
    wakeSchedulerAt(opts.publishAt)
  return result
}

/** Saves the editor's fields and applies the intent (save, publish, schedule, unpublish, autosave). */
export async function updateArticle(
  id: string,
  input: ArticleInput,
  opts: { intent: EditorIntent; publishAt: Date | null; userId: string },
): Promise<WriteResult> {
  // thumbnails are fetched before the transaction (a slow provider holds no connection)
  if (opts.intent !== 'autosave')
    input = { ...input, contentBlocks: await withEmbedThumbnails(input.contentBlocks, opts.userId) }
  const result = await db.transaction(async (tx): Promise<WriteResult> => {
    const [current] = await tx
      .select()
      .from(articles)
      .where(eq(articles.id, id))
      .for('update')
      .limit(1)
    if (!current) return fieldFailure({ form: 'Article not found' }, 404)
    if (current.deletedAt)
      return fieldFailure({ form: 'This article is in the trash. Restore it before editing.' }, 409)
    if (opts.intent === 'autosave' && current.status !== 'draft')
      return fieldFailure(
        { form: 'Autosave only applies to drafts. Save to update the live article.' },
        409,
      )
    const state = nextState(opts.intent, current, opts.publishAt)
    if (!state) return fieldFailure(scheduleError(opts.publishAt))
    const noAlt = altRefusal(state.status, input.contentBlocks)
    if (noAlt) return fieldFailure(noAlt)
    const audio = await withAudioDetails(tx, input, opts.intent === 'autosave')
    if ('errors' in audio) return fieldFailure(audio.errors)
    const video = await withVideoDetails(tx, audio.input, opts.intent === 'autosave')
    if ('errors' in video) return fieldFailure(video.errors)
    input = video.input
    const missing = await productErrors(tx, input, opts.intent === 'autosave')
    if (Object.keys(missing).length) return fieldFailure(missing)
    const slug = await resolveSlug(tx, input, id)
    if ('error' in slug) return fieldFailure({ slug: slug.error })
    const authorName = await authorNameFor(tx, input.authorId)
    if (typeof authorName !== 'string') return fieldFailure({ authorId: authorName.error })
    const [row] = await tx
      .update(articles)
      .set({
        ...input,
        slug: slug.slug,
        authorName,
        ...state,
        readingTime: readingTimeFor(input.excerpt, input.contentBlocks),
      })
      .where(eq(articles.id, id))
      .returning()
    // a live article that moves keeps its old address working (301 to the new one)
    const oldPath = `/hub/${current.hubId}/${current.slug}`
    const newPath = `/hub/${row!.hubId}/${row!.slug}`
    if (current.status === 'published' && oldPath !== newPath)
      await recordPathChange(tx, { from: oldPath, to: newPath, userId: opts.userId })
    const action =
      opts.intent === 'publish' && current.status === 'published'
        ? 'update'
        : AUDIT_FOR[opts.intent]
    await recordAudit(tx, {
      action,
      entityType: 'article',
      entityId: id,
      entityData: {
        title: row!.title,
        status: row!.status,
        ...(opts.intent === 'autosave' ? { autosave: true } : {}),
      },
      userId: opts.userId,
    })
    if (opts.intent !== 'autosave') await snapshot(tx, row!, NOTE_FOR[opts.intent], opts.userId)
    return { ok: true, id, articleStatus: row!.status, wasPublic: current.status === 'published' }
  })
  if (result.ok && result.articleStatus === 'scheduled' && opts.publishAt)
    wakeSchedulerAt(opts.publishAt)
  return result
}
