import { Download } from 'lucide-react'
import { data, useLocation } from 'react-router'
import type { Route } from './+types/newsletter'
import { AdminPage, StatTile } from '#app/components/admin/admin-page'
import { ListFilters, ListTable, Pagination, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { LocalTime } from '#app/components/admin/local-time'
import { buttonClass } from '#app/components/ui/button'
import { SelectField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import { SubscriberFilterSchema } from '#app/features/newsletter/newsletter-admin.schema'
import { listSubscribers } from '#app/features/newsletter/newsletter-admin.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Newsletter | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

// subscribers' emails and names are personal data: admins only, like the CSV export
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.newsletter.minRole)
  const filter = SubscriberFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return data(
    { filter, ...(await listSubscribers(filter)) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function AdminNewsletter({ loaderData: d }: Route.ComponentProps) {
  const { search } = useLocation()
  return (
    <AdminPage
      title="Newsletter"
      description="Subscribers join with double opt-in: they count as confirmed once they open the link we email them."
      actions={
        <a href="/admin/newsletter.csv" download className={buttonClass('primary', 'md')}>
          <Download aria-hidden className="size-4" /> Export confirmed (CSV)
        </a>
      }
    >
      <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatTile label="Confirmed" value={d.counts.confirmed} hint="Receive the newsletter" />
        <StatTile label="Pending" value={d.counts.pending} hint="Confirmation email sent" />
        <StatTile label="Unsubscribed" value={d.counts.unsubscribed} hint="Left the list" />
      </div>
      <ListFilters
        searchLabel="Search subscribers"
        placeholder="Email or name"
        q={d.filter.q}
        className="md:grid-cols-[2fr_1fr_auto]"
      >
        <SelectField
          label="Status"
          name="status"
          defaultValue={d.filter.status}
          options={[
            { value: 'all', label: 'All statuses' },
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'pending', label: 'Pending' },
            { value: 'unsubscribed', label: 'Unsubscribed' },
          ]}
        />
      </ListFilters>
      <ListTable
        caption="Newsletter subscribers"
        columns={
          <>
            <Th>Subscriber</Th>
            <Th>Status</Th>
            <Th>Sports and interests</Th>
            <Th>Joined</Th>
          </>
        }
        rowCount={d.items.length}
        empty="No subscribers match these filters."
        withActions={false}
      >
        {d.items.map((s) => (
          <Tr key={s.id}>
            <Td>
              <span className="block font-medium">
                {s.firstName} {s.lastName}
              </span>
              <span className="block text-xs break-all text-sand-700">{s.email}</span>
            </Td>
            <Td className="capitalize">{s.status}</Td>
            <Td className="max-w-xs text-sand-800">
              {[...s.sports, ...s.interests].join(', ') || '—'}
            </Td>
            <Td className="whitespace-nowrap">
              <LocalTime value={s.createdAt} withTime={false} />
            </Td>
          </Tr>
        ))}
      </ListTable>
      <Pagination
        page={d.filter.page}
        pageCount={d.pageCount}
        search={search}
        total={d.total}
        label={d.total === 1 ? 'subscriber' : 'subscribers'}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.newsletter.minRole} />
}
