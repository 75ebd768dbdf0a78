// /go/{productId}: records an affiliate click, then sends the reader to the shop (302).
import { getOptionalUser } from '#app/features/accounts/session.server'
import { clickVisitorHash, recordProductClick } from '#app/features/products/products.server'
import type { Route } from './+types/product-click'
import { isUuid } from '#app/utils/uuid'
import { refusal } from '#app/utils/invariant'

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isUuid(params.productId)) return refusal('Product not found', 404, NO_STORE)
  const from = new URL(request.url).searchParams.get('from')
  const source = from && /^[a-z-]{1,20}$/.test(from) ? from : 'products'
  const user = await getOptionalUser(request)
  const userId = user?.id ?? null
  const target = await recordProductClick(
    params.productId.toLowerCase(),
    userId,
    source,
    clickVisitorHash(request, userId),
  )
  if (!target) return refusal('Product not found', 404, NO_STORE)
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Referrer-Policy': 'no-referrer-when-downgrade', ...NO_STORE },
  })
}
