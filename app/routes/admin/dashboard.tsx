import { Link, data } from 'react-router'
import {
  CalendarClock,
  FilePen,
  FileText,
  Images,
  Inbox,
  Layers,
  Mail,
  MessageSquareCheck,
  Plus,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { Route } from './+types/dashboard'
import { AdminPage, AdminPanel, StatTile, NewItemLink } from '#app/components/admin/admin-page'
import { SectionBoundary } from '#app/components/section-boundary'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { LocalTime } from '#app/components/admin/local-time'
import { requireRole } from '#app/features/accounts/roles.server'
import { ActivityFeed } from '#app/features/dashboard/components/activity-feed'
import { getDashboard } from '#app/features/dashboard/dashboard.server'
import { PendingSummary } from '#app/features/moderation/components/pending-summary'
import { countPending } from '#app/features/moderation/review-queue.server'
import { HUB_TITLES } from '#app/utils/site'
import { ADMIN_SECTIONS, canSee, type AdminRole } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'Dashboard | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const { user, role } = await requireRole(request, ADMIN_SECTIONS.dashboard.minRole)
  const [dashboard, pending] = await Promise.all([getDashboard(request, role), countPending()])
  return data(
    { ...dashboard, pending, role, name: user.displayName || user.name, now: Date.now() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const { stats, activity, upcoming } = d
  const links = [
    { to: '/admin/articles/new', label: 'Write an article', icon: Plus },
    { to: '/admin/articles?status=draft', label: 'Finish a draft', icon: FilePen },
    { to: '/admin/queue', label: 'Review queue', icon: MessageSquareCheck },
    { to: '/admin/media', label: 'Media library', icon: Images },
    { to: '/admin/products/new', label: 'Add a product', icon: ShoppingBag },
    { to: '/admin/content-hub', label: 'Content hub', icon: Layers },
  ]
  return (
    <AdminPage
      title={`Welcome back, ${d.name.split(' ')[0]}`}
      description="Here is what is happening across Beyond the Game."
      actions={<NewItemLink to="/admin/articles/new">New article</NewItemLink>}
    >
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Numbers
        </h2>
        <SectionBoundary failed={!stats.ok}>
          {stats.ok ? <StatTiles stats={stats.data} role={d.role} /> : null}
        </SectionBoundary>
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <AdminPanel
          title="Recent activity"
          actions={
            <Link to="/admin/audit" className="text-sm font-semibold text-clay-700 hover:underline">
              Audit log
            </Link>
          }
          bodyClassName="p-0"
        >
          <SectionBoundary failed={!activity.ok}>
            {activity.ok ? <ActivityFeed items={activity.data} now={d.now} compact /> : null}
          </SectionBoundary>
        </AdminPanel>
        <div className="space-y-6">
          <AdminPanel
            title="Waiting for review"
            actions={
              <Link
                to="/admin/queue"
                className="text-sm font-semibold text-clay-700 hover:underline"
              >
                Review queue
              </Link>
            }
            bodyClassName="p-0"
          >
            <PendingSummary counts={d.pending} />
          </AdminPanel>
          <AdminPanel title="Coming up" bodyClassName="p-0">
            <SectionBoundary failed={!upcoming.ok}>
              {!upcoming.ok ? null : upcoming.data.length ? (
                <ol className="divide-y divide-sand-100">
                  {upcoming.data.map((a) => (
                    <li key={a.id} className="px-5 py-3 text-sm">
                      <Link
                        to={`/admin/articles/${a.id}`}
                        className="font-semibold text-ink hover:underline"
                      >
                        {a.title}
                      </Link>
                      <p className="text-xs text-sand-800">
                        {HUB_TITLES[a.hubId]} · <LocalTime value={a.publishedAt} />
                      </p>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="px-5 py-6 text-sm text-sand-800">
                  Nothing scheduled. Pick a time in the editor to publish later.
                </p>
              )}
            </SectionBoundary>
          </AdminPanel>
          <AdminPanel title="Quick links">
            <ul className="grid grid-cols-2 gap-2">
              {links.map((l) => (
                <li key={l.to}>
                  <Link
                    to={l.to}
                    className="flex h-full flex-col gap-2 rounded-xl border border-sand-200 p-3 text-sm font-semibold text-ink hover:border-sand-400 hover:bg-sand-50"
                  >
                    <l.icon aria-hidden className="size-4 text-clay-700" /> {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </AdminPanel>
        </div>
      </div>
    </AdminPage>
  )
}

type Stats = Extract<Route.ComponentProps['loaderData']['stats'], { ok: true }>['data']

/** The dashboard's counts: label, number, what it counts, and where it leads (if the role may go). */
function StatTiles({ stats: d, role }: { stats: Stats; role: AdminRole }) {
  const c = d.articleCounts
  const reachable = (section: (typeof ADMIN_SECTIONS)['users' | 'newsletter']) =>
    canSee(section, role) ? section.path : undefined
  const tiles: [string, number, string, string | undefined, LucideIcon | null][] = [
    [
      'Published',
      c.published,
      `${c.all} articles in total`,
      '/admin/articles?status=published',
      FileText,
    ],
    [
      'Drafts',
      c.draft,
      `${c.scheduled} scheduled · ${c.trash} in trash`,
      '/admin/articles?status=draft',
      FilePen,
    ],
    [
      'Pending stories',
      d.pendingStories,
      'Waiting for review',
      '/admin/reviews',
      MessageSquareCheck,
    ],
    [
      'New messages',
      d.newMessages,
      'Contact and business inquiries',
      '/admin/inbox?status=new',
      Inbox,
    ],
    ['Products', d.activeProducts, 'Active recommendations', '/admin/products', ShoppingBag],
    ['Members', d.members, 'Registered accounts', reachable(ADMIN_SECTIONS.users), Users],
    ['Subscribers', d.subscribers, 'Newsletter', reachable(ADMIN_SECTIONS.newsletter), Mail],
    [
      'Scheduled',
      c.scheduled,
      'Publishing automatically',
      '/admin/articles?status=scheduled',
      CalendarClock,
    ],
    ['In trash', c.trash, 'Restorable', '/admin/articles?status=trash', null],
  ]
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {tiles.map(([label, value, hint, to, Icon]) => (
        <StatTile
          key={label}
          label={label}
          value={value}
          hint={hint}
          to={to}
          icon={Icon ? <Icon aria-hidden className="size-4" /> : undefined}
        />
      ))}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.dashboard.minRole} />
}
