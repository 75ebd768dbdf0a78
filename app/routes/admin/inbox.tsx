import { data, useLocation } from 'react-router'
import type { Route } from './+types/inbox'
import { AdminPage } from '#app/components/admin/admin-page'
import { ListFilters, Pagination } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { SelectField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import { InboxList } from '#app/features/contact/components/inbox-list'
import { InboxFilterSchema } from '#app/features/contact/inbox.schema'
import { listInbox } from '#app/features/contact/inbox.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Inbox | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.inbox.minRole)
  const filter = InboxFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const list = await listInbox(filter)
  return data({ filter, ...list }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function AdminInbox({ loaderData: d }: Route.ComponentProps) {
  const { search } = useLocation()
  return (
    <AdminPage
      title="Inbox"
      description={`Contact messages and business inquiries. ${d.counts.new} new, ${d.counts.replied} replied, ${d.counts.archived} archived.`}
    >
      <ListFilters
        searchLabel="Search messages"
        placeholder="Name, email, subject or text"
        q={d.filter.q}
        className="md:grid-cols-[2fr_1fr_1fr_auto]"
      >
        <SelectField
          label="Status"
          name="status"
          defaultValue={d.filter.status}
          options={[
            { value: 'all', label: 'All statuses' },
            { value: 'new', label: `New (${d.counts.new})` },
            { value: 'replied', label: `Replied (${d.counts.replied})` },
            { value: 'archived', label: `Archived (${d.counts.archived})` },
          ]}
        />
        <SelectField
          label="Type"
          name="kind"
          defaultValue={d.filter.kind}
          options={[
            { value: 'all', label: 'All types' },
            { value: 'contact', label: 'Contact' },
            { value: 'business', label: 'Business inquiries' },
          ]}
        />
      </ListFilters>
      <InboxList items={d.items} />
      <Pagination
        page={d.filter.page}
        pageCount={d.pageCount}
        search={search}
        total={d.total}
        label={d.total === 1 ? 'message' : 'messages'}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.inbox.minRole} />
}
