import { Form, data, useNavigation } from 'react-router'
import type { Route } from './+types/seo-settings'
import { AdminPage, AdminPanel } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField } from '#app/components/ui/field'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { SeoTabs } from '#app/features/seo/components/seo-tabs'
import { SeoDefaultsFormSchema, type SeoDefaults } from '#app/features/seo/seo.schema'
import { getSeoDefaults, updateSeoDefaults } from '#app/features/seo/seo-settings.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [
  { title: 'SEO defaults | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.seoSettings.minRole)
  return data(
    { seo: await getSeoDefaults() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const action = defineAction({
  defaultIntent: 'save',
  intents: {
    save: intent({
      who: ADMIN_SECTIONS.seoSettings.minRole,
      schema: SeoDefaultsFormSchema,
      audit: 'seo_settings',
      // titles, descriptions and structured data of every page
      invalidates: 'all',
      run: async ({ user, input }) => {
        await updateSeoDefaults(user, input)
        return { ok: true as const, message: 'SEO defaults saved' }
      },
    }),
  },
})

/** The organisation's inputs: label, form name, the stored key it shows, input type. */
const ORGANISATION_FIELDS = [
  ['Name', 'orgName', 'name', 'text'],
  ['Email', 'orgEmail', 'email', 'email'],
  ['City', 'orgLocality', 'locality', 'text'],
  ['State or region', 'orgRegion', 'region', 'text'],
  ['Country code', 'orgCountry', 'country', 'text'],
  ['Logo URL', 'orgLogo', 'logo', 'text'],
] as const satisfies ReadonlyArray<
  readonly [string, string, keyof SeoDefaults['organisation'], 'text' | 'email']
>

export default function SeoSettings({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData)
  const { seo } = loaderData
  const busy = useNavigation().state === 'submitting'
  const errors = (actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
  const org = seo.organisation
  return (
    <AdminPage
      title="SEO"
      description="Site-wide defaults every page uses unless it sets its own."
      wide
    >
      <SeoTabs isAdmin />
      <Form method="post" className="max-w-4xl space-y-6" noValidate>
        <AdminPanel title="Titles and social cards">
          <div className="grid gap-4 md:grid-cols-2">
            <InputField
              label="Title suffix"
              name="titleSuffix"
              defaultValue={seo.titleSuffix}
              hint="Added after each page title: 'Page | suffix'. Leave empty for none."
              error={errors.titleSuffix}
            />
            <InputField
              label="Default social image"
              name="defaultSocialImage"
              defaultValue={seo.defaultSocialImage}
              placeholder="/og/site/default.png"
              hint="Used by pages without their own image (1200 x 630)."
              error={errors.defaultSocialImage}
            />
          </div>
        </AdminPanel>
        <AdminPanel title="Organisation (structured data)">
          <div className="grid gap-4 md:grid-cols-2">
            {ORGANISATION_FIELDS.map(([label, name, key, type]) => (
              <InputField
                key={name}
                label={label}
                name={name}
                type={type}
                defaultValue={org[key]}
                error={errors[name]}
              />
            ))}
          </div>
          <p className="mt-4 text-sm text-sand-800">
            Every page also describes the website with a search action at
            /explore?q=&#123;term&#125;.
          </p>
        </AdminPanel>
        {actionData ? (
          <FormMessage tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage>
        ) : null}
        <Button type="submit" size="lg" disabled={busy}>
          Save defaults
        </Button>
      </Form>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.seoSettings.minRole} />
}
