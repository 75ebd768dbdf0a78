import { ExternalLink } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/page-edit'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { Button, buttonClass } from '#app/components/ui/button'
import { InputField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  auditInterfaceContent,
  bulkSyncInterfaceDefaults,
  interfaceDefaultFor,
  interfaceDefaultKeys,
  syncInterfaceKey,
} from '#app/features/cms/page-admin-sync.server'
import { PageStatusBadge, SectionCard } from '#app/features/cms/page-admin-components'
import { InterfaceSyncPanel } from '#app/features/cms/page-admin-sync-panel'
import {
  CreateSectionSchema,
  INTERFACE_SLUG,
  RawContentSchema,
  SectionKeySchema,
  SyncKeySchema,
  parseStructuredContent,
} from '#app/features/cms/page-admin.schema'
import {
  createSection,
  deleteSection,
  getPageSections,
  setPagePublished,
  setSectionPublished,
  updateSectionContent,
} from '#app/features/cms/page-admin.server'
import { readFormData } from '#app/utils/form-data.server'
import { actionResponse } from '#app/utils/action-response.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { failure } from '#app/utils/action-result'
import { invariantResponse } from '#app/utils/invariant'

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Edit ${params.pageSlug} | Admin` },
]

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.pages.minRole)
  const pageSlug = params.pageSlug
  const sections = await getPageSections(pageSlug)
  const isInterface = pageSlug === INTERFACE_SLUG
  invariantResponse(sections.length || isInterface, 'Page not found')
  const defaults = isInterface
    ? Object.fromEntries(interfaceDefaultKeys().map((k) => [k, interfaceDefaultFor(k)!]))
    : null
  const audit = isInterface ? await auditInterfaceContent() : null
  return { pageSlug, sections, defaults, audit }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.pages.minRole)
  const pageSlug = params.pageSlug
  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  if (intent === 'publish-all' || intent === 'unpublish-all')
    return actionResponse(await setPagePublished(user, pageSlug, intent === 'publish-all'))
  if (intent === 'sync-all') return actionResponse(await bulkSyncInterfaceDefaults(user))
  if (intent === 'create-section') {
    const parsed = CreateSectionSchema.safeParse({ sectionKey: form.get('sectionKey') ?? '' })
    if (!parsed.success)
      return actionResponse(
        failure(parsed.error.issues[0]!.message, 400, {
          sectionKey: parsed.error.issues[0]!.message,
        }),
      )
    const result = await createSection(user, pageSlug, parsed.data.sectionKey)
    return actionResponse(
      result,
      result.ok ? undefined : { errors: { sectionKey: result.message } },
    )
  }
  const key = SectionKeySchema.safeParse(form.get('sectionKey') ?? '')
  if (!key.success) return actionResponse(failure(key.error.issues[0]!.message))
  const sectionKey = key.data
  switch (intent) {
    case 'save-fields': {
      const parsed = parseStructuredContent(form)
      if ('errors' in parsed)
        return actionResponse(failure(Object.values(parsed.errors)[0]!, 400, parsed.errors))
      return actionResponse(await updateSectionContent(user, pageSlug, sectionKey, parsed.data))
    }
    case 'save-raw': {
      const parsed = RawContentSchema.safeParse({ raw: form.get('raw') ?? '' })
      if (!parsed.success)
        return actionResponse(
          failure(parsed.error.issues[0]!.message, 400, { raw: parsed.error.issues[0]!.message }),
        )
      return actionResponse(await updateSectionContent(user, pageSlug, sectionKey, parsed.data.raw))
    }
    case 'publish-section':
    case 'unpublish-section':
      return actionResponse(
        await setSectionPublished(user, pageSlug, sectionKey, intent === 'publish-section'),
      )
    case 'delete-section':
      return actionResponse(await deleteSection(user, pageSlug, sectionKey))
    case 'sync-key': {
      if (pageSlug !== INTERFACE_SLUG)
        return actionResponse(failure('Only site text can be synced'))
      const parsed = SyncKeySchema.safeParse({
        sectionKey,
        overwrite: form.get('overwrite') ?? undefined,
      })
      if (!parsed.success) return actionResponse(failure(parsed.error.issues[0]!.message))
      return actionResponse(
        await syncInterfaceKey(user, parsed.data.sectionKey, parsed.data.overwrite),
      )
    }
    default:
      return actionResponse(failure('Unknown action'))
  }
}

function previewPath(slug: string) {
  if (slug === 'index' || slug === INTERFACE_SLUG || slug === 'footer') return '/'
  return `/p/${slug}`
}

export default function AdminPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { pageSlug, sections, defaults, audit } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const published = sections.filter((s) => s.isPublished).length
  const errors = (actionData && 'errors' in actionData ? actionData.errors : undefined) as
    Record<string, string> | undefined
  return (
    <AdminPage
      title={pageSlug === INTERFACE_SLUG ? 'Site text' : pageSlug}
      description={<PageStatusBadge published={published} sections={sections.length} />}
      back={{ to: '/admin/pages', label: 'All pages' }}
      actions={
        <a
          href={previewPath(pageSlug)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('ghost', 'sm')}
        >
          <ExternalLink aria-hidden className="size-4" /> View site
        </a>
      }
    >
      <div className="max-w-4xl space-y-6">
        <p className="text-sand-800">
          Sections are ordered by key. Only published sections appear on the public site; publishing
          stamps the publish date.
        </p>
        <Form method="post" className="flex flex-wrap gap-2">
          <Button
            type="submit"
            name="intent"
            value="publish-all"
            size="sm"
            disabled={busy || !sections.length}
          >
            Publish all sections
          </Button>
          <Button
            type="submit"
            name="intent"
            value="unpublish-all"
            variant="outline"
            size="sm"
            disabled={busy || !sections.length}
          >
            Unpublish all sections
          </Button>
        </Form>
        {defaults && audit ? (
          <InterfaceSyncPanel
            defaults={defaults}
            audit={audit}
            existing={sections.map((s) => s.sectionKey)}
          />
        ) : null}
        {sections.map((s) => (
          <SectionCard key={s.id} section={s} defaults={defaults?.[s.sectionKey]} />
        ))}
        <section
          aria-labelledby="add-section-h"
          className="rounded-2xl border border-dashed border-sand-400 bg-white p-5"
        >
          <h2 id="add-section-h" className="font-display text-lg font-semibold">
            Add a section
          </h2>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <InputField
              label="Section key"
              name="sectionKey"
              required
              placeholder="intro"
              error={errors?.sectionKey}
            />
            <Button type="submit" name="intent" value="create-section" disabled={busy}>
              Add section
            </Button>
          </Form>
        </section>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.pages.minRole} />
}
