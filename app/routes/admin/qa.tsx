import { Link, useNavigation } from 'react-router'
import { readFormData } from '#app/utils/form-data.server'
import type { Route } from './+types/qa'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
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
  QaFilterSchema,
  QaItemSchema,
} from '#app/features/discussions/discussions.schema'
import { notifyQaDecision } from '#app/features/moderation/review-decisions.server'
import { invalidResult, failure } from '#app/utils/action-result'
import { actionResponse } from '#app/utils/action-response.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Q&A moderation | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.qa.minRole)
  const filter = QaFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { filter, ...(await listQa(filter.tab)) }
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.qa.minRole)
  const values = Object.fromEntries(await readFormData(request))
  const item = QaItemSchema.safeParse(values)
  if (!item.success) return actionResponse(invalidResult(item.error.issues))
  const { kind, id } = item.data
  const hasEdit = typeof values.body === 'string'
  const edit = hasEdit ? QaEditSchema.safeParse(values) : null
  if (edit && !edit.success) return actionResponse(invalidResult(edit.error.issues), { id })
  switch (values.intent) {
    case 'approve':
      return actionResponse(
        await approveQa(user, kind, id, edit?.data, notifyQaDecision(kind, 'approved')),
        { id },
      )
    case 'save':
      if (!edit?.data) return actionResponse(failure('Nothing to save'))
      return actionResponse(await editQa(user, kind, id, edit.data), { id })
    case 'reject':
      return actionResponse(await rejectQa(user, kind, id, notifyQaDecision(kind, 'rejected')), {
        id,
      })
    case 'hide':
      return actionResponse(await hideQa(user, kind, id), { id })
    case 'republish':
      return actionResponse(await approveQa(user, kind, id), { id })
    case 'delete':
      return actionResponse(await deleteQa(user, kind, id), { id })
    case 'expert':
    case 'unexpert':
      if (kind !== 'answer')
        return actionResponse({
          ok: false,
          message: 'Only answers can be expert answers',
          status: 400,
        })
      return actionResponse(await setExpertAnswer(user, id, values.intent === 'expert'), { id })
    default:
      return actionResponse(failure('Unknown action'))
  }
}

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
