import { ExternalLink, ImageOff } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { ResponsivePicture } from '#app/components/ui/responsive-picture'
import { responsiveImage, safeImageUrl } from '#app/utils/image-url'
import { HUB_TITLES } from '#app/utils/site'
import { formatPrice } from '../product-rules'

export type ProductCardProps = {
  id: string
  /** links the title (and the review count) to the product's own page */
  slug?: string
  title: string
  excerpt: string
  brand: string
  price: number
  rating: number
  reviewCount: number
  imageUrl: string | null
  imageAlt: string
  hubId: string
}

export const reviewsLabel = (n: number) => `${n} athlete review${n === 1 ? '' : 's'}`

// lucide's star (24 x 24), its two absolute commands made relative so that one path can repeat it
const STAR =
  'a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0l-4.617 2.428a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879l-3.736-3.637a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'
const FIVE_STARS = `M11.525 2.295${STAR}${`m24 0${STAR}`.repeat(4)}`

/**
 * Five 16 px stars side by side, drawn as lucide's Star icons would be (same outline, stroke and
 * scale) but as one element: a grid of cards shows two rows per card, and ten icons each were a
 * third of /products' DOM.
 */
function FiveStars({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="80"
      height="16"
      viewBox="0 0 120 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={cn('h-4 w-20 shrink-0 fill-current', className)}
    >
      <path d={FIVE_STARS} />
    </svg>
  )
}

/**
 * Five stars and their basis, e.g. "4.9 · 38 athlete reviews", read out as "Rated 4.9 out of 5
 * from 38 athlete reviews". A rating without reviews behind it means nothing, so it is not shown.
 */
export function StarRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number
  reviewCount: number
  className?: string
}) {
  const value = Math.max(0, Math.min(5, Number(rating) || 0))
  if (!(reviewCount > 0) || value === 0) return null
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm', className)}>
      <span className="sr-only">
        Rated {value.toFixed(1)} out of 5 from {reviewsLabel(reviewCount)}
      </span>
      <span aria-hidden className="relative inline-flex">
        <span className="flex text-sand-300">
          <FiveStars />
        </span>
        <span
          className="absolute inset-0 flex overflow-hidden text-[#b45309]"
          style={{ width: `${(value / 5) * 100}%` }}
        >
          <FiveStars />
        </span>
      </span>
      <span aria-hidden className="whitespace-nowrap text-sand-800">
        <span className="font-semibold text-sand-900">{value.toFixed(1)}</span> ·{' '}
        {reviewsLabel(reviewCount)}
      </span>
    </p>
  )
}

/** The tile shown where a product has no picture: neutral, never a stand-in object. */
export function NoImageTile({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="No image"
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-sand-100 text-sand-700',
        className,
      )}
    >
      <ImageOff aria-hidden className="size-8" />
      <span aria-hidden className="text-xs font-semibold tracking-wide uppercase">
        No image
      </span>
    </div>
  )
}

/** `/go/{id}` records the click and redirects to the shop; opened in a new tab. */
export function affiliateHref(id: string, from?: string) {
  return `/go/${id}${from ? `?from=${from}` : ''}`
}

export function ProductCard({
  product,
  priority = false,
  action,
}: {
  product: ProductCardProps
  priority?: boolean
  /** A control for the image's top-right corner, e.g. the route's SaveButton */
  action?: React.ReactNode
}) {
  const img = responsiveImage(safeImageUrl(product.imageUrl))
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-sand-200 transition focus-within:ring-2 focus-within:ring-clay-600 hover:-translate-y-0.5 hover:shadow-lg">
      <div className="relative aspect-square overflow-hidden bg-sand-100">
        {img ? (
          <ResponsivePicture
            src={img.src}
            avifSrcSet={img.avifSrcSet}
            webpSrcSet={img.webpSrcSet}
            sizes="(min-width: 1024px) 300px, 50vw"
            alt={product.imageAlt || product.title}
            width={600}
            height={600}
            priority={priority}
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <NoImageTile />
        )}
        <span className="absolute top-2.5 left-2.5 rounded-full bg-white/95 px-2.5 py-1 text-[0.7rem] font-bold tracking-wide text-sand-900 uppercase shadow-sm sm:top-3 sm:left-3 sm:text-xs">
          {HUB_TITLES[product.hubId] ?? product.hubId}
        </span>
        {action ? <div className="absolute top-2 right-2 sm:top-3 sm:right-3">{action}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3.5 sm:p-5">
        <p className="text-xs font-bold tracking-[0.14em] text-sand-700 uppercase">
          {product.brand}
        </p>
        <h3 className="font-display text-base leading-snug font-semibold text-ink sm:text-lg">
          {product.slug ? (
            <a href={`/products/${product.slug}`} className="hover:underline">
              {product.title}
            </a>
          ) : (
            product.title
          )}
        </h3>
        <StarRating rating={product.rating} reviewCount={product.reviewCount} />
        {product.excerpt ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-sand-800 sm:line-clamp-3">
            {product.excerpt}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
          <p className="text-lg font-bold text-ink">{formatPrice(product.price)}</p>
          <a
            href={affiliateHref(product.id)}
            target="_blank"
            rel="sponsored noopener"
            className="inline-flex h-10 items-center justify-center gap-1.5 rounded-full bg-ink px-4 text-sm font-semibold text-white hover:bg-sand-900"
          >
            Shop now<span className="sr-only">: {product.title} (opens in a new tab)</span>
            <ExternalLink aria-hidden className="size-4" />
          </a>
        </div>
      </div>
    </article>
  )
}
