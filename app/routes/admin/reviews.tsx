import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/reviews'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { buttonClass } from '#app/components/ui/button'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  MODERATION_STATUSES,
  ModerationFilterSchema,
  RejectStorySchema,
  StoryEditSchema,
  StoryIdSchema,
  type StoryEdit,
} from '#app/features/moderation/moderation.schema'
import {
  approveStory,
  listStories,
  rejectStory,
  updateStory,
} from '#app/features/moderation/moderation.server'
import { StoryReviewCard } from '#app/features/moderation/story-review-card'
import { ReportedItemCard } from '#app/features/discussions/components/qa-admin'
import {
  countOpenReports,
  listOpenReports,
  resolveReports,
} from '#app/features/discussions/discussions-reports.server'
import { ResolveReportSchema } from '#app/features/discussions/discussions.schema'
import { invalidResult, failure } from '#app/utils/action-result'
import { defineAction, intent, type ParseOutcome } from '#app/features/accounts/route-action.server'
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

const who = ADMIN_SECTIONS.reviews.minRole

type StoryInput = { id: string; edit: StoryEdit | null }

/** The story and, when the form carries its fields, the moderator's edit. */
function parseStory(form: FormData): ParseOutcome<StoryInput> {
  const values = Object.fromEntries(form)
  const id = StoryIdSchema.safeParse(values)
  if (!id.success) return failure('Story not found')
  const hasEdits = form.has('title') || form.has('content') || form.has('category')
  if (!hasEdits) return { ok: true, input: { id: id.data.id, edit: null } }
  const edit = StoryEditSchema.safeParse(values)
  if (!edit.success) return invalidResult(edit.error.issues)
  return { ok: true, input: { id: id.data.id, edit: edit.data } }
}

export const action = defineAction({
  intents: {
    'resolve-report': intent({
      who,
      schema: ResolveReportSchema,
      // the reported item's own type (story, question, answer, comment)
      audit: 'story|question|answer|comment',
      // a removed item leaves the public pages
      invalidates: 'all',
      run: ({ user, input }) => resolveReports(user, input.itemType, input.itemId, input.decision),
    }),
    approve: intent({
      who,
      parse: parseStory,
      audit: 'story',
      invalidates: 'all',
      // the author is told (notification and, when she has it on, email) in approveStory
      run: ({ user, input }) => approveStory(user, input.id, input.edit),
    }),
    save: intent({
      who,
      parse: parseStory,
      audit: 'story',
      invalidates: 'all',
      run: ({ user, input }) =>
        input.edit ? updateStory(user, input.id, input.edit) : failure('Nothing to save'),
    }),
    reject: intent({
      who,
      parse: (form) => {
        const story = parseStory(form)
        if (!story.ok) return story
        const parsed = RejectStorySchema.safeParse(Object.fromEntries(form))
        return parsed.success
          ? { ok: true, input: { ...story.input, reason: parsed.data.reason } }
          : invalidResult(parsed.error.issues)
      },
      audit: 'story',
      invalidates: 'all',
      run: ({ user, input }) => rejectStory(user, input.id, input.reason),
    }),
  },
})

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
