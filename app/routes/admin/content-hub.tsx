import { Link, data } from 'react-router'
import { ArrowRight, Plus } from 'lucide-react'
import type { Route } from './+types/content-hub'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { relativeTime } from '#app/components/admin/local-time'
import { buttonClass } from '#app/components/ui/button'
import { requireRole } from '#app/features/accounts/roles.server'
import { getContentHubOverview } from '#app/features/dashboard/dashboard.server'
import { ArticleStatusBadge } from '#app/features/articles/components/admin-status'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Content Hub | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.contentHub.minRole)
  return data(
    { hubs: await getContentHubOverview(), now: Date.now() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const COLOR: Record<string, string> = {
  'game-face': 'bg-hub-game-face',
  'fit-check': 'bg-hub-fit-check',
  'brand-u': 'bg-hub-brand-u',
  'on-record': 'bg-hub-on-record',
}

export default function ContentHub({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Content Hub"
      description="The four hubs at a glance: what is live, what is waiting, what changed last."
    >
      <div className="grid gap-4 md:grid-cols-2">
        {loaderData.hubs.map((h) => (
          <section
            key={h.id}
            aria-labelledby={`hub-${h.id}`}
            className="overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-xs"
          >
            <div className={`h-1.5 ${COLOR[h.id] ?? 'bg-sand-400'}`} />
            <div className="p-5">
              <div className="flex items-center justify-between gap-3">
                <h2 id={`hub-${h.id}`} className="font-display text-2xl font-semibold">
                  {h.title}
                </h2>
                <Link
                  to={`/admin/articles?hub=${h.id}`}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-clay-700 hover:underline"
                >
                  All articles <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
              <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
                {(['published', 'draft', 'scheduled', 'trash'] as const).map((s) => (
                  <div key={s} className="rounded-xl bg-sand-50 px-2 py-2.5">
                    <dt className="text-xs text-sand-800 capitalize">
                      {s === 'trash' ? 'Trash' : s}
                    </dt>
                    <dd className="font-display text-xl font-semibold tabular-nums">
                      {h.counts[s]}
                    </dd>
                  </div>
                ))}
              </dl>
              {h.latest.length ? (
                <ul className="mt-4 divide-y divide-sand-100">
                  {h.latest.map((a) => (
                    <li key={a.id} className="flex items-center gap-3 py-2.5 text-sm">
                      <Link
                        to={`/admin/articles/${a.id}`}
                        className="min-w-0 flex-1 truncate font-medium text-ink hover:underline"
                      >
                        {a.title}
                      </Link>
                      <ArticleStatusBadge status={a.status} />
                      <span className="w-20 shrink-0 text-right text-xs text-sand-800">
                        {relativeTime(a.updatedAt, loaderData.now)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-sm text-sand-800">No articles in this hub yet.</p>
              )}
              <Link
                to={`/admin/articles/new?hub=${h.id}`}
                className={buttonClass('outline', 'sm', 'mt-4')}
              >
                <Plus aria-hidden className="size-4" /> New {h.title} article
              </Link>
            </div>
          </section>
        ))}
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.contentHub.minRole} />
}
