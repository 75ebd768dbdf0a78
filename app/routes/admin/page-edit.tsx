import { ExternalLink } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/page-edit'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
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
} from '#app/features/cms/pages-admin-sync.server'
import { PageStatusBadge, SectionCard } from '#app/features/cms/pages-admin-components'
import { InterfaceSyncPanel } from '#app/features/cms/pages-admin-sync-panel'
import {
  CreateSectionSchema,
  INTERFACE_SLUG,
  RawContentSchema,
  SectionKeySchema,
  SyncKeySchema,
  parseStructuredContent,
} from '#app/features/cms/pages-admin.schema'
import {
  createSection,
  deleteSection,
  getPageSections,
  setPagePublished,
  setSectionPublished,
  updateSectionContent,
} from '#app/features/cms/pages-admin.server'
import { defineAction, intent, type ParseOutcome } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { failure, fieldFailure, invalidResult } from '#app/utils/action-result'
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

const who = ADMIN_SECTIONS.pages.minRole

/** The section an intent works on: its key, then what else the intent reads. */
function sectionParse<I>(rest: (form: FormData) => ParseOutcome<I>) {
  return (form: FormData): ParseOutcome<I & { sectionKey: string }> => {
    const key = SectionKeySchema.safeParse(form.get('sectionKey') ?? '')
    if (!key.success) return invalidResult(key.error.issues)
    const parsed = rest(form)
    return parsed.ok ? { ok: true, input: { ...parsed.input, sectionKey: key.data } } : parsed
  }
}

const nothingMore = () => ({ ok: true as const, input: {} })

const publishPage = (publish: boolean) =>
  intent({
    who,
    audit: 'page',
    invalidates: 'all',
    run: ({ user, params }) => setPagePublished(user, params.pageSlug!, publish),
  })

const publishSection = (publish: boolean) =>
  intent({
    who,
    parse: (form) => sectionParse(nothingMore)(form),
    audit: 'page_content',
    invalidates: 'all',
    run: ({ user, params, input }) =>
      setSectionPublished(user, params.pageSlug!, input.sectionKey, publish),
  })

export const action = defineAction({
  intents: {
    'publish-all': publishPage(true),
    'unpublish-all': publishPage(false),
    'sync-all': intent({
      who,
      audit: 'page',
      // only the keys it added are new on the site
      invalidates: (_ctx, outcome) => ((outcome as { synced?: number }).synced ? 'all' : 'nothing'),
      run: ({ user }) => bulkSyncInterfaceDefaults(user),
    }),
    'create-section': intent({
      who,
      parse: (form) => {
        const parsed = CreateSectionSchema.safeParse({ sectionKey: form.get('sectionKey') ?? '' })
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      audit: 'page_content',
      // a new section starts unpublished
      invalidates: 'nothing',
      run: async ({ user, params, input }) => {
        const result = await createSection(user, params.pageSlug!, input.sectionKey)
        return result.ok ? result : fieldFailure({ sectionKey: result.message }, result.status)
      },
    }),
    'save-fields': intent({
      who,
      parse: sectionParse((form) => {
        const parsed = parseStructuredContent(form)
        return 'data' in parsed
          ? { ok: true, input: { data: parsed.data } }
          : fieldFailure(parsed.errors)
      }),
      audit: 'page_content',
      invalidates: 'all',
      run: ({ user, params, input }) =>
        updateSectionContent(user, params.pageSlug!, input.sectionKey, input.data),
    }),
    'save-raw': intent({
      who,
      parse: sectionParse((form) => {
        const parsed = RawContentSchema.safeParse({ raw: form.get('raw') ?? '' })
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      }),
      audit: 'page_content',
      invalidates: 'all',
      run: ({ user, params, input }) =>
        updateSectionContent(user, params.pageSlug!, input.sectionKey, input.raw),
    }),
    'publish-section': publishSection(true),
    'unpublish-section': publishSection(false),
    'delete-section': intent({
      who,
      parse: (form) => sectionParse(nothingMore)(form),
      audit: 'page_content',
      invalidates: 'all',
      run: ({ user, params, input }) => deleteSection(user, params.pageSlug!, input.sectionKey),
    }),
    'sync-key': intent({
      who,
      parse: sectionParse((form) => {
        const parsed = SyncKeySchema.pick({ overwrite: true }).safeParse({
          overwrite: form.get('overwrite') ?? undefined,
        })
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      }),
      audit: 'page_content',
      invalidates: 'all',
      run: ({ user, params, input }) => {
        if (params.pageSlug !== INTERFACE_SLUG) return failure('Only site text can be synced')
        return syncInterfaceKey(user, input.sectionKey, input.overwrite)
      },
    }),
  },
})

function previewPath(slug: string) {
  if (slug === 'index' || slug === INTERFACE_SLUG || slug === 'footer') return '/'
  return `/p/${slug}`
}

export default function AdminPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { pageSlug, sections, defaults, audit } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const published = sections.filter((s) => s.isPublished).length
  const errors = actionData && !actionData.ok ? actionData.errors : undefined
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
