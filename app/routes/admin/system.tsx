import { data } from 'react-router'
import type { Route } from './+types/system'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { SCHEDULER_INTERVAL_MS } from '#app/features/articles/scheduler.server'
import { SystemPage } from '#app/features/system/components/system-page'
import { SYSTEM_MESSAGES, SystemActionSchema } from '#app/features/system/system.schema'
import {
  getSystemHealth,
  listScheduledArticles,
  resolveAlert,
  sendTestEmail,
} from '#app/features/system/system.server'
import { listActiveAlerts } from '#app/utils/system-alerts.server'
import { invalidResult } from '#app/utils/action-result'
import { actionResponse } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'System | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.system.minRole)
  const [health, scheduled, alerts] = await Promise.all([
    getSystemHealth(),
    listScheduledArticles(),
    listActiveAlerts(),
  ])
  return data(
    {
      health,
      alerts,
      scheduled: scheduled.map((s) => ({ ...s, publishAt: s.publishAt?.toISOString() ?? null })),
      schedulerEverySeconds: SCHEDULER_INTERVAL_MS / 1000,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.system.minRole)
  const form = await readFormData(request)
  const parsed = SystemActionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
  if (parsed.data.intent === 'resolve') {
    const done = await resolveAlert(user, parsed.data.alertId)
    return actionResponse(
      done
        ? { ok: true, message: SYSTEM_MESSAGES.resolved }
        : { ok: false, status: 404, message: SYSTEM_MESSAGES.notFound },
    )
  }
  const mode = await sendTestEmail(user)
  return actionResponse({ ok: true, message: SYSTEM_MESSAGES.testEmailSent(mode) })
}

export default function AdminSystem({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData)
  return (
    <SystemPage {...loaderData} error={actionData && !actionData.ok ? actionData.message : null} />
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.system.minRole} />
}
