// An article teaser card: props in, no fetching. Used by the homepage, author pages, hubs and /explore.
import type { CSSProperties, ReactNode } from 'react'
import { Link } from 'react-router'
import { Clock } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { ResponsivePicture } from '#app/components/ui/responsive-picture'
import { responsiveImage } from '#app/utils/image-url'
import { formatDate, isoDate } from '#app/utils/format-date'
import { HUB_TITLES } from '#app/utils/site'

export type ArticleCardData = {
  id: string
  slug: string
  title: string
  excerpt: string
  hubId: string
  category?: string | null
  imageUrl: string | null
  imageAlt?: string | null
  authorName?: string | null
  readingTime: number | null
  publishedAt: Date | string | null
}

/** docs/product.md#trending: a card without a stored reading time shows 5 minutes. */
export const CARD_READING_TIME_FALLBACK = 5
export function cardReadingTime(readingTime: number | null | undefined) {
  return readingTime && readingTime > 0 ? readingTime : CARD_READING_TIME_FALLBACK
}

export function articleHref(a: Pick<ArticleCardData, 'hubId' | 'slug'>) {
  return `/hub/${a.hubId}/${a.slug}`
}

export const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw'

/** <picture> with AVIF/WebP sources for stored media; plain <img> for other URLs. */
export function ArticleImage({
  url,
  alt,
  width = 960,
  height = 640,
  sizes = CARD_IMAGE_SIZES,
  priority = false,
  className,
}: {
  url: string | null
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
    <ResponsivePicture
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

/** The hub label with its colour dot. */
export function HubLabel({ hubId, className }: { hubId: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-bold tracking-[0.14em] text-sand-800 uppercase',
        className,
      )}
    >
      <span
        aria-hidden
        className="size-2 rounded-full"
        style={{ background: `var(--color-hub-${hubId}, var(--color-clay-600))` }}
      />
      {HUB_TITLES[hubId] ?? hubId}
    </span>
  )
}

export function ArticleCard({
  article,
  priority = false,
  headingLevel = 3,
  variant = 'default',
  footer,
}: {
  article: ArticleCardData
  /** above the fold: load eagerly */
  priority?: boolean
  headingLevel?: 2 | 3 | 4
  /**
   * wide: image beside the text from md up; feature: a large lead card whose image fills spare
   * height; row: on phones a compact row (thumbnail beside the title, no excerpt), from sm up the
   * default card
   */
  variant?: 'default' | 'wide' | 'feature' | 'row'
  /** optional extra controls (e.g. a save button) rendered under the meta line */
  footer?: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  const href = articleHref(article)
  const minutes = cardReadingTime(article.readingTime)
  const hubStyle = {
    '--hub': `var(--color-hub-${article.hubId}, var(--color-clay-600))`,
  } as CSSProperties
  return (
    <article
      style={hubStyle}
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-200 transition focus-within:ring-2 focus-within:ring-clay-600 hover:-translate-y-0.5 hover:shadow-lg',
        variant === 'wide' && 'md:flex-row',
        variant === 'row' && 'max-sm:flex-row max-sm:rounded-2xl',
      )}
    >
      <div
        className={cn(
          'relative aspect-[3/2] overflow-hidden bg-sand-200',
          variant === 'wide' && 'md:aspect-auto md:w-1/2',
          variant === 'feature' && 'max-sm:aspect-[16/9] lg:aspect-auto lg:min-h-80 lg:flex-1',
          variant === 'row' && 'max-sm:aspect-auto max-sm:min-h-24 max-sm:w-28 max-sm:shrink-0',
        )}
      >
        {article.imageUrl ? (
          <ArticleImage
            url={article.imageUrl}
            alt={article.imageAlt || ''}
            priority={priority}
            sizes={
              variant === 'feature'
                ? '(min-width: 1280px) 820px, (min-width: 1024px) 64vw, 100vw'
                : variant === 'row'
                  ? `(max-width: 639px) 112px, ${CARD_IMAGE_SIZES}`
                  : CARD_IMAGE_SIZES
            }
            className={cn(
              'size-full object-cover transition duration-500 group-hover:scale-[1.03]',
              variant === 'feature' && 'lg:absolute lg:inset-0',
            )}
          />
        ) : (
          <div
            aria-hidden
            className="size-full bg-[linear-gradient(135deg,var(--hub),var(--color-sand-300))]"
          />
        )}
      </div>
      <div
        className={cn(
          'flex flex-col gap-3 p-5 md:p-6',
          variant === 'feature' ? 'lg:flex-none lg:p-8' : 'flex-1',
          variant === 'row' && 'min-w-0 max-sm:gap-1.5 max-sm:p-4',
        )}
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <HubLabel hubId={article.hubId} />
          {article.category ? (
            <span
              className={cn(
                'text-xs font-medium text-sand-700',
                variant === 'row' && 'max-sm:hidden',
              )}
            >
              {article.category}
            </span>
          ) : null}
        </div>
        <Heading
          className={cn(
            'font-display leading-snug font-semibold text-balance text-ink',
            variant === 'feature'
              ? 'text-2xl md:text-3xl lg:text-4xl lg:leading-tight'
              : variant === 'row'
                ? 'text-lg sm:text-xl'
                : 'text-xl',
          )}
        >
          <Link
            to={href}
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? (
          <p
            className={cn(
              'line-clamp-3 leading-relaxed text-sand-800',
              variant === 'feature' && 'max-sm:line-clamp-2',
              variant === 'feature' ? 'text-base md:text-lg' : 'text-[0.95rem]',
              variant === 'row' && 'max-sm:hidden',
            )}
          >
            {article.excerpt}
          </p>
        ) : null}
        <p
          className={cn(
            'meta-line mt-auto pt-2 text-sm text-sand-700',
            variant === 'row' && 'max-sm:pt-0 max-sm:text-xs',
          )}
        >
          {article.authorName ? (
            <span className={cn('font-semibold text-ink', variant === 'row' && 'max-sm:hidden')}>
              {article.authorName}
            </span>
          ) : null}
          {article.publishedAt ? (
            <time
              dateTime={isoDate(article.publishedAt)}
              // the author before it is hidden on phones: no separator in front of the first item
              className={cn(variant === 'row' && 'max-sm:before:content-none!')}
            >
              {formatDate(article.publishedAt)}
            </time>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {minutes} min read
          </span>
        </p>
        {footer ? <div className="relative z-10">{footer}</div> : null}
      </div>
    </article>
  )
}
