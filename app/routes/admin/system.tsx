import { data } from 'react-router'
import type { Route } from './+types/system'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
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
import { failure } from '#app/utils/action-result'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
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

const who = ADMIN_SECTIONS.system.minRole

export const action = defineAction({
  intents: {
    resolve: intent({
      who,
      schema: SystemActionSchema,
      audit: 'system_alert',
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        if (input.intent !== 'resolve') return failure('Unknown action')
        return (await resolveAlert(user, input.alertId))
          ? { ok: true as const, message: SYSTEM_MESSAGES.resolved }
          : failure(SYSTEM_MESSAGES.notFound, 404)
      },
    }),
    'test-email': intent({
      who,
      audit: 'site_settings',
      invalidates: 'nothing',
      run: async ({ user }) => ({
        ok: true as const,
        message: SYSTEM_MESSAGES.testEmailSent(await sendTestEmail(user)),
      }),
    }),
  },
})

export default function AdminSystem({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData)
  return (
    <SystemPage {...loaderData} error={actionData && !actionData.ok ? actionData.message : null} />
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.system.minRole} />
}
