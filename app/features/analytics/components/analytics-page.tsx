import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Download } from 'lucide-react'
import { AdminPage, AdminPanel, StatTile } from '#app/components/admin/admin-page'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { ANALYTICS_RANGES, RANGE_LABELS } from '../analytics.schema'
import type { AnalyticsReport } from '../analytics.server'
import { formatCount } from '#app/utils/format-number'

const pct = (v: number) => `${v.toFixed(1)}%`

function RankList({
  title,
  rows,
  empty,
  unit,
}: {
  title: string
  rows: { label: ReactNode; value: number; key: string }[]
  empty: string
  unit: string
}) {
  return (
    <AdminPanel title={title} bodyClassName="p-0">
      {rows.length ? (
        <ol className="divide-y divide-sand-200">
          {rows.map((r) => (
            <li key={r.key} className="flex items-start justify-between gap-3 px-5 py-2.5 text-sm">
              <span className="min-w-0 break-words text-ink">{r.label}</span>
              <span className="shrink-0 text-sand-900 tabular-nums">
                {formatCount(r.value)} <span className="sr-only">{unit}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="px-5 py-6 text-sm text-sand-800">{empty}</p>
      )}
    </AdminPanel>
  )
}

export function AnalyticsPage({ report }: { report: AnalyticsReport }) {
  const r = report
  return (
    <AdminPage
      title="Analytics"
      description="Cookieless, first-party counts: no cookies and no IP addresses are stored."
      actions={
        <a
          href={`/admin/analytics.csv?range=${r.range}`}
          className={buttonClass('outline')}
          download
        >
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      }
    >
      <nav aria-label="Date range" className="mb-5 flex flex-wrap gap-2">
        {ANALYTICS_RANGES.map((range) => (
          <Link
            key={range}
            to={`?range=${range}`}
            aria-current={range === r.range ? 'page' : undefined}
            className={cn(
              'rounded-full px-4 py-1.5 text-sm font-semibold',
              range === r.range
                ? 'bg-ink text-white'
                : 'bg-white text-sand-900 ring-1 ring-sand-300',
            )}
          >
            {RANGE_LABELS[range]}
          </Link>
        ))}
      </nav>
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Page views" value={formatCount(r.views)} />
        <StatTile
          label="Unique visitors"
          value={formatCount(r.visitors)}
          hint="Counted per day, without cookies"
        />
        <StatTile label="Newsletter sign-ups" value={formatCount(r.newsletterSignups)} />
        <StatTile label="Story submissions" value={formatCount(r.storySubmissions)} />
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <RankList
          title="Top articles"
          unit="views"
          empty="No article views in this range."
          rows={r.topArticles.map((a, i) => ({ key: `${i}`, label: a.title, value: a.views }))}
        />
        <RankList
          title="Top hubs"
          unit="views"
          empty="No hub views in this range."
          rows={r.topHubs.map((h, i) => ({ key: `${i}`, label: h.title, value: h.views }))}
        />
        <RankList
          title="Referrers"
          unit="views"
          empty="No visits from other sites in this range."
          rows={r.referrers.map((x) => ({ key: x.host, label: x.host, value: x.views }))}
        />
        <RankList
          title="Searches with no results"
          unit="searches"
          empty="Every search found something."
          rows={r.searchMisses.map((s) => ({
            key: s.term,
            label: `“${s.term}”`,
            value: s.searches,
          }))}
        />
        <RankList
          title="Affiliate clicks by product"
          unit="clicks"
          empty="No product clicks in this range."
          rows={r.productClicks.slice(0, 10).map((p, i) => ({
            key: `${i}`,
            label: (
              <>
                {p.title} <span className="text-sand-800">· {p.brand}</span>
              </>
            ),
            value: p.clicks,
          }))}
        />
        <RankList
          title="Affiliate clicks by brand"
          unit="clicks"
          empty="No product clicks in this range."
          rows={r.brandClicks
            .slice(0, 10)
            .map((b) => ({ key: b.brand, label: b.brand, value: b.clicks }))}
        />
      </div>
      <AdminPanel title="Consent" className="mt-6">
        {r.consent ? (
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            {(
              [
                ['Banner shown', formatCount(r.consent.requests)],
                ['Accepted all', pct(r.consent.acceptedAllRate)],
                ['Necessary only', pct(r.consent.necessaryOnlyRate)],
                ['Custom choice', pct(r.consent.customRate)],
                ['Analytics accepted', pct(r.consent.analyticsRate)],
                ['Advertising accepted', pct(r.consent.advertisingRate)],
                ['Marketing accepted', pct(r.consent.marketingRate)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-sand-800">{label}</dt>
                <dd className="font-display text-2xl font-semibold text-ink tabular-nums">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-sand-800">No consent decisions recorded in this range yet.</p>
        )}
      </AdminPanel>
    </AdminPage>
  )
}
