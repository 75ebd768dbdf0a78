// /saved: the member's saved articles and products (docs/product.md#member-routes: linked from the
// mobile menu).
import { Link } from 'react-router'
import { Bookmark } from 'lucide-react'
import type { Route } from './+types/saved'
import { buttonClass } from '#app/components/ui/button'
import { SaveButton } from '#app/features/accounts/components/save-button'
import { listSaved } from '#app/features/accounts/saved.server'
import { requireUser } from '#app/features/accounts/session.server'
import { safeImageUrl } from '#app/utils/image-url'
import { ArticleImage } from '#app/features/articles/components/article-card'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { HUB_TITLES } from '#app/utils/site'
import { formatPrice } from '#app/features/products/product-rules'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ siteUrl: siteUrlFrom(matches), path: '/saved', title: 'Saved', noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return listSaved(user.id)
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

function Thumb({ url, alt }: { url: string | null; alt: string }) {
  const safe = safeImageUrl(url)
  if (!safe) return <div aria-hidden className="aspect-[4/3] w-full rounded-2xl bg-sand-200" />
  return (
    <ArticleImage
      url={safe}
      alt={alt}
      width={480}
      height={360}
      sizes="(min-width: 768px) 320px, 100vw"
      className="aspect-[4/3] w-full rounded-2xl object-cover"
    />
  )
}

export default function SavedPage({ loaderData }: Route.ComponentProps) {
  const { articles, products } = loaderData
  const empty = articles.length === 0 && products.length === 0
  return (
    <div className="page-container py-10 md:py-14">
      <h1 className="font-display text-4xl font-semibold text-ink md:text-5xl">Saved</h1>
      <p className="mt-2 text-sand-800">Articles and products you saved for later.</p>
      {empty ? (
        <div className="mt-10 flex flex-col items-center rounded-[2rem] bg-white p-10 text-center ring-1 ring-sand-200">
          <Bookmark aria-hidden className="size-10 text-clay-700" />
          <h2 className="mt-4 font-display text-2xl font-semibold text-ink">Nothing saved yet</h2>
          <p className="mt-2 max-w-md text-sand-800">
            Tap Save on any article or product and it will wait for you here.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/explore" className={buttonClass('primary', 'lg')}>
              Explore articles
            </Link>
            <Link to="/products" className={buttonClass('outline', 'lg')}>
              Browse products
            </Link>
          </div>
        </div>
      ) : null}
      {articles.length ? (
        <section aria-labelledby="saved-articles" className="mt-10">
          <h2 id="saved-articles" className="font-display text-2xl font-semibold text-ink">
            Articles <span className="text-sand-700">({articles.length})</span>
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((a) => (
              <li
                key={a.id}
                className="relative flex flex-col rounded-[1.75rem] bg-white p-3 ring-1 ring-sand-200"
              >
                <Thumb url={a.imageUrl} alt={a.imageAlt} />
                <div className="flex flex-1 flex-col p-3">
                  <p className="text-xs font-semibold tracking-[0.15em] text-clay-700 uppercase">
                    {HUB_TITLES[a.hubId] ?? a.hubId}
                  </p>
                  <h3 className="mt-1 font-display text-xl font-semibold text-ink">
                    <Link to={`/hub/${a.hubId}/${a.slug}`} className="hover:underline">
                      {a.title}
                    </Link>
                  </h3>
                  <p className="mt-1 line-clamp-2 text-sm text-sand-800">{a.excerpt}</p>
                  <div className="mt-auto pt-4">
                    <SaveButton itemType="article" itemId={a.id} saved label={a.title} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {products.length ? (
        <section aria-labelledby="saved-products" className="mt-12">
          <h2 id="saved-products" className="font-display text-2xl font-semibold text-ink">
            Products <span className="text-sand-700">({products.length})</span>
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {products.map((p) => (
              <li
                key={p.id}
                className="flex flex-col rounded-[1.75rem] bg-white p-3 ring-1 ring-sand-200"
              >
                <Thumb url={p.imageUrl} alt={p.imageAlt} />
                <div className="flex flex-1 flex-col p-3">
                  <p className="text-xs font-semibold tracking-[0.15em] text-clay-700 uppercase">
                    {p.brand}
                  </p>
                  <h3 className="mt-1 font-display text-xl font-semibold text-ink">{p.title}</h3>
                  <p className="mt-1 text-sm font-semibold text-sand-900">{formatPrice(p.price)}</p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-4">
                    <a
                      href={`/go/${p.id}?from=saved`}
                      target="_blank"
                      rel="noopener noreferrer sponsored"
                      className={buttonClass('primary')}
                    >
                      Shop now<span className="sr-only"> (opens in a new tab)</span>
                    </a>
                    <SaveButton itemType="product" itemId={p.id} saved label={p.title} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
