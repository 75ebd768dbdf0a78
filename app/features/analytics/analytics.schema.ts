import { z } from 'zod'

const ms = z.number().finite().min(0).max(600_000)

/** What the browser sends with navigator.sendBeacon to /api/beacon. */
export const BeaconSchema = z.discriminatedUnion('kind', [
  // one per page view (cookieless analytics)
  z.object({
    kind: z.literal('view'),
    page: z.string().startsWith('/').max(300),
    referrer: z.string().max(2048).optional().default(''),
  }),
  // sampled performance metrics (docs/product.md#system-alerts-and-metrics)
  z.object({
    kind: z.literal('metrics'),
    page: z.string().startsWith('/').max(300),
    userAgent: z.string().max(100),
    pageLoadTime: ms.optional(),
    domContentLoaded: ms.optional(),
    vitals: z
      .array(
        z.object({
          name: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
          value: z.number().finite().min(0).max(600_000),
          rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
        }),
      )
      .max(10)
      .optional()
      .default([]),
    marks: z
      .array(
        z.object({
          name: z.string().min(1).max(100),
          type: z.enum(['mark', 'measure']),
          value: ms,
        }),
      )
      .max(20)
      .optional()
      .default([]),
  }),
])
export type Beacon = z.infer<typeof BeaconSchema>

export const ANALYTICS_RANGES = ['day', 'week', 'month'] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const RangeSchema = z.enum(ANALYTICS_RANGES).catch('week')

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  day: 'Last 24 hours',
  week: 'Last 7 days',
  month: 'Last 30 days',
}
