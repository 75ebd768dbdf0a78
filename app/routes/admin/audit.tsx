import { Form, data, useLocation, useSubmit } from 'react-router'
import type { Route } from './+types/audit'
import { AdminPage, AdminPanel } from '#app/components/admin/admin-page'
import { Pagination } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { SelectField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import { ActivityFeed } from '#app/features/dashboard/components/activity-feed'
import { getAuditFacets, listActivity } from '#app/features/dashboard/dashboard.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Audit Log | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const { role } = await requireRole(request, ADMIN_SECTIONS.audit.minRole)
  const p = new URL(request.url).searchParams
  const query = {
    entityType: (p.get('type') ?? '').slice(0, 40),
    action: (p.get('action') ?? '').slice(0, 40),
    page: Math.min(Math.max(Number.parseInt(p.get('page') ?? '1', 10) || 1, 1), 1000),
  }
  const [list, facets] = await Promise.all([listActivity({ ...query, role }), getAuditFacets(role)])
  return data(
    { query, ...list, facets, now: Date.now() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function Audit({ loaderData: d }: Route.ComponentProps) {
  const submit = useSubmit()
  const { search } = useLocation()
  return (
    <AdminPage
      title="Audit Log"
      description="Every change made in the admin, who made it and when."
    >
      <Form
        method="get"
        className="mb-4 flex flex-wrap gap-2"
        onChange={(e) => submit(e.currentTarget)}
      >
        <SelectField
          label="Content type"
          hideLabel
          compact
          name="type"
          defaultValue={d.query.entityType}
          placeholder="Everything"
          options={d.facets.entityTypes.map((t) => ({ value: t, label: t.replace(/_/g, ' ') }))}
        />
        <SelectField
          label="Action"
          hideLabel
          compact
          name="action"
          defaultValue={d.query.action}
          placeholder="All actions"
          options={d.facets.actions.map((a) => ({ value: a, label: a.replace(/_/g, ' ') }))}
        />
        <noscript>
          <button type="submit" className="rounded-full border px-4 py-2 text-sm">
            Filter
          </button>
        </noscript>
      </Form>
      <AdminPanel bodyClassName="p-0">
        <ActivityFeed items={d.items} now={d.now} />
      </AdminPanel>
      <Pagination
        page={d.query.page}
        pageCount={d.pageCount}
        search={search}
        total={d.total}
        label="entries"
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.audit.minRole} />
}
