import { useNavigation } from 'react-router'
import type { Route } from './+types/consent-settings'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { SettingsTabs } from '#app/components/admin/settings-tabs'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { ConsentAdmin } from '#app/features/consent/components/consent-admin'
import { applyConsentAdmin, listAllVendors } from '#app/features/consent/consent-admin.server'
import { ConsentAdminSchema } from '#app/features/consent/consent-api.schema'
import { listConsentAnalytics } from '#app/features/consent/consent-analytics.server'
import { getTagManagerId, listAllPurposes } from '#app/features/consent/consent.server'
import { invalidResult } from '#app/utils/action-result'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
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

const consentIntent = (audit: string) =>
  intent({
    who: ADMIN_SECTIONS.settings.minRole,
    parse: (form) => {
      const parsed = ConsentAdminSchema.safeParse({
        ...Object.fromEntries(form),
        purposes: form.getAll('purposes'),
      })
      return parsed.success ? { ok: true, input: parsed.data } : invalidResult(parsed.error.issues)
    },
    audit,
    // the banner (vendors, purposes, descriptions) and the tag manager are on every page
    invalidates: 'all',
    run: ({ user, input }) => applyConsentAdmin(user, input),
  })

export const action = defineAction({
  intents: {
    'add-vendor': consentIntent('consent_vendor'),
    'set-vendor-active': consentIntent('consent_vendor'),
    'set-purpose-active': consentIntent('consent_purpose'),
    'update-purpose': consentIntent('consent_purpose'),
    'tag-manager': consentIntent('site_settings'),
  },
})

export default function ConsentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = (actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
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
