// Browser-safe without zod: the /products URL state and display helpers. Public pages' JavaScript
// imports from here; the loader parses the query with products.schema.ts.
export const PRODUCT_SORTS = [
  { value: 'rating', label: 'Top rated' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value']

/** The parsed /products query (ProductQuerySchema's output). */
export type ProductQuery = { hub: string; sort: ProductSort }

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
