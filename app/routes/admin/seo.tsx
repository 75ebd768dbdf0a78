import { Form, Link, data, useLocation, useSubmit } from 'react-router'
import { ImageOff, Pencil } from 'lucide-react'
import type { Route } from './+types/seo'
import { AdminPage } from '#app/components/admin/admin-page'
import { DataTable, Pagination, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { inputClass, SelectField } from '#app/components/ui/field'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { IssueBadge, LengthNote, SeoTabs } from '#app/features/seo/components/seo-tabs'
import { getSeoOverview } from '#app/features/seo/seo-overview.server'
import {
  DESCRIPTION_MAX,
  SEO_ISSUES,
  SEO_ISSUE_LABELS,
  SeoOverviewQuerySchema,
  StaticNoindexSchema,
  TITLE_MAX,
} from '#app/features/seo/seo.schema'
import { setStaticPageNoindex } from '#app/features/seo/seo-settings.server'
import { ADMIN_SECTIONS, canSee } from '#app/components/admin/admin-sections'
import { defineAction, intent } from '#app/features/accounts/route-action.server'

export const meta: Route.MetaFunction = () => [
  { title: 'SEO | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const { role } = await requireRole(request, ADMIN_SECTIONS.seo.minRole)
  const params = new URL(request.url).searchParams
  const query = SeoOverviewQuerySchema.parse(Object.fromEntries(params))
  const page = Math.min(Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1), 10_000)
  const overview = await getSeoOverview(query, page)
  return data(
    { query, ...overview, isAdmin: canSee(ADMIN_SECTIONS.seoSettings, role) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const action = defineAction({
  // the overview's one form: hide a static page from search engines, or index it again
  defaultIntent: 'noindex',
  intents: {
    noindex: intent({
      who: ADMIN_SECTIONS.seo.minRole,
      schema: StaticNoindexSchema,
      audit: 'seo_settings',
      // the page's robots tag and the sitemap change
      invalidates: 'all',
      run: async ({ user, input }) => {
        await setStaticPageNoindex(user, input.path, input.noindex)
        return {
          ok: true as const,
          message: input.noindex
            ? `${input.path} is now hidden from search engines`
            : `${input.path} may be indexed again`,
        }
      },
    }),
  },
})

const TYPE_LABELS = { article: 'Article', hub: 'Hub', page: 'Page' } as const

export default function AdminSeo({ loaderData: d, actionData }: Route.ComponentProps) {
  useActionToast(actionData)
  const submit = useSubmit()
  const { search } = useLocation()
  const select = cn(inputClass, 'py-2 text-sm')
  return (
    <AdminPage
      title="SEO"
      description={`Titles over ${TITLE_MAX} and descriptions over ${DESCRIPTION_MAX} characters get cut off in search results; duplicates compete with each other.`}
      wide
    >
      <SeoTabs isAdmin={d.isAdmin} />
      <Form
        method="get"
        className="mb-4 flex flex-wrap items-end gap-2"
        onChange={(e) => submit(e.currentTarget, { replace: true })}
      >
        <label className="min-w-48 flex-1">
          <span className="sr-only">Search titles and paths</span>
          <input
            type="search"
            name="q"
            defaultValue={d.query.q}
            placeholder="Search titles and paths"
            className={select}
          />
        </label>
        <SelectField
          label="Type"
          hideLabel
          compact
          name="type"
          defaultValue={d.query.type}
          options={[
            { value: 'all', label: 'Everything' },
            { value: 'article', label: 'Articles' },
            { value: 'hub', label: 'Hubs' },
            { value: 'page', label: 'Static pages' },
          ]}
        />
        <SelectField
          label="Problem"
          hideLabel
          compact
          name="issue"
          defaultValue={d.query.issue}
          options={[
            { value: 'all', label: 'All items' },
            { value: 'any', label: 'Any problem' },
            ...SEO_ISSUES.map((i) => ({ value: i, label: SEO_ISSUE_LABELS[i] })),
          ]}
        />
        <SelectField
          label="Sort by"
          hideLabel
          compact
          name="sort"
          defaultValue={d.query.sort}
          options={[
            { value: 'issues', label: 'Most problems first' },
            { value: 'title', label: 'Title A-Z' },
            { value: 'type', label: 'Type' },
            { value: 'title-length', label: 'Longest title' },
            { value: 'description-length', label: 'Longest description' },
          ]}
        />
        <Button type="submit" variant="outline" size="sm" className="h-10">
          Apply
        </Button>
      </Form>
      <DataTable caption="Search appearance of public pages" className="[&_table]:min-w-[960px]">
        <thead>
          <tr>
            <Th>Item</Th>
            <Th>Title</Th>
            <Th>Meta description</Th>
            <Th>Social image</Th>
            <Th>Problems</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {d.items.length === 0 ? (
            <tr>
              <Td colSpan={6} className="py-10 text-center text-sand-800">
                Nothing matches these filters.
              </Td>
            </tr>
          ) : null}
          {d.items.map((item) => (
            <Tr key={item.type + item.id}>
              <Td className="max-w-56">
                <span className="text-xs font-semibold tracking-wider text-sand-800 uppercase">
                  {TYPE_LABELS[item.type]}
                  {item.noindex ? ' · noindex' : ''}
                </span>
                <span className="block font-medium break-words">{item.name}</span>
                <a
                  href={item.path}
                  className="block text-xs break-all text-sand-800 underline-offset-2 hover:underline"
                  title={`Canonical: ${item.canonical}`}
                >
                  {item.canonical}
                </a>
              </Td>
              <Td className="max-w-64">
                <span className="block break-words">{item.seoTitle || '—'}</span>
                <LengthNote value={item.seoTitle} max={TITLE_MAX} />
              </Td>
              <Td className="max-w-80">
                <span className="line-clamp-3 break-words">{item.description || '—'}</span>
                <LengthNote value={item.description} max={DESCRIPTION_MAX} />
              </Td>
              <Td>
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    width={64}
                    height={34}
                    loading="lazy"
                    className="h-[34px] w-16 rounded bg-sand-100 object-cover"
                  />
                ) : (
                  <span className="inline-flex items-center gap-1 text-xs text-sand-800">
                    <ImageOff aria-hidden className="size-4" />
                    {item.type === 'article' ? 'None' : 'Site default'}
                  </span>
                )}
              </Td>
              <Td>
                <div className="flex max-w-56 flex-wrap gap-1">
                  {item.issues.length ? (
                    item.issues.map((i) => <IssueBadge key={i} issue={i} />)
                  ) : (
                    <span className="text-xs font-semibold text-emerald-800">OK</span>
                  )}
                </div>
              </Td>
              <Td className="text-right whitespace-nowrap">
                {item.type === 'page' ? (
                  <Form method="post" className="mb-1 inline-block">
                    <input type="hidden" name="path" value={item.path} />
                    <input type="hidden" name="noindex" value={item.noindex ? 'false' : 'true'} />
                    <Button type="submit" variant="ghost" size="sm">
                      {item.noindex ? 'Allow indexing' : 'Set noindex'}
                      <span className="sr-only"> for {item.name}</span>
                    </Button>
                  </Form>
                ) : null}
                {item.editPath ? (
                  <Link
                    to={item.editPath}
                    className="ml-1 inline-flex h-8 items-center gap-1.5 rounded-full border border-sand-400 px-3 text-sm font-semibold hover:bg-sand-100"
                  >
                    <Pencil aria-hidden className="size-3.5" /> Fix
                    <span className="sr-only"> {item.name}</span>
                  </Link>
                ) : null}
              </Td>
            </Tr>
          ))}
        </tbody>
      </DataTable>
      <Pagination
        page={d.page}
        pageCount={d.pageCount}
        search={search}
        total={d.total}
        label="items"
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.seo.minRole} />
}
