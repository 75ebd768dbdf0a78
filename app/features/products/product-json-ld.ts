// A product page's schema.org data: the Product, its offer, and the AggregateRating and Reviews
// computed from members' approved reviews.
import { safeImageUrl } from '#app/utils/image-url'
import type { ApprovedReview, ProductPageData } from './product-reviews.server'

export function productJsonLd(
  siteUrl: string,
  data: { product: ProductPageData; reviews: Omit<ApprovedReview, 'userId'>[] },
) {
  const { product, reviews } = data
  const url = `${siteUrl}/products/${product.slug}`
  const image = safeImageUrl(product.imageUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description || product.excerpt,
    brand: { '@type': 'Brand', name: product.brand },
    url,
    ...(image ? { image: [/^https?:/.test(image) ? image : siteUrl + image] } : {}),
    offers: {
      '@type': 'Offer',
      price: Number(product.price).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.rating).toFixed(1),
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, 10).map((r) => ({
            '@type': 'Review',
            reviewRating: {
              '@type': 'Rating',
              ratingValue: r.rating,
              bestRating: 5,
              worstRating: 1,
            },
            author: { '@type': 'Person', name: r.authorName },
            datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
            reviewBody: r.body,
          })),
        }
      : {}),
  }
}
