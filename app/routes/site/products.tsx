import { useRef } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { Info } from 'lucide-react'
import type { Route } from './+types/products'
import { useHydrated } from '#app/components/site/use-hydrated'
import { cn } from '#app/components/ui/cn'
import { SelectField } from '#app/components/ui/field'
import { ProductCard } from '#app/features/products/components/product-card'
import {
  PRODUCT_SORTS,
  productSearch,
  type ProductQuery,
} from '#app/features/products/product-rules'
import { parseProductQuery } from '#app/features/products/products.schema'
import { listProducts } from '#app/features/products/products.server'
// save buttons for members
import { SaveButton } from '#app/features/accounts/components/save-button'
import { savedKey } from '#app/features/accounts/saved-key'
import { getSavedKeys } from '#app/features/accounts/saved.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { HUBS } from '#app/utils/site'

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseProductQuery(new URL(request.url).searchParams)
  const [products, user] = await Promise.all([listProducts(query), getOptionalUser(request)])
  // members only: anonymous requests carry no cookie, so the shared HTML cache stays member-free
  const saved = user
    ? await getSavedKeys(
        user.id,
        products.map((p) => p.id),
      )
    : []
  return { query, products, saved }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: `/products${loaderData?.query.hub ? `?hub=${loaderData.query.hub}` : ''}`,
    title: 'Athlete Favorites: Product Picks',
    description:
      'Gear, skincare and style picks tested by athletes: rated, priced and sorted by hub.',
  })

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { query, products, saved } = loaderData
  return (
    <div className="page-container pt-10 pb-16 md:pt-16">
      <header className="max-w-3xl">
        <p className="text-xs font-bold tracking-[0.18em] text-clay-700 uppercase">
          Shop the locker room
        </p>
        <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight md:text-6xl">
          Athlete Favorites
        </h1>
        <p className="mt-4 text-lg text-sand-800">
          The skincare, gear and wardrobe staples our community actually uses, from the training bag
          to the red carpet.
        </p>
      </header>
      <p className="mt-6 flex max-w-3xl items-start gap-2 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-sand-900 ring-1 ring-sand-200">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Affiliate disclosure: some links on this page are affiliate links. If you buy through them
          we may earn a small commission, at no extra cost to you. It never changes what we
          recommend.
        </span>
      </p>
      <ProductFilters query={query} />
      <section aria-labelledby="products-heading" className="mt-8">
        <h2 id="products-heading" className="mb-6 text-sm font-semibold text-sand-800">
          {`${products.length} ${products.length === 1 ? 'product' : 'products'}`}
        </h2>
        {products.length ? (
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((p, i) => (
              <li key={p.id}>
                <ProductCard
                  product={p}
                  priority={i < 4}
                  action={
                    <SaveButton
                      itemType="product"
                      itemId={p.id}
                      saved={saved.includes(savedKey('product', p.id))}
                      variant="icon"
                      label={p.title}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-sand-200">
            <h3 className="font-display text-2xl font-semibold">No products found</h3>
            <p className="mt-2 text-sand-800">
              {query.hub
                ? 'There are no picks in this hub yet.'
                : 'Product picks are on their way.'}{' '}
              {query.hub ? (
                <Link to="/products" className="font-semibold underline underline-offset-4">
                  See all products
                </Link>
              ) : null}
            </p>
          </div>
        )}
      </section>
    </div>
  )
}

function ProductFilters({ query }: { query: ProductQuery }) {
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const chip =
    'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors'
  return (
    <div className="mt-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <nav aria-label="Filter by hub">
        <ul className="flex flex-wrap gap-2">
          {[{ id: '', title: 'All hubs' }, ...HUBS].map((h) => {
            const active = query.hub === h.id
            return (
              <li key={h.id || 'all'}>
                <Link
                  to={`/products${productSearch({ ...query, hub: h.id })}`}
                  aria-current={active ? 'page' : undefined}
                  preventScrollReset
                  className={cn(
                    chip,
                    active
                      ? 'bg-ink text-white'
                      : 'bg-white text-ink ring-1 ring-sand-300 hover:bg-sand-100',
                  )}
                >
                  {h.title}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <Form
        ref={formRef}
        method="get"
        action="/products"
        className="flex items-end gap-2"
        onChange={(e) => {
          const sort = (e.currentTarget.elements.namedItem('sort') as HTMLSelectElement)
            .value as ProductQuery['sort']
          navigate(`/products${productSearch({ ...query, sort })}`, { preventScrollReset: true })
        }}
      >
        {query.hub ? <input type="hidden" name="hub" value={query.hub} /> : null}
        <SelectField
          id="product-sort"
          label="Sort by"
          name="sort"
          defaultValue={query.sort}
          options={PRODUCT_SORTS}
          selectClassName="w-56"
        />
        {hydrated ? null : (
          <button
            type="submit"
            className="h-[2.875rem] rounded-xl bg-ink px-5 text-sm font-semibold text-white"
          >
            Apply
          </button>
        )}
      </Form>
    </div>
  )
}
