// /products/:slug: one product with its pictures, description, pros and cons, who it suits, the
// affiliate disclosure and link, and athletes' reviews (members write them; a moderator approves
// them; the rating and count are computed from the approved ones).
import { Check, ExternalLink, Info, X } from 'lucide-react'
import type { Route } from './+types/product'
import { Breadcrumbs } from '#app/components/site/breadcrumbs'
import { ResponsivePicture } from '#app/components/ui/responsive-picture'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { noindexForAuthors } from '#app/features/accounts/minors.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import {
  NoImageTile,
  StarRating,
  affiliateHref,
} from '#app/features/products/components/product-card'
import { ReviewForm, ReviewList } from '#app/features/products/components/product-reviews'
import { ProductReviewSchema } from '#app/features/products/product-reviews.schema'
import {
  getOwnReview,
  getProductBySlug,
  listApprovedReviews,
  submitProductReview,
} from '#app/features/products/product-reviews.server'
import { formatPrice } from '#app/features/products/product-rules'
import { productJsonLd } from '#app/features/products/product-json-ld'
import { failure } from '#app/utils/action-result'
import { responsiveImage, safeImageUrl } from '#app/utils/image-url'
import { invariantResponse } from '#app/utils/invariant'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { HUB_TITLES } from '#app/utils/site'

export async function loader({ params, request }: Route.LoaderArgs) {
  const product = await getProductBySlug(params.slug)
  invariantResponse(product, 'Product not found')
  const [reviews, user] = await Promise.all([
    listApprovedReviews(product.id),
    getOptionalUser(request),
  ])
  const own = user ? await getOwnReview(product.id, user.id) : null
  // reviews by members under 18 (or of unknown age) stay readable but out of search engines
  const noindex = await noindexForAuthors(reviews.map((r) => r.userId))
  return {
    product,
    noindex,
    reviews: reviews.map(({ userId: _userId, ...r }) => r),
    me: user ? { verified: user.emailVerified } : null,
    own,
  }
}

export const action = defineAction({
  respond: 'result',
  intents: {
    review: intent({
      who: 'verified',
      schema: ProductReviewSchema,
      audit: false,
      // a new or edited review waits for a moderator: nothing public changes until she decides
      invalidates: 'nothing',
      run: async ({ user, input, params }) => {
        const product = await getProductBySlug(params.slug ?? '')
        if (!product) return failure('Product not found', 404)
        return submitProductReview(user.id, product.id, input)
      },
    }),
  },
})

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: 'Product not found' }]
  const siteUrl = siteUrlFrom(matches)
  const { product } = loaderData
  return seoMeta({
    siteUrl,
    path: `/products/${product.slug}`,
    title: `${product.title} by ${product.brand}`,
    description: product.excerpt || product.description.slice(0, 160),
    image: safeImageUrl(product.imageUrl),
    imageAlt: product.imageAlt || product.title,
    noindex: loaderData.noindex,
    jsonLd: productJsonLd(siteUrl, loaderData),
  })
}

const panel = 'rounded-3xl bg-white p-6 ring-1 ring-sand-200'

/** The pros ('What we like', with checks) or the cons ('Keep in mind', with crosses); none: nothing. */
function PointsPanel(props: { id: string; title: string; points: string[]; good?: boolean }) {
  const { id, title, points, good } = props
  if (!points.length) return null
  const Icon = good ? Check : X
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 grid gap-2">
        {points.map((p) => (
          <li key={p} className="flex gap-2 text-sand-900">
            <Icon
              aria-hidden
              className={`mt-1 size-4 shrink-0 ${good ? 'text-emerald-700' : 'text-red-700'}`}
            />
            {p}
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, reviews, me, own } = loaderData
  const img = responsiveImage(safeImageUrl(product.imageUrl))
  const gallery = product.gallery.flatMap((g) => {
    const r = responsiveImage(safeImageUrl(g.url))
    return r ? [{ ...r, alt: g.alt }] : []
  })
  const hubTitle = HUB_TITLES[product.hubId] ?? product.hubId
  return (
    <div className="page-container pt-8 pb-16 md:pt-12">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Athlete Favorites', to: '/products' },
          { label: product.title },
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="grid gap-3">
          <div className="aspect-square overflow-hidden rounded-3xl bg-sand-100 ring-1 ring-sand-200">
            {img ? (
              <ResponsivePicture
                src={img.src}
                avifSrcSet={img.avifSrcSet}
                webpSrcSet={img.webpSrcSet}
                sizes="(min-width: 1024px) 600px, 100vw"
                alt={product.imageAlt || product.title}
                width={800}
                height={800}
                priority
                className="size-full object-cover"
              />
            ) : (
              <NoImageTile />
            )}
          </div>
          {gallery.length ? (
            <ul className="grid grid-cols-3 gap-3" aria-label="More pictures">
              {gallery.map((g) => (
                <li key={g.src} className="aspect-square overflow-hidden rounded-2xl bg-sand-100">
                  <ResponsivePicture
                    src={g.src}
                    avifSrcSet={g.avifSrcSet}
                    webpSrcSet={g.webpSrcSet}
                    sizes="200px"
                    alt={g.alt}
                    width={300}
                    height={300}
                    className="size-full object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <p className="text-xs font-bold tracking-[0.16em] text-clay-700 uppercase">
            {hubTitle} · {product.brand}
          </p>
          <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink md:text-5xl">
            {product.title}
          </h1>
          <a href="#reviews" className="mt-4 inline-block hover:underline">
            <StarRating rating={product.rating} reviewCount={product.reviewCount} />
          </a>
          {product.reviewCount === 0 ? (
            <p className="mt-4 text-sm text-sand-800">No athlete reviews yet.</p>
          ) : null}
          <p className="mt-5 text-lg leading-relaxed text-sand-900">{product.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <p className="text-3xl font-bold text-ink">{formatPrice(product.price)}</p>
            <a
              href={affiliateHref(product.id, 'product-page')}
              target="_blank"
              rel="sponsored noopener"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-ink px-6 font-semibold text-white hover:bg-sand-900"
            >
              Shop now<span className="sr-only">: {product.title} (opens in a new tab)</span>
              <ExternalLink aria-hidden className="size-4" />
            </a>
          </div>
          <p className="mt-5 flex items-start gap-2 rounded-2xl bg-sand-100 px-4 py-3 text-sm text-sand-900 ring-1 ring-sand-200">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Affiliate disclosure: this is an affiliate link. If you buy through it we may earn a
              small commission, at no extra cost to you. It never changes what we recommend.
            </span>
          </p>
          {product.suits ? (
            <section aria-labelledby="suits-title" className="mt-6">
              <h2 id="suits-title" className="font-display text-xl font-semibold text-ink">
                Who it suits
              </h2>
              <p className="mt-2 leading-relaxed text-sand-900">{product.suits}</p>
            </section>
          ) : null}
        </div>
      </div>

      {product.description || product.pros.length || product.cons.length ? (
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {product.description ? (
            <section aria-labelledby="about-title" className={`${panel} lg:col-span-1`}>
              <h2 id="about-title" className="font-display text-2xl font-semibold text-ink">
                About it
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed whitespace-pre-line text-sand-900">
                {product.description}
              </div>
            </section>
          ) : null}
          <PointsPanel id="pros" title="What we like" points={product.pros} good />
          <PointsPanel id="cons" title="Keep in mind" points={product.cons} />
        </div>
      ) : null}

      <section id="reviews" aria-labelledby="reviews-title" className="mt-14 scroll-mt-24">
        <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,26rem)]">
          <div>
            <h2 id="reviews-title" className="font-display text-3xl font-semibold text-ink">
              Athlete reviews
            </h2>
            <div className="mt-5">
              <ReviewList reviews={reviews} />
            </div>
          </div>
          <div>
            <h2 className="font-display text-2xl font-semibold text-ink">Write a review</h2>
            <div className="mt-5">
              <ReviewForm
                signedIn={Boolean(me)}
                verified={Boolean(me?.verified)}
                own={own}
                result={actionData}
                redirectTo={`/products/${product.slug}#reviews`}
              />
            </div>
          </div>
        </div>
      </section>
    </div>
  )
}
