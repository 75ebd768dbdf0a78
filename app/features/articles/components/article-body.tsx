// Renders an article's content blocks. Every text is rendered by React (escaped); no raw HTML.
import { lazy, Suspense } from 'react'
import { ResponsivePicture as Picture } from '#app/components/ui/responsive-picture'
import type { ContentBlock } from '#app/db/schema'
import { responsiveImage, safeImageUrl } from '#app/utils/image-url'
import { RichText } from './rich-text-view'
import { creditLine, type MediaDetails, type MediaDetailsByUrl } from './figure-credit'

// the richer blocks are drawn on the server and hydrated from their own chunk, fetched only by an
// article that has one (the article page's first load stays within its JavaScript budget)
const RichBlock = lazy(() => import('./rich-block'))
const ArticleVideo = lazy(() =>
  import('./article-video').then((m) => ({ default: m.ArticleVideo })),
)

export const BODY_IMAGE_SIZES = '(min-width: 768px) 720px, 100vw'

/** Paragraphs are separated by blank lines; a single line break stays a line break. */
export function splitParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n'))
}

function TextBlock({ text }: { text: string }) {
  return (
    <>
      {splitParagraphs(text).map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  )
}

/** A responsive picture: AVIF/WebP srcsets for stored media, width/height against layout shift. */
export function ResponsivePicture({
  url,
  alt,
  width = 1600,
  height = 1000,
  sizes = BODY_IMAGE_SIZES,
  priority = false,
  className,
}: {
  url: string
  alt: string
  width?: number
  height?: number
  sizes?: string
  priority?: boolean
  className?: string
}) {
  const img = responsiveImage(url)
  if (!img) return null
  return (
    <Picture
      src={img.src}
      avifSrcSet={img.avifSrcSet}
      webpSrcSet={img.webpSrcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      priority={priority}
      className={className}
    />
  )
}

function ImageBlock({
  block,
  media,
}: {
  block: Extract<ContentBlock, { type: 'image' }>
  media?: MediaDetails
}) {
  const url = safeImageUrl(block.image_url)
  const credit = creditLine(block.credit, media)
  if (!url) return null
  return (
    <figure className="my-10 md:-mx-10">
      <ResponsivePicture
        url={url}
        alt={block.alt_text ?? ''}
        className="h-auto w-full rounded-2xl bg-sand-200"
      />
      {block.caption || credit ? (
        <figcaption className="mt-3 text-center text-sm text-sand-700">
          {block.caption}
          <span className="block text-xs">{credit}</span>
        </figcaption>
      ) : null}
    </figure>
  )
}

function QuoteBlock({ block }: { block: Extract<ContentBlock, { type: 'quote' }> }) {
  return (
    <figure className="my-10 border-l-4 border-[var(--hub,var(--color-clay-600))] pl-6">
      <blockquote className="font-display text-2xl leading-snug font-medium text-balance text-ink md:text-[1.7rem]">
        <p className="my-0!">“{block.text}”</p>
      </blockquote>
      {block.caption ? (
        <figcaption className="mt-3 text-base font-semibold text-sand-800">
          — {block.caption}
        </figcaption>
      ) : null}
    </figure>
  )
}

function ListBlock({ block }: { block: Extract<ContentBlock, { type: 'list' }> }) {
  const items = (block.items ?? []).filter((i) => typeof i === 'string' && i.trim())
  if (!items.length) return null
  const List = block.ordered ? 'ol' : 'ul'
  return (
    <List>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  )
}

/** 754 -> "12:34"; 3723 -> "1:02:03". */
export function formatDuration(seconds: number) {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const ss = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`
}

/** A podcast episode: the browser's own player (no script) and the transcript as plain text. */
function AudioBlock({
  block,
  index,
}: {
  block: Extract<ContentBlock, { type: 'audio' }>
  index: number
}) {
  if (!/^\/media\//.test(block.audio_url)) return null
  const id = `episode-${index}`
  return (
    <section aria-labelledby={`${id}-label`} className="my-10 rounded-2xl bg-sand-100 p-5 md:-mx-6">
      <p
        id={`${id}-label`}
        className="my-0! flex items-baseline justify-between gap-3 text-sm font-semibold text-sand-800"
      >
        <span>Listen to this episode</span>
        {block.duration > 0 ? (
          <time dateTime={`PT${Math.round(block.duration)}S`} className="font-normal tabular-nums">
            {formatDuration(block.duration)}
          </time>
        ) : null}
      </p>
      {/* the transcript below is the text alternative for the recording */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        controls
        preload="metadata"
        className="mt-3 w-full"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-transcript`}
      >
        <source src={block.audio_url} type={block.mime_type || undefined} />
        <a href={block.audio_url}>Download the episode</a>
      </audio>
      {block.transcript ? (
        <div id={`${id}-transcript`} className="mt-5 border-t border-sand-300 pt-4">
          <p className="my-0! text-sm font-semibold tracking-wider text-sand-800 uppercase">
            Transcript
          </p>
          <div className="text-base [&_p]:my-3">
            <TextBlock text={block.transcript} />
          </div>
        </div>
      ) : null}
    </section>
  )
}

export function ContentBlocks({
  blocks,
  renderProduct,
  media = {},
}: {
  blocks: ContentBlock[]
  /** credit, licence and focal point of the library's images, by URL */
  media?: MediaDetailsByUrl
  /** the route draws product blocks (the products feature owns the card) */
  renderProduct?: (productId: string, key: number) => React.ReactNode
}) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'text':
            // blocks saved before formatting existed are plain text
            return block.rich ? (
              <RichText key={i} doc={block.rich} />
            ) : (
              <TextBlock key={i} text={block.text ?? ''} />
            )
          case 'heading': {
            const H = block.level === 3 ? 'h3' : 'h2'
            return <H key={i}>{block.heading}</H>
          }
          case 'image':
            return <ImageBlock key={i} block={block} media={media[block.image_url]} />
          case 'gallery':
          case 'pullquote':
          case 'callout':
          case 'divider':
          case 'embed':
            return (
              <Suspense key={i}>
                <RichBlock block={block} media={media} index={i} />
              </Suspense>
            )
          case 'quote':
            return <QuoteBlock key={i} block={block} />
          case 'list':
            return <ListBlock key={i} block={block} />
          case 'audio':
            return <AudioBlock key={i} block={block} index={i} />
          case 'video':
            return (
              <Suspense key={i}>
                <ArticleVideo block={block} index={i} />
              </Suspense>
            )
          case 'product':
            return renderProduct?.(block.product_id, i) ?? null
          default:
            return null
        }
      })}
    </>
  )
}
