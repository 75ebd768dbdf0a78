// The products admin list: props in, no fetching; row actions post to the route action with an
// `intent`.
import { ImageOff, RotateCcw, Star, Trash2 } from 'lucide-react'
import { Form, Link } from 'react-router'
import { StatusBadge } from '#app/components/admin/admin-page'
import { DataTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { Button } from '#app/components/ui/button'
import { formatDate } from '#app/utils/format-date'
import { responsiveImage } from '#app/utils/image-url'
import { HUB_TITLES } from '#app/utils/site'
import { formatPrice } from '../product-rules'
import type { listAdminProducts } from '../products-admin.server'

type AdminProduct = Awaited<ReturnType<typeof listAdminProducts>>['items'][number]

/** The products of one page: a card per product on phones, a table from md up. */
export function ProductList({
  items,
  trash,
  busy,
}: {
  items: AdminProduct[]
  trash: boolean
  busy: boolean
}) {
  return (
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
                  {trash ? 'Trashed' : 'Updated'} {formatDate(trash ? p.deletedAt : p.updatedAt)}
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
