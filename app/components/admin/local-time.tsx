import { useEffect, useState } from 'react'
import { formatDate, isoDate } from '#app/utils/format-date'

const TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/**
 * A date with its time in the reader's own time zone. The server prints the date (UTC) and the
 * browser adds the local time after hydration, so both render the same first text.
 */
export function LocalTime({
  value,
  withTime = true,
}: {
  value: Date | string | null | undefined
  withTime?: boolean
}) {
  const [local, setLocal] = useState<string | null>(null)
  useEffect(() => {
    if (withTime && value) setLocal(TIME.format(new Date(value)))
  }, [value, withTime])
  if (!value) return null
  return <time dateTime={isoDate(value)}>{local ?? formatDate(value)}</time>
}

/** "3 min ago"-style text for recent activity (falls back to the date after a week). */
export function relativeTime(value: Date | string, now = Date.now()): string {
  const s = Math.round((now - new Date(value).getTime()) / 1000)
  if (s < 45) return 'just now'
  if (s < 3600) return `${Math.round(s / 60)} min ago`
  if (s < 86400) return `${Math.round(s / 3600)} h ago`
  if (s < 604800) return `${Math.round(s / 86400)} d ago`
  return formatDate(value)
}
