import { Languages } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/pages'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { Button, buttonClass } from '#app/components/ui/button'
import { InputField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  auditInterfaceContent,
  bulkSyncInterfaceDefaults,
} from '#app/features/cms/pages-admin-sync.server'
import { PageList, TrashList } from '#app/features/cms/components/pages-admin-lists'
import {
  CreatePageSchema,
  DuplicatePageSchema,
  PageSlugSchema,
  SelectedPagesSchema,
} from '#app/features/cms/pages-admin.schema'
import {
  createPage,
  duplicatePage,
  listPages,
  setPagesPublished,
} from '#app/features/cms/pages-admin.server'
import { deletePagePermanently, restorePage, trashPage } from '#app/features/cms/pages-trash.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { failure, fieldFailure, invalidResult } from '#app/utils/action-result'

export const meta: Route.MetaFunction = () => [{ title: 'Pages & site text | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.pages.minRole)
  const view = new URL(request.url).searchParams.get('view') === 'trash' ? 'trash' : 'active'
  const [pages, trash, audit] = await Promise.all([
    listPages(view),
    view === 'trash' ? null : listPages('trash'),
    auditInterfaceContent(),
  ])
  return { view, pages, trashCount: trash?.length ?? pages.length, audit }
}

const who = ADMIN_SECTIONS.pages.minRole

const publishSelected = (publish: boolean) =>
  intent({
    who,
    parse: (form) => {
      const parsed = SelectedPagesSchema.safeParse({ slugs: form.getAll('slugs').map(String) })
      return parsed.success ? { ok: true, input: parsed.data } : invalidResult(parsed.error.issues)
    },
    audit: 'page',
    invalidates: 'all',
    run: ({ user, input }) => setPagesPublished(user, input.slugs, publish),
  })

const pageState = (run: typeof trashPage) =>
  intent({
    who,
    parse: (form) => {
      const slug = PageSlugSchema.safeParse(form.get('slug') ?? '')
      return slug.success ? { ok: true, input: { slug: slug.data } } : failure('Page not found')
    },
    audit: 'page',
    invalidates: 'all',
    run: ({ user, input }) => run(user, input.slug),
  })

export const action = defineAction({
  intents: {
    'publish-selected': publishSelected(true),
    'unpublish-selected': publishSelected(false),
    duplicate: intent({
      who,
      schema: DuplicatePageSchema,
      audit: 'page',
      // the copy is unpublished: no public page shows it yet
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        const result = await duplicatePage(user, input.sourceSlug, input.newSlug)
        if (!result.ok) return result
        return redirectWithToast(`/admin/pages/edit/${input.newSlug}`, {
          type: 'success',
          title: result.message,
        })
      },
    }),
    'create-page': intent({
      who,
      schema: CreatePageSchema,
      audit: 'page',
      // a new page starts unpublished
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        const result = await createPage(user, input.pageSlug, input.sectionKey)
        if (!result.ok) return fieldFailure({ pageSlug: result.message }, result.status)
        return redirectWithToast(`/admin/pages/edit/${input.pageSlug}`, {
          type: 'success',
          title: result.message,
        })
      },
    }),
    'sync-all': intent({
      who,
      audit: 'page',
      // only the keys it added are new on the site
      invalidates: (_ctx, outcome) => ((outcome as { synced?: number }).synced ? 'all' : 'nothing'),
      run: ({ user }) => bulkSyncInterfaceDefaults(user),
    }),
    trash: pageState(trashPage),
    restore: pageState(restorePage),
    'delete-permanently': pageState(deletePagePermanently),
  },
})

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { view, pages, trashCount, audit } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = actionData && !actionData.ok ? actionData.errors : undefined
  return (
    <AdminPage
      title="Pages & site text"
      description="Page sections and the editable interface text the public site shows once published."
    >
      <div className="space-y-8">
        {view === 'active' ? (
          <section
            aria-labelledby="site-text-h"
            className="rounded-2xl border border-sand-200 bg-white p-5 shadow-xs"
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="space-y-1">
                <h2
                  id="site-text-h"
                  className="flex items-center gap-2 font-display text-xl font-semibold"
                >
                  <Languages aria-hidden className="size-5 text-clay-700" /> Site text
                </h2>
                <p className="text-sm text-sand-800">{audit.message}</p>
                {audit.missing.length ? (
                  <p className="text-sm text-sand-700">Missing: {audit.missing.join(', ')}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to="/admin/pages/edit/interface" className={buttonClass('outline', 'sm')}>
                  Edit site text
                </Link>
                <Form method="post">
                  <Button type="submit" name="intent" value="sync-all" size="sm" disabled={busy}>
                    Sync missing defaults
                  </Button>
                </Form>
              </div>
            </div>
          </section>
        ) : null}

        <nav aria-label="Page views" className="flex gap-2">
          <Link
            to="/admin/pages"
            aria-current={view === 'active' ? 'page' : undefined}
            className={buttonClass(view === 'active' ? 'primary' : 'outline', 'sm')}
          >
            Pages
          </Link>
          <Link
            to="/admin/pages?view=trash"
            aria-current={view === 'trash' ? 'page' : undefined}
            className={buttonClass(view === 'trash' ? 'primary' : 'outline', 'sm')}
          >
            Trash ({trashCount})
          </Link>
        </nav>

        {view === 'active' ? (
          <PageList pages={pages} busy={busy} />
        ) : (
          <TrashList pages={pages} busy={busy} />
        )}

        {view === 'active' ? (
          <section
            aria-labelledby="new-page-h"
            className="rounded-2xl border border-sand-200 bg-white p-5 shadow-xs"
          >
            <h2 id="new-page-h" className="font-display text-xl font-semibold">
              New page
            </h2>
            <Form
              method="post"
              className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
            >
              <InputField
                label="Page slug"
                name="pageSlug"
                required
                placeholder="summer-campaign"
                error={errors?.pageSlug}
              />
              <InputField
                label="First section key"
                name="sectionKey"
                required
                defaultValue="hero"
                error={errors?.sectionKey}
              />
              <Button type="submit" name="intent" value="create-page" disabled={busy}>
                Create page
              </Button>
            </Form>
          </section>
        ) : null}
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.pages.minRole} />
}
