import { Package, Search } from 'lucide-react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/products'
import { AdminPage, NewItemLink, EmptyPanel } from '#app/components/admin/admin-page'
import { Pagination } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { Button, buttonClass } from '#app/components/ui/button'
import { InputField, SelectField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import { ProductFilterSchema, ProductIdSchema } from '#app/features/products/products-admin.schema'
import { changeProductState, listAdminProducts } from '#app/features/products/products-admin.server'
import { HUBS } from '#app/utils/site'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ProductList } from '#app/features/products/components/products-admin-list'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { failure } from '#app/utils/action-result'

export const meta: Route.MetaFunction = () => [{ title: 'Products | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.products.minRole)
  const filter = ProductFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { filter, ...(await listAdminProducts(filter)) }
}

const productIntent = (op: 'soft_delete' | 'restore' | 'hard_delete') =>
  intent({
    who: ADMIN_SECTIONS.products.minRole,
    parse: (form) => {
      const parsed = ProductIdSchema.safeParse({ id: form.get('id') })
      return parsed.success ? { ok: true, input: parsed.data } : failure('Product not found')
    },
    audit: 'product',
    // a product shows on /products, the home page, hubs and the articles that pick it
    invalidates: 'all',
    run: ({ user, input }) => changeProductState(user, input.id, op),
  })

export const action = defineAction({
  intents: {
    trash: productIntent('soft_delete'),
    restore: productIntent('restore'),
    'delete-permanently': productIntent('hard_delete'),
  },
})

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, items, total, pages } = loaderData
  const { search } = useLocation()
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const trash = filter.view === 'trash'
  return (
    <AdminPage
      title="Products"
      description="Athlete-tested recommendations with affiliate links."
      actions={<NewItemLink to="/admin/products/new">Add product</NewItemLink>}
    >
      <nav aria-label="Product views" className="mb-4 flex gap-2">
        <Link
          to="/admin/products"
          aria-current={!trash ? 'page' : undefined}
          className={buttonClass(!trash ? 'primary' : 'outline', 'sm')}
        >
          All products
        </Link>
        <Link
          to="/admin/products?view=trash"
          aria-current={trash ? 'page' : undefined}
          className={buttonClass(trash ? 'primary' : 'outline', 'sm')}
        >
          Trash
        </Link>
      </nav>
      <Form
        method="get"
        role="search"
        className="mb-5 grid grid-cols-2 gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-xs md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      >
        {trash ? <input type="hidden" name="view" value="trash" /> : null}
        <InputField
          label="Search"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Title, brand or slug"
          className="col-span-2 md:col-span-1"
        />
        <SelectField
          label="Hub"
          name="hub"
          defaultValue={filter.hub}
          options={[
            { value: '', label: 'All hubs' },
            ...HUBS.map((h) => ({ value: h.id, label: h.title })),
          ]}
        />
        <SelectField
          label="Status"
          name="active"
          defaultValue={filter.active}
          options={[
            { value: 'all', label: 'Active and inactive' },
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
        <Button type="submit" variant="outline" className="col-span-2 md:col-span-1">
          <Search aria-hidden className="size-4" /> Filter
        </Button>
      </Form>
      {items.length ? (
        <ProductList items={items} trash={trash} busy={busy} />
      ) : (
        <EmptyPanel
          icon={<Package aria-hidden className="size-6" />}
          title={trash ? 'The trash is empty' : 'No products found'}
          message={
            trash
              ? undefined
              : filter.q || filter.hub || filter.active !== 'all'
                ? 'Try other filters.'
                : 'Add the first recommendation.'
          }
        />
      )}
      <Pagination
        page={filter.page}
        pageCount={pages}
        search={search}
        total={total}
        label="products"
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.products.minRole} />
}
