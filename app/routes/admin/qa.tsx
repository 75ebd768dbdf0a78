import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/qa'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { buttonClass } from '#app/components/ui/button'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { QaCard } from '#app/features/discussions/components/qa-admin'
import {
  approveQa,
  deleteQa,
  editQa,
  hideQa,
  listQa,
  rejectQa,
  setExpertAnswer,
} from '#app/features/discussions/discussions-admin.server'
import {
  QaEditSchema,
  type QaEdit,
  QaFilterSchema,
  QaItemSchema,
} from '#app/features/discussions/discussions.schema'
import { notifyQaDecision } from '#app/features/moderation/review-decisions.server'
import { invalidResult, failure, type ActionResult } from '#app/utils/action-result'
import type { SessionUser } from '#app/features/accounts/session.server'
import { actionResponse } from '#app/utils/action-response.server'
import { defineAction, intent, type ParseOutcome } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Q&A moderation | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.qa.minRole)
  const filter = QaFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { filter, ...(await listQa(filter.tab)) }
}

type QaInput = { kind: 'question' | 'answer'; id: string; edit: QaEdit | null }

/** The item (kind and id) and, when the form carries the text, the moderator's edit. */
function parseQa(form: FormData): ParseOutcome<QaInput> {
  const values = Object.fromEntries(form)
  const item = QaItemSchema.safeParse(values)
  if (!item.success) return invalidResult(item.error.issues)
  if (typeof values.body !== 'string') return { ok: true, input: { ...item.data, edit: null } }
  const edit = QaEditSchema.safeParse(values)
  if (!edit.success) return Object.assign(invalidResult(edit.error.issues), { id: item.data.id })
  return { ok: true, input: { ...item.data, edit: edit.data } }
}

/** Every answer names its item, so the page shows the message on the right card. */
const qaIntent = (run: (user: SessionUser, input: QaInput) => Promise<ActionResult>) =>
  intent({
    who: ADMIN_SECTIONS.qa.minRole,
    parse: parseQa,
    // the form's kind: a question or an answer
    audit: 'question|answer',
    // a question page, its hub and the community lists show what is published
    invalidates: 'all',
    run: async ({ user, input }) => actionResponse(await run(user, input), { id: input.id }),
  })

const expert = (on: boolean) =>
  qaIntent(async (user, { kind, id }) =>
    kind === 'answer'
      ? setExpertAnswer(user, id, on)
      : failure('Only answers can be expert answers'),
  )

export const action = defineAction({
  intents: {
    approve: qaIntent((user, { kind, id, edit }) =>
      approveQa(user, kind, id, edit ?? undefined, notifyQaDecision(kind, 'approved')),
    ),
    save: qaIntent(async (user, { kind, id, edit }) =>
      edit ? editQa(user, kind, id, edit) : failure('Nothing to save'),
    ),
    reject: qaIntent((user, { kind, id }) =>
      rejectQa(user, kind, id, notifyQaDecision(kind, 'rejected')),
    ),
    hide: qaIntent((user, { kind, id }) => hideQa(user, kind, id)),
    republish: qaIntent((user, { kind, id }) => approveQa(user, kind, id)),
    delete: qaIntent((user, { kind, id }) => deleteQa(user, kind, id)),
    expert: expert(true),
    unexpert: expert(false),
  },
})

const TABS = [
  { id: 'queue', label: 'Queue' },
  { id: 'published', label: 'Published' },
] as const

export default function AdminQa({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, items, pendingCount } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const failed =
    actionData && !actionData.ok
      ? (actionData as { id?: string; errors?: Record<string, string> })
      : null
  return (
    <AdminPage
      title="Q&A moderation"
      description="Questions and answers from new accounts, or with words from the banned list, wait here. Published ones can be hidden or deleted."
    >
      <div className="max-w-4xl space-y-6">
        <nav aria-label="Q&A lists" className="flex flex-wrap gap-2">
          {TABS.map((t) => (
            <Link
              key={t.id}
              to={`?tab=${t.id}`}
              aria-current={filter.tab === t.id ? 'page' : undefined}
              className={buttonClass(filter.tab === t.id ? 'primary' : 'outline', 'sm')}
            >
              {t.label}
              {t.id === 'queue' ? ` (${pendingCount})` : ''}
            </Link>
          ))}
        </nav>
        {items.length ? (
          <div className="space-y-4">
            {items.map((item) => (
              <QaCard
                key={`${item.kind}-${item.id}-${item.status}`}
                item={item}
                busy={busy}
                errors={failed?.id === item.id ? failed.errors : undefined}
              />
            ))}
          </div>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-sand-800">
            {filter.tab === 'queue'
              ? 'The queue is empty: no questions or answers are waiting for review.'
              : 'Nothing has been published yet.'}
          </p>
        )}
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.qa.minRole} />
}
