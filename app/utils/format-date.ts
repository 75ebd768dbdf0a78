// The one date formatter (GUIDE rule 6). Fixed locale and UTC so the server and the browser print
// the same text (no hydration mismatch): 'Nov 24, 2026' (short) and 'November 24, 2026' (long), as
// Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short' | 'long', day: 'numeric',
// timeZone: 'UTC' }) writes them. Written out for years 1000-9999: building an Intl.DateTimeFormat
// costs 15-25 ms of a phone's main thread (its first one loads the locale's calendar data), which
// every page paid while its scripts were evaluated; format-date.test.ts holds the two to the same
// text. Other years go through Intl, made on first use.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const intl: Partial<Record<'long' | 'short', Intl.DateTimeFormat>> = {}

function formatWithIntl(d: Date, style: 'long' | 'short') {
  intl[style] ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: style,
    day: 'numeric',
    timeZone: 'UTC',
  })
  return intl[style].format(d)
}

export function formatDate(
  value: Date | string | number | null | undefined,
  style: 'long' | 'short' = 'short',
): string {
  if (value === null || value === undefined || value === '') return ''
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  const year = d.getUTCFullYear()
  if (year < 1000 || year > 9999) return formatWithIntl(d, style)
  const month = MONTHS[d.getUTCMonth()]!
  return `${style === 'long' ? month : month.slice(0, 3)} ${d.getUTCDate()}, ${year}`
}

/** ISO string for <time dateTime>. */
export function isoDate(value: Date | string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}
