import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/reviews'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { buttonClass } from '#app/components/ui/button'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  MODERATION_STATUSES,
  ModerationFilterSchema,
  RejectStorySchema,
  StoryEditSchema,
  StoryIdSchema,
} from '#app/features/moderation/moderation.schema'
import {
  approveStory,
  listStories,
  rejectStory,
  updateStory,
} from '#app/features/moderation/moderation.server'
import { StoryReviewCard } from '#app/features/moderation/story-review-card'
import { readFormData } from '#app/utils/form-data.server'
import { ReportedItemCard } from '#app/features/discussions/components/qa-admin'
import {
  countOpenReports,
  listOpenReports,
  resolveReports,
} from '#app/features/discussions/discussions-reports.server'
import { ResolveReportSchema } from '#app/features/discussions/discussions.schema'
import { invalidResult, failure } from '#app/utils/action-result'
import { actionResponse } from '#app/utils/action-response.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { useAdminShell } from '#app/components/admin/shell-context'

export const meta: Route.MetaFunction = () => [{ title: 'Story moderation | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.reviews.minRole)
  const params = new URL(request.url).searchParams
  const filter = ModerationFilterSchema.parse(Object.fromEntries(params))
  const showReports = params.get('tab') === 'reports'
  const [list, reports, openReports] = await Promise.all([
    listStories(filter),
    showReports ? listOpenReports() : Promise.resolve(null),
    countOpenReports(),
  ])
  return { filter, ...list, reports, openReports }
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.reviews.minRole)
  const form = await readFormData(request)
  const values = Object.fromEntries(form)
  if (values.intent === 'resolve-report') {
    const parsed = ResolveReportSchema.safeParse(values)
    if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
    const { itemType, itemId, decision } = parsed.data
    return actionResponse(await resolveReports(user, itemType, itemId, decision))
  }
  const id = StoryIdSchema.safeParse(values)
  if (!id.success) return actionResponse(failure('Story not found'))
  const intent = String(form.get('intent') ?? '')
  const hasEdits = form.has('title') || form.has('content') || form.has('category')
  const edit = hasEdits ? StoryEditSchema.safeParse(values) : null
  if (edit && !edit.success) return actionResponse(invalidResult(edit.error.issues))
  switch (intent) {
    case 'approve': {
      // the author is told (notification and, when she has it on, email) in approveStory
      return actionResponse(await approveStory(user, id.data.id, edit?.data))
    }
    case 'save':
      if (!edit) return actionResponse(failure('Nothing to save'))
      return actionResponse(await updateStory(user, id.data.id, edit.data!))
    case 'reject': {
      const parsed = RejectStorySchema.safeParse(values)
      if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
      return actionResponse(await rejectStory(user, id.data.id, parsed.data.reason))
    }
    default:
      return actionResponse(failure('Unknown action'))
  }
}

const LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, stories, totals, pages, reports, openReports } = loaderData
  const busy = useNavigation().state !== 'idle'
  const { counts } = useAdminShell()
  useActionToast(actionData)
  const href = (status: string, page = 1) => `?status=${status}${page > 1 ? `&page=${page}` : ''}`
  return (
    <AdminPage
      title="Story moderation"
      description="Community stories wait here until an editor approves them. Approved stories appear on Community."
    >
      <div className="max-w-4xl space-y-6">
        <p className="rounded-2xl bg-sand-100 p-4 text-sm text-sand-900">
          Questions, answers and comments wait in the{' '}
          <Link to={ADMIN_SECTIONS.queue.path} className="font-semibold text-clay-700 underline">
            review queue ({counts.pendingReview} waiting)
          </Link>
          , with stories and reports, oldest first.
        </p>
        <nav aria-label="Story status" className="flex flex-wrap gap-2">
          {MODERATION_STATUSES.map((s) => (
            <Link
              key={s}
              to={href(s)}
              aria-current={!reports && filter.status === s ? 'page' : undefined}
              className={buttonClass(!reports && filter.status === s ? 'primary' : 'outline', 'sm')}
            >
              {LABELS[s]} ({totals[s]})
            </Link>
          ))}
          <Link
            to="?tab=reports"
            aria-current={reports ? 'page' : undefined}
            className={buttonClass(reports ? 'primary' : 'outline', 'sm')}
          >
            Reports ({openReports})
          </Link>
        </nav>
        {reports ? (
          reports.length ? (
            <div className="space-y-4">
              {reports.map((r) => (
                <ReportedItemCard key={`${r.itemType}-${r.itemId}`} item={r} busy={busy} />
              ))}
            </div>
          ) : (
            <p className="rounded-2xl bg-white p-6 text-sand-800">
              No open reports. Members can report stories, questions, answers and comments.
            </p>
          )
        ) : stories.length ? (
          <div className="space-y-4">
            {stories.map((s) => (
              <StoryReviewCard key={`${s.id}-${s.status}`} story={s} />
            ))}
          </div>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-sand-800">
            {filter.status === 'pending'
              ? 'The queue is empty: no stories are waiting for review.'
              : `No ${filter.status} stories yet.`}
          </p>
        )}
        {!reports && pages > 1 ? (
          <nav aria-label="Story pages" className="flex items-center justify-between">
            {filter.page > 1 ? (
              <Link
                to={href(filter.status, filter.page - 1)}
                className={buttonClass('outline', 'sm')}
              >
                Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-sand-800">
              Page {filter.page} of {pages}
            </span>
            {filter.page < pages ? (
              <Link
                to={href(filter.status, filter.page + 1)}
                className={buttonClass('outline', 'sm')}
              >
                Next
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.reviews.minRole} />
}
