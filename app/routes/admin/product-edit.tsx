import { Trash2 } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/product-edit'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { Button } from '#app/components/ui/button'
import { requireRole } from '#app/features/accounts/roles.server'
import { EMPTY_PRODUCT, ProductEditorForm } from '#app/features/products/products-admin-form'
import { ProductFormSchema, productFormValues } from '#app/features/products/products-admin.schema'
import {
  changeProductState,
  createProduct,
  getAdminProduct,
  listRecentMedia,
  updateProduct,
} from '#app/features/products/products-admin.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { isUuid } from '#app/utils/uuid'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { failure, formErrorOf, invalidResult } from '#app/utils/action-result'
import { invariantResponse } from '#app/utils/invariant'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.product?.title || 'New product'} | Admin` },
]

async function loadProduct(productId: string | undefined) {
  if (!productId) return null
  const product = isUuid(productId) ? await getAdminProduct(productId) : null
  invariantResponse(product, 'Product not found')
  return product
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.products.minRole)
  const [product, media] = await Promise.all([loadProduct(params.productId), listRecentMedia(24)])
  return { product, media }
}

const who = ADMIN_SECTIONS.products.minRole

export const action = defineAction({
  defaultIntent: 'save',
  intents: {
    save: intent({
      who,
      parse: (form) => {
        const parsed = ProductFormSchema.safeParse(productFormValues(form))
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      audit: 'product',
      invalidates: 'all',
      run: async ({ user, input, params }) => {
        const existing = await loadProduct(params.productId)
        if (existing) return updateProduct(user, existing.id, input)
        const result = await createProduct(user, input)
        if (!result.ok) return result
        return redirectWithToast(`/admin/products/${result.id}`, {
          type: 'success',
          title: result.message,
        })
      },
    }),
    trash: intent({
      who,
      audit: 'product',
      invalidates: 'all',
      run: async ({ user, params }) => {
        const existing = await loadProduct(params.productId)
        if (!existing) return failure('Product not found', 404)
        const result = await changeProductState(user, existing.id, 'soft_delete')
        if (!result.ok) return result
        return redirectWithToast('/admin/products', { type: 'success', title: result.message })
      },
    }),
  },
})

export default function AdminProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, media } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = (actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
  const message = formErrorOf(actionData) ?? null
  return (
    <AdminPage
      title={product ? product.title : 'New product'}
      description={
        product
          ? product.deletedAt
            ? 'This product is in the trash.'
            : 'Edit the recommendation readers see on Products.'
          : 'Add a recommendation to the Products page.'
      }
      back={{ to: '/admin/products', label: 'All products' }}
      actions={
        product && !product.deletedAt ? (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="trash"
              variant="outline"
              size="sm"
              disabled={busy}
            >
              <Trash2 aria-hidden className="size-4" /> Move to trash
            </Button>
          </Form>
        ) : null
      }
    >
      <ProductEditorForm
        key={product?.updatedAt ? String(product.updatedAt) : 'new'}
        product={product ?? EMPTY_PRODUCT}
        media={media}
        errors={errors}
        message={message}
        busy={busy}
        isNew={!product}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.products.minRole} />
}
