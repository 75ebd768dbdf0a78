// docs/product.md#system-alerts-and-metrics thresholds, shared by the monitor (which raises alerts)
// and the performance page (which colours the figures).

export const THRESHOLDS = {
  pageLoadWarningMs: 3000,
  pageLoadCriticalMs: 5000,
  errorRateWarning: 2,
  errorRateCritical: 5,
  activeUsersDropPercent: 50,
  percentWarning: 75,
  percentError: 90,
} as const

export type Level = 'critical' | 'warning' | null

/** Page load average: over 3000 ms warning, over 5000 ms critical. */
export function pageLoadLevel(averageMs: number): Level {
  if (averageMs > THRESHOLDS.pageLoadCriticalMs) return 'critical'
  if (averageMs > THRESHOLDS.pageLoadWarningMs) return 'warning'
  return null
}

/** Error rate (errors per 100 requests): over 2 warning, over 5 critical. */
export function errorRateLevel(rate: number): Level {
  if (rate > THRESHOLDS.errorRateCritical) return 'critical'
  if (rate > THRESHOLDS.errorRateWarning) return 'warning'
  return null
}

/** Active users down more than 50% from an hour earlier. */
export function activeUsersDropped(current: number, hourEarlier: number): boolean {
  return hourEarlier > 0 && current < hourEarlier * (1 - THRESHOLDS.activeUsersDropPercent / 100)
}

/** Percentage of a threshold used: over 90 error, over 75 warning. */
export function percentLevel(percent: number): 'error' | 'warning' | null {
  if (percent > THRESHOLDS.percentError) return 'error'
  if (percent > THRESHOLDS.percentWarning) return 'warning'
  return null
}
