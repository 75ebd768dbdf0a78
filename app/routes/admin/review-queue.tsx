import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/review-queue'
import { AdminPage } from '#app/components/admin/admin-page'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { Button, buttonClass } from '#app/components/ui/button'
import { FormMessage } from '#app/components/ui/field'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { BULK_FORM_ID, QueueItemCard } from '#app/features/moderation/components/queue-item-card'
import { ReasonFields } from '#app/features/moderation/components/reason-fields'
import { decideQueueItems } from '#app/features/moderation/review-decisions.server'
import {
  KIND_LABELS,
  QUEUE_KINDS,
  QUEUE_PAGE_SIZE,
  QueueDecisionSchema,
  queueDecisionValues,
  QueueFilterSchema,
} from '#app/features/moderation/review-queue.schema'
import { countPending, listQueue } from '#app/features/moderation/review-queue.server'
import { formErrorOf, invalidResult } from '#app/utils/action-result'

export const meta: Route.MetaFunction = () => [{ title: 'Review queue | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.queue.minRole)
  const filter = QueueFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [items, counts] = await Promise.all([listQueue(filter), countPending()])
  return { filter, items, counts }
}

const decide = intent({
  who: ADMIN_SECTIONS.queue.minRole,
  parse: (form) => {
    const parsed = QueueDecisionSchema.safeParse(queueDecisionValues(form))
    return parsed.success ? { ok: true, input: parsed.data } : invalidResult(parsed.error.issues)
  },
  // each item's own type: a story, a question, an answer or a comment
  audit: 'story|question|answer|comment',
  // an approved item appears on public pages, a rejected one leaves them
  invalidates: 'all',
  run: ({ user, input }) => decideQueueItems(user, input),
})

export const action = defineAction({
  intents: { approve: decide, reject: decide },
})

export default function ReviewQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, items, counts } = loaderData
  const busy = useNavigation().state === 'submitting'
  useActionToast(actionData)
  const errors = (actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
  const shown = filter.kind === 'all' ? counts.total : counts[filter.kind]
  const pages = Math.max(1, Math.ceil(shown / QUEUE_PAGE_SIZE))
  const href = (kind: string, page = 1) => `?kind=${kind}${page > 1 ? `&page=${page}` : ''}`
  const tabs = [
    { kind: 'all', label: 'Everything', n: counts.total },
    ...QUEUE_KINDS.map((k) => ({
      kind: k,
      label: KIND_LABELS[k].many.replace(/^./, (c) => c.toUpperCase()),
      n: counts[k],
    })),
  ]
  return (
    <AdminPage
      title="Review queue"
      description="Everything members write that waits for a moderator, and everything members reported, oldest first. The author is told of your decision, never who made it."
    >
      <div className="max-w-4xl space-y-5">
        <nav aria-label="Kind of content" className="flex flex-wrap gap-2">
          {tabs.map((t) => (
            <Link
              key={t.kind}
              to={href(t.kind)}
              aria-current={filter.kind === t.kind ? 'page' : undefined}
              className={buttonClass(filter.kind === t.kind ? 'primary' : 'outline', 'sm')}
            >
              {t.label} ({t.n})
            </Link>
          ))}
        </nav>
        {items.length ? (
          <Form
            id={BULK_FORM_ID}
            method="post"
            className="space-y-3 rounded-2xl border border-sand-200 bg-sand-100/60 p-4"
            aria-label="Decide on the selected items"
          >
            <p className="text-sm font-semibold text-ink">
              Tick items below to decide on them all at once.
            </p>
            <div className="flex flex-wrap items-start gap-2">
              <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
                Approve selected
              </Button>
              <details
                className="min-w-0 flex-1 open:basis-full"
                open={Boolean(errors.reason || errors.details)}
              >
                <summary className="inline-flex h-8 cursor-pointer list-none items-center rounded-full border border-sand-400 bg-white px-3 text-sm font-semibold hover:bg-sand-100">
                  Reject selected…
                </summary>
                <div className="mt-3 grid max-w-2xl gap-3 sm:grid-cols-2">
                  <ReasonFields idPrefix="bulk" errors={errors} />
                </div>
                <Button
                  type="submit"
                  name="intent"
                  value="reject"
                  size="sm"
                  variant="danger"
                  disabled={busy}
                  className="mt-3"
                >
                  Reject selected
                </Button>
              </details>
            </div>
            <FormMessage>{errors.item ?? formErrorOf(actionData)}</FormMessage>
          </Form>
        ) : null}
        {items.length ? (
          <div className="space-y-4">
            {items.map((item) => (
              <QueueItemCard key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </div>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-sand-800">
            Nothing is waiting: every post and report has been reviewed.
          </p>
        )}
        {pages > 1 ? (
          <nav aria-label="Queue pages" className="flex items-center justify-between">
            {filter.page > 1 ? (
              <Link
                to={href(filter.kind, filter.page - 1)}
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
                to={href(filter.kind, filter.page + 1)}
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
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.queue.minRole} />
}
