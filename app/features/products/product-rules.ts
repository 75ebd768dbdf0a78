import { groupThousands } from '#app/utils/format-number'
import { isWebUrl } from '#app/utils/url-rules'

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
  return isWebUrl(url)
}

// '$1,234.50', as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) writes it (it
// rounds the shortest decimal form of the number half away from zero: 0.015 is $0.02), but without
// building one in the browser: that costs 10-15 ms of a phone's main thread (the first one loads
// the currency data), while /products hydrates. product-rules.test.ts holds the two to the same
// text; amounts from 1e15 on (and NaN, Infinity) go through Intl, made on first use.
let intlPrice: Intl.NumberFormat | undefined

export function formatPrice(price: number) {
  const abs = Math.abs(price)
  if (!Number.isFinite(price) || abs >= 1e15) {
    intlPrice ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    return intlPrice.format(price)
  }
  let cents = 0n
  // below 1e-6 String() writes an exponent, and the amount is $0.00 anyway
  if (abs >= 1e-6) {
    const [whole, fraction = ''] = String(abs).split('.')
    const up = fraction.length > 2 && fraction[2]! >= '5' ? 1n : 0n
    cents = BigInt(whole + (fraction + '00').slice(0, 2)) + up
  }
  const digits = cents.toString().padStart(3, '0')
  const whole = groupThousands(digits.slice(0, -2))
  const sign = price < 0 || Object.is(price, -0) ? '-' : ''
  return `${sign}$${whole}.${digits.slice(-2)}`
}
