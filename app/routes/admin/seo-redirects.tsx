import { Form, data, useNavigation } from 'react-router'
import { ArrowRight, Trash2 } from 'lucide-react'
import type { Route } from './+types/seo-redirects'
import { AdminPage, AdminPanel } from '#app/components/admin/admin-page'
import { DataTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { LocalTime } from '#app/components/admin/local-time'
import { Button } from '#app/components/ui/button'
import { InputField } from '#app/components/ui/field'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { SeoTabs } from '#app/features/seo/components/seo-tabs'
import {
  REDIRECT_MESSAGES,
  addRedirect,
  listRedirects,
  removeRedirect,
} from '#app/features/seo/redirects.server'
import { RedirectFormSchema, RemoveRedirectSchema } from '#app/features/seo/seo.schema'
import { failure, fieldFailure } from '#app/utils/action-result'
import { redirectWithToast } from '#app/utils/action-response.server'
import { ADMIN_SECTIONS, canSee } from '#app/components/admin/admin-sections'
import { defineAction, intent } from '#app/features/accounts/route-action.server'

export const meta: Route.MetaFunction = () => [
  { title: 'Redirects | SEO | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const { role } = await requireRole(request, ADMIN_SECTIONS.seo.minRole)
  return data(
    { redirects: await listRedirects(), isAdmin: canSee(ADMIN_SECTIONS.seoSettings, role) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const who = ADMIN_SECTIONS.seo.minRole

export const action = defineAction({
  // Enter in the add form sends no button
  defaultIntent: 'add',
  intents: {
    add: intent({
      who,
      schema: RedirectFormSchema,
      audit: 'redirect',
      // a redirect is answered before any page, cached or not
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        const result = await addRedirect(user, input)
        if (!result.ok) return fieldFailure({ [result.field]: result.message }, 409)
        return redirectWithToast('/admin/seo/redirects', {
          type: 'success',
          title: REDIRECT_MESSAGES.added,
        })
      },
    }),
    remove: intent({
      who,
      schema: RemoveRedirectSchema,
      audit: 'redirect',
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        if (!(await removeRedirect(user, input.id))) return failure(REDIRECT_MESSAGES.notFound, 404)
        return redirectWithToast('/admin/seo/redirects', {
          type: 'success',
          title: REDIRECT_MESSAGES.removed,
        })
      },
    }),
  },
})

export default function SeoRedirects({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData)
  const busy = useNavigation().state === 'submitting'
  const errors = (actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
  return (
    <AdminPage
      title="SEO"
      description="Permanent (301) redirects from an old address to a new one. They apply only where the old address would show 'page not found'. Changing a live article's slug adds one for you."
      wide
    >
      <SeoTabs isAdmin={loaderData.isAdmin} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <AdminPanel title="Add a redirect">
          <Form method="post" className="space-y-4" noValidate>
            <InputField
              label="Old path"
              name="fromPath"
              placeholder="/hub/game-face/old-title"
              error={errors.fromPath}
              required
            />
            <InputField
              label="New path"
              name="toPath"
              placeholder="/hub/game-face/new-title"
              error={errors.toPath}
              required
            />
            <Button type="submit" name="intent" value="add" disabled={busy} className="w-full">
              Add redirect
            </Button>
          </Form>
        </AdminPanel>
        <DataTable caption="Redirects" className="[&_table]:min-w-0">
          <thead>
            <tr>
              <Th>From → to</Th>
              <Th className="hidden sm:table-cell">Added</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {loaderData.redirects.length === 0 ? (
              <tr>
                <Td colSpan={3} className="py-10 text-center text-sand-800">
                  No redirects yet.
                </Td>
              </tr>
            ) : null}
            {loaderData.redirects.map((r) => (
              <Tr key={r.id}>
                <Td>
                  <span className="block font-medium break-all">{r.fromPath}</span>
                  <span className="flex items-start gap-1 break-all text-sand-800">
                    <ArrowRight aria-label="redirects to" className="mt-0.5 size-4 shrink-0" />
                    {r.toPath}
                  </span>
                  <span className="text-xs text-sand-800">
                    {r.source === 'slug' ? 'Added when a slug changed' : 'Added by an editor'}
                  </span>
                </Td>
                <Td className="hidden sm:table-cell">
                  <LocalTime value={r.createdAt} withTime={false} />
                </Td>
                <Td className="text-right">
                  <Form method="post">
                    <input type="hidden" name="id" value={r.id} />
                    <Button type="submit" name="intent" value="remove" variant="ghost" size="icon">
                      <Trash2 aria-hidden className="size-4" />
                      <span className="sr-only">Remove redirect from {r.fromPath}</span>
                    </Button>
                  </Form>
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.seo.minRole} />
}
