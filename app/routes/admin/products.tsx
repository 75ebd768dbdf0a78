import { ImageOff, Package, RotateCcw, Search, Star, Trash2 } from 'lucide-react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/products'
import { AdminPage, StatusBadge, NewItemLink, EmptyPanel } from '#app/components/admin/admin-page'
import { DataTable, Pagination, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { Button, buttonClass } from '#app/components/ui/button'
import { InputField, SelectField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import { responsiveImage } from '#app/utils/image-url'
import { ProductFilterSchema, ProductIdSchema } from '#app/features/products/products-admin.schema'
import { changeProductState, listAdminProducts } from '#app/features/products/products-admin.server'
import { formatDate } from '#app/utils/format-date'
import { HUBS, HUB_TITLES } from '#app/utils/site'
import { readFormData } from '#app/utils/form-data.server'
import { actionResponse } from '#app/utils/action-response.server'
import { formatPrice } from '#app/features/products/product-rules'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Products | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.products.minRole)
  const filter = ProductFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { filter, ...(await listAdminProducts(filter)) }
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.products.minRole)
  const form = await readFormData(request)
  const parsed = ProductIdSchema.safeParse({ id: form.get('id') })
  if (!parsed.success)
    return actionResponse({ ok: false, message: 'Product not found', status: 400 })
  const intent = String(form.get('intent') ?? '')
  const op =
    intent === 'trash'
      ? 'soft_delete'
      : intent === 'restore'
        ? 'restore'
        : intent === 'delete-permanently'
          ? 'hard_delete'
          : null
  if (!op) return actionResponse({ ok: false, message: 'Unknown action', status: 400 })
  return actionResponse(await changeProductState(user, parsed.data.id, op))
}

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
        <>
          {/* phones: one card per product; the table needs more width than a phone has */}
          <ul
            aria-label={trash ? 'Products in the trash' : 'Products'}
            className="divide-y divide-sand-100 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-xs md:hidden"
          >
            {items.map((p) => (
              <li key={p.id} className="flex flex-wrap items-start gap-3 px-4 py-3.5">
                <ProductThumb url={p.imageUrl} />
                <div className="min-w-0 flex-1">
                  {trash ? (
                    <span className="line-clamp-2 font-semibold">{p.title}</span>
                  ) : (
                    <Link
                      to={`/admin/products/${p.id}`}
                      className="line-clamp-2 font-semibold text-ink hover:underline"
                    >
                      {p.title}
                    </Link>
                  )}
                  <p className="mt-0.5 flex flex-wrap gap-x-1.5 text-sm text-sand-800">
                    <MetaItem first>{p.brand}</MetaItem>
                    <MetaItem>{HUB_TITLES[p.hubId] ?? p.hubId}</MetaItem>
                    <MetaItem>{formatPrice(p.price)}</MetaItem>
                  </p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-sand-800">
                    {p.isActive ? (
                      <StatusBadge tone="success">Active</StatusBadge>
                    ) : (
                      <StatusBadge>Inactive</StatusBadge>
                    )}
                    <span className="inline-flex items-center gap-1 tabular-nums">
                      <Star aria-hidden className="size-3.5 fill-clay-600 text-clay-600" />
                      <span className="sr-only">Rating</span> {p.rating.toFixed(1)}
                    </span>
                    <span>{clicksLabel(p.clickCount)}</span>
                    <span>
                      {trash ? 'Trashed' : 'Updated'}{' '}
                      {formatDate(trash ? p.deletedAt : p.updatedAt)}
                    </span>
                  </div>
                </div>
                <div className={trash ? 'w-full' : undefined}>
                  <RowActions product={p} trash={trash} busy={busy} />
                </div>
              </li>
            ))}
          </ul>
          <DataTable
            caption={trash ? 'Products in the trash' : 'Products'}
            className="relative hidden md:block"
          >
            <thead>
              <tr>
                <Th>Product</Th>
                <Th>Hub</Th>
                <Th className="text-right">Price</Th>
                <Th>Rating</Th>
                <Th>Status</Th>
                <Th>Updated</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <Tr key={p.id}>
                  <Td>
                    <div className="flex items-center gap-3">
                      <ProductThumb url={p.imageUrl} />
                      <div className="min-w-0">
                        {trash ? (
                          <span className="font-semibold">{p.title}</span>
                        ) : (
                          <Link
                            to={`/admin/products/${p.id}`}
                            className="font-semibold hover:underline"
                          >
                            {p.title}
                          </Link>
                        )}
                        <p className="text-xs text-sand-800">
                          {p.brand} · {clicksLabel(p.clickCount)}
                        </p>
                      </div>
                    </div>
                  </Td>
                  <Td>{HUB_TITLES[p.hubId] ?? p.hubId}</Td>
                  <Td className="text-right tabular-nums">{formatPrice(p.price)}</Td>
                  <Td>
                    <span className="inline-flex items-center gap-1 tabular-nums">
                      <Star aria-hidden className="size-3.5 fill-clay-600 text-clay-600" />{' '}
                      {p.rating.toFixed(1)}
                    </span>
                  </Td>
                  <Td>
                    {p.isActive ? (
                      <StatusBadge tone="success">Active</StatusBadge>
                    ) : (
                      <StatusBadge>Inactive</StatusBadge>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap text-sand-800">
                    {formatDate(trash ? p.deletedAt : p.updatedAt)}
                  </Td>
                  <Td>
                    <RowActions product={p} trash={trash} busy={busy} />
                  </Td>
                </Tr>
              ))}
            </tbody>
          </DataTable>
        </>
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

/** "0 clicks", "1 click", "12 clicks" */
export const clicksLabel = (n: number) => `${n} click${n === 1 ? '' : 's'}`

/** A meta item whose leading separator wraps with it, so no line ends in a dangling dot. */
function MetaItem({ first = false, children }: { first?: boolean; children: React.ReactNode }) {
  return (
    <span className="whitespace-nowrap">
      {first ? null : <span aria-hidden>· </span>}
      {children}
    </span>
  )
}

function ProductThumb({ url }: { url: string | null }) {
  return (
    <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-sand-100">
      {url ? (
        <img
          src={responsiveImage(url)?.src}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <ImageOff aria-label="No image" role="img" className="size-5 text-sand-600" />
      )}
    </div>
  )
}

type RowProduct = { id: string; title: string }

function RowActions({
  product: p,
  trash,
  busy,
}: {
  product: RowProduct
  trash: boolean
  busy: boolean
}) {
  return (
    <Form method="post" className="flex justify-end gap-1">
      <input type="hidden" name="id" value={p.id} />
      {trash ? (
        <>
          <Button
            type="submit"
            name="intent"
            value="restore"
            variant="ghost"
            size="sm"
            disabled={busy}
          >
            <RotateCcw aria-hidden className="size-4" /> Restore
            <span className="sr-only"> {p.title}</span>
          </Button>
          <Button
            type="submit"
            name="intent"
            value="delete-permanently"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={(e) => {
              if (!window.confirm(`Delete "${p.title}" permanently?`)) e.preventDefault()
            }}
          >
            Delete<span className="sr-only"> {p.title} permanently</span>
          </Button>
        </>
      ) : (
        <Button
          type="submit"
          name="intent"
          value="trash"
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={`Move ${p.title} to trash`}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </Form>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.products.minRole} />
}
