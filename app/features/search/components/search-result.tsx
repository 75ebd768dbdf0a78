import { Link } from 'react-router'
import { ExternalLink, FileText, Flame, ShoppingBag, Star } from 'lucide-react'
import { safeImageUrl, responsiveImage } from '#app/utils/image-url'
import { HUB_TITLES } from '#app/utils/site'
import type { SearchResult } from '../search.schema'

const TYPE_LABELS: Record<SearchResult['type'], string> = {
  article: 'Article',
  podcast: 'Podcast',
  product: 'Product',
  story: 'Community story',
  question: 'Community question',
}

const rowClass =
  'flex w-full gap-3 rounded-2xl p-3 text-left outline-none transition-colors hover:bg-white focus-visible:bg-white focus-visible:ring-2 focus-visible:ring-clay-600'

function Thumb({ url, type }: { url: string | null; type: SearchResult['type'] }) {
  const img = responsiveImage(safeImageUrl(url))
  const Icon = type === 'product' ? ShoppingBag : FileText
  return (
    <span className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-sand-200">
      {img ? (
        <img
          src={img.src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <Icon aria-hidden className="m-auto mt-5 size-6 text-sand-700" />
      )}
    </span>
  )
}

function Body({ result }: { result: SearchResult }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-sand-800">
        <span className="tracking-wide uppercase">{TYPE_LABELS[result.type]}</span>
        {/* the separator wraps with its item: no line ends in a dangling dot */}
        <span className="whitespace-nowrap">
          <span aria-hidden>· </span>
          {HUB_TITLES[result.hubId] ?? result.hubId}
        </span>
        {result.trending ? (
          <span className="inline-flex items-center gap-0.5 rounded-full bg-clay-600 px-2 py-0.5 text-white">
            <Flame aria-hidden className="size-3" /> Trending
          </span>
        ) : null}
        {result.rating && result.reviewCount ? (
          <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
            <Star aria-hidden className="size-3 fill-current text-[#b45309]" />
            <span className="sr-only">Rated</span> {result.rating.toFixed(1)}
            <span aria-hidden>·</span> {result.reviewCount} review
            {result.reviewCount === 1 ? '' : 's'}
          </span>
        ) : null}
      </span>
      <span className="mt-0.5 block font-semibold text-ink">
        {result.brand ? `${result.brand} – ` : ''}
        {result.title}
      </span>
      {result.excerpt ? (
        <span className="mt-0.5 line-clamp-2 block text-sm text-sand-800">{result.excerpt}</span>
      ) : null}
      {result.tags.length ? (
        <span className="mt-1.5 flex flex-wrap gap-1">
          {result.tags.map((t) => (
            <span key={t} className="rounded-full bg-sand-200/70 px-2 py-0.5 text-xs text-sand-900">
              #{t}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  )
}

/** Articles go to their hub route; products open /go/{id} (records the click) in a new tab. */
export function SearchResultItem({
  result,
  onNavigate,
}: {
  result: SearchResult
  onNavigate: () => void
}) {
  if (result.type === 'product') {
    return (
      <a
        href={result.href}
        target="_blank"
        rel="sponsored noopener"
        data-result
        className={rowClass}
      >
        <Thumb url={result.imageUrl} type={result.type} />
        <Body result={result} />
        <ExternalLink aria-hidden className="mt-1 size-4 shrink-0 text-sand-700" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link to={result.href} onClick={onNavigate} data-result className={rowClass}>
      <Thumb url={result.imageUrl} type={result.type} />
      <Body result={result} />
    </Link>
  )
}
