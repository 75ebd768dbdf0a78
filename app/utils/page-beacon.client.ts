// Loaded lazily after the page's load event (root.tsx), so public pages do not ship it up front.
// Counts page views (cookieless; the server hashes the visitor) and, for a sampled share of views,
// records performance: load time (load end minus fetch start) with DOMContentLoaded, the page, the
// first 100 characters of the user agent, marks and measures, and Core Web Vitals (LCP, INP, CLS).
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals'

const ENDPOINT = '/api/beacon'

function send(body: unknown) {
  const payload = JSON.stringify(body)
  if (navigator.sendBeacon?.(ENDPOINT, new Blob([payload], { type: 'application/json' }))) return
  void fetch(ENDPOINT, { method: 'POST', body: payload, keepalive: true }).catch(() => {})
}

let firstView = true
let vitalsStarted = false

/** Called after each navigation (and the first load). */
export function onPageView(path: string, sampleRate: number) {
  const isFirst = firstView
  firstView = false
  if (!path.startsWith('/admin'))
    send({ kind: 'view', page: path, referrer: isFirst ? document.referrer : '' })
  // performance is measured for the document load only, in a sampled share of visits
  if (!isFirst || Math.random() >= sampleRate) return
  recordLoad(path)
  startVitals(path)
}

function recordLoad(page: string) {
  const nav = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  const marks = [
    ...performance.getEntriesByType('mark').map((m) => ({
      name: m.name.slice(0, 100),
      type: 'mark' as const,
      value: Math.round(m.startTime),
    })),
    ...performance.getEntriesByType('measure').map((m) => ({
      name: m.name.slice(0, 100),
      type: 'measure' as const,
      value: Math.round(m.duration),
    })),
  ].slice(0, 20)
  send({
    kind: 'metrics',
    page,
    userAgent: navigator.userAgent.slice(0, 100),
    pageLoadTime:
      nav && nav.loadEventEnd > 0 ? Math.round(nav.loadEventEnd - nav.fetchStart) : undefined,
    domContentLoaded: nav ? Math.round(nav.domContentLoadedEventEnd - nav.fetchStart) : undefined,
    marks,
  })
}

function startVitals(page: string) {
  if (vitalsStarted) return
  vitalsStarted = true
  const pending = new Map<string, Metric>()
  const collect = (m: Metric) => pending.set(m.name, m)
  onLCP(collect)
  onINP(collect)
  onCLS(collect)
  const flush = () => {
    if (document.visibilityState !== 'hidden' || !pending.size) return
    send({
      kind: 'metrics',
      page,
      userAgent: navigator.userAgent.slice(0, 100),
      vitals: [...pending.values()].map((m) => ({
        name: m.name,
        value: m.name === 'CLS' ? m.value : Math.round(m.value),
        rating: m.rating,
      })),
    })
    pending.clear()
  }
  // web-vitals reports INP and CLS when the page is hidden; send once they are in
  document.addEventListener('visibilitychange', () => setTimeout(flush, 0))
}
