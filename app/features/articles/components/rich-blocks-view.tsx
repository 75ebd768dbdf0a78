// The richer content blocks on the public page: figure credits, gallery, pull quote, callout and
// divider. Every text is rendered by React (escaped); no raw HTML.
import { Info, Lightbulb, TriangleAlert } from 'lucide-react'
import { ResponsivePicture as Picture } from '#app/components/ui/responsive-picture'
import type { ContentBlock } from '#app/db/schema'
import { responsiveImage, safeImageUrl } from '#app/utils/image-url'
import { creditLine, focalStyle, type MediaDetailsByUrl } from './figure-credit'

export function GalleryBlock({
  block,
  media,
  index,
}: {
  block: Extract<ContentBlock, { type: 'gallery' }>
  media: MediaDetailsByUrl
  index: number
}) {
  const images = block.images.filter((img) => safeImageUrl(img.url))
  if (!images.length) return null
  const labelId = `gallery-${index}-label`
  return (
    <figure
      className="my-10 md:-mx-10"
      role="group"
      aria-labelledby={block.caption ? labelId : undefined}
      aria-label={block.caption ? undefined : `Gallery of ${images.length} images`}
    >
      <ul
        className={`m-0! grid list-none! gap-2 p-0! sm:gap-3 ${images.length === 2 || images.length === 4 ? 'grid-cols-2' : 'grid-cols-2 md:grid-cols-3'}`}
      >
        {images.map((img, k) => {
          const pic = responsiveImage(safeImageUrl(img.url))!
          const credit = creditLine(img.credit, media[img.url])
          return (
            <li key={k} className="m-0! p-0!" style={focalStyle(media[img.url])}>
              <figure className="m-0!">
                <Picture
                  src={pic.src}
                  avifSrcSet={pic.avifSrcSet}
                  webpSrcSet={pic.webpSrcSet}
                  sizes="(min-width: 768px) 280px, 50vw"
                  alt={img.alt}
                  width={480}
                  height={360}
                  className="aspect-[4/3] h-auto w-full rounded-xl bg-sand-200 object-cover [object-position:var(--focal,50%_50%)]"
                />
                {img.caption || credit ? (
                  <figcaption className="mt-1.5 text-xs leading-snug text-sand-700">
                    {img.caption}
                    {img.caption && credit ? ' · ' : null}
                    {credit}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          )
        })}
      </ul>
      {block.caption ? (
        <figcaption id={labelId} className="mt-3 text-center text-sm text-sand-700">
          {block.caption}
        </figcaption>
      ) : null}
    </figure>
  )
}

export function PullQuoteBlock({ block }: { block: Extract<ContentBlock, { type: 'pullquote' }> }) {
  return (
    <figure className="my-12 border-y-2 border-[var(--hub,var(--color-clay-600))] py-8 text-center md:-mx-10">
      <blockquote className="font-display text-3xl leading-tight font-semibold text-balance text-ink md:text-4xl">
        <p className="my-0!">{block.text}</p>
      </blockquote>
      {block.attribution ? (
        <figcaption className="mt-4 text-sm font-semibold tracking-wider text-sand-800 uppercase">
          {block.attribution}
        </figcaption>
      ) : null}
    </figure>
  )
}

const TONES = {
  info: { label: 'Good to know', icon: Info, box: 'border-sky-300 bg-sky-50 text-sky-950' },
  tip: { label: 'Tip', icon: Lightbulb, box: 'border-emerald-300 bg-emerald-50 text-emerald-950' },
  warning: {
    label: 'Warning',
    icon: TriangleAlert,
    box: 'border-amber-400 bg-amber-50 text-amber-950',
  },
} as const

export function CalloutBlock({ block }: { block: Extract<ContentBlock, { type: 'callout' }> }) {
  const tone = TONES[block.tone] ?? TONES.info
  return (
    <aside
      aria-label={tone.label}
      className={`my-8 flex gap-3 rounded-2xl border-l-4 p-4 text-base md:p-5 ${tone.box}`}
    >
      <tone.icon aria-hidden className="mt-1 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="my-0! text-sm font-bold tracking-wider uppercase">{tone.label}</p>
        {block.text.split(/\n[ \t]*\n+/).map((p, k) => (
          <p key={k} className="my-1! whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
    </aside>
  )
}

export function DividerBlock() {
  return (
    <hr className="mx-auto my-12 h-0 w-24 border-0 border-t-2 border-dotted border-sand-400 text-center" />
  )
}
