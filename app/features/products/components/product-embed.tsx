// A product recommended inside an article: a compact card with its affiliate link (through /go/{id},
// new tab, rel="sponsored noopener" as on /products) and the affiliate disclosure beside it.
import { ExternalLink } from 'lucide-react'
import { responsiveImage, safeImageUrl } from '#app/utils/image-url'
import { ResponsivePicture } from '#app/components/ui/responsive-picture'
import { formatPrice } from '../product-rules'
import { affiliateHref, StarRating, type ProductCardProps } from './product-card'

export default function ProductEmbed({ product }: { product: ProductCardProps }) {
  const img = responsiveImage(safeImageUrl(product.imageUrl))
  return (
    <aside
      aria-label={`Product: ${product.title}`}
      className="my-10 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sand-200 sm:p-5"
    >
      <div className="flex gap-4">
        <div className="size-24 shrink-0 overflow-hidden rounded-2xl bg-sand-100 sm:size-32">
          {img ? (
            <ResponsivePicture
              src={img.src}
              avifSrcSet={img.avifSrcSet}
              webpSrcSet={img.webpSrcSet}
              sizes="128px"
              alt={product.imageAlt || product.title}
              width={256}
              height={256}
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="text-xs font-bold tracking-[0.14em] text-sand-700 uppercase">
            {product.brand}
          </p>
          <p className="font-display text-lg leading-snug font-semibold text-ink">
            {product.title}
          </p>
          <StarRating rating={product.rating} reviewCount={product.reviewCount} />
          <div className="mt-auto flex flex-wrap items-center gap-3 pt-1">
            <span className="text-lg font-bold text-ink">{formatPrice(product.price)}</span>
            <a
              href={affiliateHref(product.id, 'article')}
              target="_blank"
              rel="sponsored noopener"
              className="inline-flex h-11 items-center gap-1.5 rounded-full bg-ink px-4 text-sm font-semibold text-white! no-underline! hover:bg-sand-900"
            >
              Shop now<span className="sr-only">: {product.title} (opens in a new tab)</span>
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </div>
        </div>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-sand-800">
        Affiliate disclosure: if you buy through this link we may earn a small commission, at no
        extra cost to you. It never changes what we recommend.
      </p>
    </aside>
  )
}
