import { Form, data, useNavigation } from 'react-router'
import { ExternalLink, RefreshCw } from 'lucide-react'
import type { Route } from './+types/sitemap'
import { AdminPage, AdminPanel } from '#app/components/admin/admin-page'
import { DataTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { LocalTime } from '#app/components/admin/local-time'
import { Button } from '#app/components/ui/button'
import { requireRole } from '#app/features/accounts/roles.server'
import { feedPath } from '#app/features/seo/feed-path'
import { regenerateSitemapsAudited } from '#app/features/seo/sitemaps-admin.server'
import {
  SITEMAP_MAX_URLS,
  getSitemapStatus,
  listSitemapExclusions,
} from '#app/features/seo/sitemaps.server'
import { HUBS } from '#app/utils/site'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { formatCount } from '#app/utils/format-number'

export const meta: Route.MetaFunction = () => [
  { title: 'Sitemap | Admin' },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.sitemap.minRole)
  const [files, excluded] = await Promise.all([getSitemapStatus(), listSitemapExclusions()])
  return data(
    { files, excluded, maxUrls: SITEMAP_MAX_URLS },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const action = defineAction({
  intents: {
    regenerate: intent({
      who: ADMIN_SECTIONS.sitemap.minRole,
      audit: 'sitemap',
      // crawlers served from the public HTML cache get the new files too
      invalidates: 'all',
      run: async ({ user }) => {
        const files = await regenerateSitemapsAudited(user)
        return { ok: true as const, message: `Sitemaps regenerated (${files} files)` }
      },
    }),
  },
})

const KIND_LABELS: Record<string, string> = {
  articles: 'Articles',
  hubs: 'Hubs',
  pages: 'Static pages',
  authors: 'Authors',
  products: 'Products',
}

export default function AdminSitemap({ loaderData }: Route.ComponentProps) {
  const { files, excluded, maxUrls } = loaderData
  const busy = useNavigation().state === 'submitting'
  const total = files.reduce((n, f) => n + f.urls, 0)
  return (
    <AdminPage
      title="Sitemap"
      description={`The sitemap index at /sitemap.xml lists every file below; each file holds at most ${formatCount(maxUrls)} addresses. Files are cached for 10 minutes.`}
      actions={
        <Form method="post">
          <Button type="submit" name="intent" value="regenerate" disabled={busy}>
            <RefreshCw aria-hidden className={busy ? 'size-4 animate-spin' : 'size-4'} />
            Regenerate
          </Button>
        </Form>
      }
    >
      <div className="space-y-6">
        <DataTable caption="Sitemap files" className="[&_table]:min-w-0">
          <thead>
            <tr>
              <Th>File</Th>
              <Th className="text-right">URLs</Th>
              <Th className="hidden sm:table-cell">Last generated</Th>
            </tr>
          </thead>
          <tbody>
            <Tr>
              <Td>
                <a href="/sitemap.xml" className="font-medium underline-offset-2 hover:underline">
                  /sitemap.xml
                </a>
                <span className="block text-xs text-sand-800">Index</span>
              </Td>
              <Td className="text-right tabular-nums">{files.length} files</Td>
              <Td className="hidden sm:table-cell" />
            </Tr>
            {files.map((f) => (
              <Tr key={f.path}>
                <Td>
                  <a
                    href={f.path}
                    className="font-medium break-all underline-offset-2 hover:underline"
                  >
                    {f.path}
                  </a>
                  <span className="block text-xs text-sand-800">
                    {KIND_LABELS[f.kind]}
                    {f.page > 1 ? `, part ${f.page}` : ''}
                  </span>
                  <span className="block text-xs text-sand-800 sm:hidden">
                    {f.generatedAt ? (
                      <>
                        Generated <LocalTime value={f.generatedAt} />
                      </>
                    ) : (
                      'Not generated yet'
                    )}
                  </span>
                </Td>
                <Td className="text-right tabular-nums">{formatCount(f.urls)}</Td>
                <Td className="hidden sm:table-cell">
                  {f.generatedAt ? <LocalTime value={f.generatedAt} /> : 'Not generated yet'}
                </Td>
              </Tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <Td className="font-semibold">Total</Td>
              <Td className="text-right font-semibold tabular-nums">{formatCount(total)}</Td>
              <Td className="hidden sm:table-cell" />
            </tr>
          </tfoot>
        </DataTable>

        <AdminPanel title="Feeds">
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {[{ id: null, title: 'Whole site' }, ...HUBS].map((h) => (
              <li key={h.id ?? 'site'}>
                <a
                  href={feedPath(h.id)}
                  className="inline-flex items-center gap-1.5 font-medium underline-offset-2 hover:underline"
                >
                  {h.title}: {feedPath(h.id)}
                  <ExternalLink aria-hidden className="size-3.5" />
                </a>
              </li>
            ))}
          </ul>
        </AdminPanel>

        <AdminPanel title={`Left out of the sitemaps (${excluded.length})`} bodyClassName="p-0">
          {excluded.length === 0 ? (
            <p className="p-5 text-sm text-sand-800">
              Nothing is left out: every item is public and indexable.
            </p>
          ) : (
            <ul className="divide-y divide-sand-100">
              {excluded.map((x) => (
                <li
                  key={x.path + x.reason}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-sm"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{x.title}</span>
                    <span className="block text-xs break-all text-sand-800">{x.path}</span>
                  </span>
                  <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-900">
                    {x.reason}
                  </span>
                  {x.editPath ? (
                    <a
                      href={x.editPath}
                      className="text-sm font-medium underline underline-offset-2"
                    >
                      Edit<span className="sr-only"> {x.title}</span>
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.sitemap.minRole} />
}
