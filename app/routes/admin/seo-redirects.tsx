import { Form, data, useNavigation } from 'react-router'
import { ArrowRight, Trash2 } from 'lucide-react'
import type { Route } from './+types/seo-redirects'
import { AdminPage, AdminPanel } from '#app/components/admin/admin-page'
import { DataTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
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
import { invalidResult } from '#app/utils/action-result'
import { actionResponse, redirectWithToast } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { ADMIN_SECTIONS, canSee } from '#app/components/admin/admin-sections'

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

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.seo.minRole)
  const form = await readFormData(request)
  if (form.get('intent') === 'remove') {
    const parsed = RemoveRedirectSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
    if (!(await removeRedirect(user, parsed.data.id)))
      return actionResponse({ ok: false, status: 404, message: REDIRECT_MESSAGES.notFound })
    return redirectWithToast('/admin/seo/redirects', {
      type: 'success',
      title: REDIRECT_MESSAGES.removed,
    })
  }
  const parsed = RedirectFormSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
  const result = await addRedirect(user, parsed.data)
  if (!result.ok)
    return actionResponse({
      ok: false,
      status: 409,
      message: result.message,
      errors: { [result.field]: result.message },
    })
  return redirectWithToast('/admin/seo/redirects', {
    type: 'success',
    title: REDIRECT_MESSAGES.added,
  })
}

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
