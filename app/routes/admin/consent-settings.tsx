import { useNavigation } from 'react-router'
import type { Route } from './+types/consent-settings'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { SettingsTabs } from '#app/components/admin/settings-tabs'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { ConsentAdmin } from '#app/features/consent/components/consent-admin'
import { applyConsentAdmin, listAllVendors } from '#app/features/consent/consent-admin.server'
import { ConsentAdminSchema } from '#app/features/consent/consent-api.schema'
import { listConsentAnalytics } from '#app/features/consent/consent-analytics.server'
import { getTagManagerId, listAllPurposes } from '#app/features/consent/consent.server'
import { invalidResult } from '#app/utils/action-result'
import { actionResponse } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Consent settings | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.settings.minRole)
  const [vendors, purposes, stats, tagManagerId] = await Promise.all([
    listAllVendors(),
    listAllPurposes(),
    listConsentAnalytics(),
    getTagManagerId(),
  ])
  return { vendors, purposes, stats, tagManagerId }
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.settings.minRole)
  const form = await readFormData(request)
  const parsed = ConsentAdminSchema.safeParse({
    ...Object.fromEntries(form),
    purposes: form.getAll('purposes'),
  })
  if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
  return actionResponse(await applyConsentAdmin(user, parsed.data))
}

export default function ConsentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = (actionData && 'errors' in actionData ? actionData.errors : {}) ?? {}
  return (
    <AdminPage
      title="Settings"
      description="Privacy consent: partners, purposes, the Google tag and how readers answer."
    >
      <SettingsTabs current="consent" />
      <ConsentAdmin {...loaderData} errors={errors as Record<string, string>} busy={busy} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.settings.minRole} />
}
