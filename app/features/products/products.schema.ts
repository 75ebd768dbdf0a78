import { z } from 'zod'
import { PRODUCT_SORTS, type ProductQuery, type ProductSort } from './product-rules'

// The /products query (URL state), parsed by the loader. Browser helpers live in product-rules.ts.
const sortValues = PRODUCT_SORTS.map((s) => s.value) as [ProductSort, ...ProductSort[]]

export const ProductQuerySchema = z.object({
  hub: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .catch('')
    .default(''),
  sort: z.enum(sortValues).catch('rating').default('rating'),
})

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  return ProductQuerySchema.parse({
    hub: params.get('hub') || undefined,
    sort: params.get('sort') || undefined,
  })
}
