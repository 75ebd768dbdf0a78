// The performance page's load-time chart (recharts), a module of its own so that only the browser
// loads recharts, once the page has mounted (performance-page.tsx).
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { THRESHOLDS } from '#app/features/system/thresholds'
import { formatCount } from '#app/utils/format-number'

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

export default function LoadChartLines({ points }: { points: { at: number; value: number }[] }) {
  return (
    <div className="h-64" role="img" aria-label="Page load times over the last 24 hours">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#ebdfc9" strokeDasharray="3 3" />
          <XAxis
            dataKey="at"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(v: number) => time.format(v)}
            stroke="#5e4630"
            fontSize={12}
          />
          <YAxis
            stroke="#5e4630"
            fontSize={12}
            width={76}
            tickFormatter={(v: number) => `${formatCount(Math.round(v))} ms`}
          />
          <Tooltip
            labelFormatter={(v) => time.format(Number(v))}
            formatter={(v) => [`${Math.round(Number(v))} ms`, 'Page load']}
          />
          <ReferenceLine y={THRESHOLDS.pageLoadWarningMs} stroke="#b45309" strokeDasharray="4 4" />
          <ReferenceLine y={THRESHOLDS.pageLoadCriticalMs} stroke="#b91c1c" strokeDasharray="4 4" />
          <Line
            type="monotone"
            dataKey="value"
            stroke="#a8432b"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
