import { z } from 'zod'

// Browser-safe: the /products query (URL state).
export const PRODUCT_SORTS = [
  { value: 'rating', label: 'Top rated' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value']
const sortValues = PRODUCT_SORTS.map((s) => s.value) as [ProductSort, ...ProductSort[]]

export const ProductQuerySchema = z.object({
  hub: z.string().trim().max(40).regex(/^[a-z0-9-]*$/).catch('').default(''),
  sort: z.enum(sortValues).catch('rating').default('rating'),
})
export type ProductQuery = z.infer<typeof ProductQuerySchema>

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  return ProductQuerySchema.parse({ hub: params.get('hub') || undefined, sort: params.get('sort') || undefined })
}

export function productSearch(q: Partial<ProductQuery>) {
  const p = new URLSearchParams()
  if (q.hub) p.set('hub', q.hub)
  if (q.sort && q.sort !== 'rating') p.set('sort', q.sort)
  const s = p.toString()
  return s ? `?${s}` : ''
}

/** Affiliate links leave the site only to http(s) addresses. */
export function isSafeAffiliateUrl(url: string) {
  try {
    const u = new URL(url)
    return (u.protocol === 'https:' || u.protocol === 'http:') && Boolean(u.hostname)
  } catch {
    return false
  }
}

export function formatPrice(price: number) {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price)
}
