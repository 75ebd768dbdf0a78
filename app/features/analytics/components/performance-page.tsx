import { Suspense, lazy, useEffect, useState } from 'react'
import { Gauge } from 'lucide-react'
import {
  AdminPage,
  AdminPanel,
  EmptyState,
  StatTile,
  StatusBadge,
} from '#app/components/admin/admin-page'
import { ScrollRegion } from '#app/components/admin/data-table'
import { THRESHOLDS, pageLoadLevel, percentLevel } from '#app/features/system/thresholds'
import type { PerformanceReport } from '../metrics.server'
import { formatCount } from '#app/utils/format-number'

const METRIC_LABELS: Record<string, string> = {
  page_load_time: 'Page load',
  web_vital_lcp: 'LCP',
  web_vital_inp: 'INP',
  web_vital_cls: 'CLS',
}

const fmt = (metric: string, v: number) =>
  metric === 'web_vital_cls' ? v.toFixed(3) : `${formatCount(Math.round(v))} ms`

// recharts (and its few hundred modules) loads in the browser with the chart, never on the server
const LoadChartLines = lazy(() => import('./load-chart'))

function LoadChart({ points }: { points: { at: number; value: number }[] }) {
  // the chart measures its container: draw it in the browser only
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) return <div className="h-64" />
  return (
    <Suspense fallback={<div className="h-64" />}>
      <LoadChartLines points={points} />
    </Suspense>
  )
}

function LevelBadge({ metric, average }: { metric: string; average: number }) {
  if (metric !== 'page_load_time') return null
  const level = pageLoadLevel(average)
  const pct = (average / THRESHOLDS.pageLoadCriticalMs) * 100
  const near = percentLevel(pct)
  if (level === 'critical') return <StatusBadge tone="danger">Critical</StatusBadge>
  if (level === 'warning') return <StatusBadge tone="warning">Slow</StatusBadge>
  if (near) return <StatusBadge tone="warning">{pct.toFixed(0)}% of limit</StatusBadge>
  return <StatusBadge tone="success">Good</StatusBadge>
}

export function PerformancePage({ recent, perPage }: PerformanceReport) {
  const loads = recent.filter((r) => r.metricName === 'page_load_time')
  const points = loads
    .map((r) => ({ at: new Date(r.recordedAt).getTime(), value: r.metricValue }))
    .sort((a, b) => a.at - b.at)
  const avg = loads.length ? loads.reduce((s, r) => s + r.metricValue, 0) / loads.length : null
  const vital = (name: string) => {
    const rows = recent.filter((r) => r.metricName === name)
    return rows.length ? rows.reduce((s, r) => s + r.metricValue, 0) / rows.length : null
  }
  const lcp = vital('web_vital_lcp')
  const inp = vital('web_vital_inp')
  const cls = vital('web_vital_cls')
  return (
    <AdminPage
      title="Performance"
      description="Sampled real-visitor measurements from the last 24 hours (newest 100), refreshed every minute."
    >
      <section aria-label="Averages" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label="Page load"
          value={avg === null ? '–' : fmt('page_load_time', avg)}
          hint={`${loads.length} samples · warning over ${formatCount(Math.round(THRESHOLDS.pageLoadWarningMs))} ms`}
        />
        <StatTile
          label="LCP"
          value={lcp === null ? '–' : fmt('web_vital_lcp', lcp)}
          hint="Largest Contentful Paint"
        />
        <StatTile
          label="INP"
          value={inp === null ? '–' : fmt('web_vital_inp', inp)}
          hint="Interaction to Next Paint"
        />
        <StatTile
          label="CLS"
          value={cls === null ? '–' : fmt('web_vital_cls', cls)}
          hint="Cumulative Layout Shift"
        />
      </section>

      <AdminPanel title="Page load over time" className="mt-6">
        {points.length ? (
          <LoadChart points={points} />
        ) : (
          <EmptyState
            icon={<Gauge aria-hidden className="size-6" />}
            title="No measurements yet"
            message="Visitors' browsers send them after a page has loaded (a sampled share of visits)."
          />
        )}
      </AdminPanel>

      <AdminPanel title="By page" className="mt-6" bodyClassName="p-0">
        {perPage.length ? (
          <ScrollRegion label="By page">
            <table className="w-full min-w-[640px] text-sm">
              <caption className="sr-only">Averages and percentiles per page and metric</caption>
              <thead>
                <tr className="text-left text-sand-800">
                  {['Page', 'Metric', 'Samples', 'Average', 'p50', 'p75', 'p95', 'Status'].map(
                    (h) => (
                      <th key={h} scope="col" className="px-4 py-2 font-medium">
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-200">
                {perPage.map((r) => (
                  <tr key={`${r.page}|${r.metric}`}>
                    <td className="max-w-[16rem] px-4 py-2 font-mono text-xs break-all">
                      {r.page || '–'}
                    </td>
                    <td className="px-4 py-2">{METRIC_LABELS[r.metric] ?? r.metric}</td>
                    <td className="px-4 py-2 tabular-nums">{r.samples}</td>
                    <td className="px-4 py-2 tabular-nums">{fmt(r.metric, r.average)}</td>
                    <td className="px-4 py-2 tabular-nums">{fmt(r.metric, r.p50)}</td>
                    <td className="px-4 py-2 tabular-nums">{fmt(r.metric, r.p75)}</td>
                    <td className="px-4 py-2 tabular-nums">{fmt(r.metric, r.p95)}</td>
                    <td className="px-4 py-2">
                      <LevelBadge metric={r.metric} average={r.average} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <EmptyState title="No pages measured in the last 24 hours" />
        )}
      </AdminPanel>
    </AdminPage>
  )
}
