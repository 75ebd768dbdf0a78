// The one date formatter (GUIDE rule 6). Fixed locale and UTC so the server and the browser print
// the same text (no hydration mismatch).
const LONG = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
})
const SHORT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

export function formatDate(
  value: Date | string | number | null | undefined,
  style: 'long' | 'short' = 'short',
): string {
  if (value === null || value === undefined || value === '') return ''
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  return (style === 'long' ? LONG : SHORT).format(d)
}

/** ISO string for <time dateTime>. */
export function isoDate(value: Date | string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}
