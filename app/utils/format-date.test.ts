import { describe, expect, it } from 'vitest'
import { formatDate, isoDate } from './format-date'

const intl = (style: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: style,
    day: 'numeric',
    timeZone: 'UTC',
  })

describe('formatDate', () => {
  it('writes what Intl.DateTimeFormat en-US in UTC writes, every day of 1999-2031 and any time of day', () => {
    const short = intl('short')
    const long = intl('long')
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2032, 0, 1); t += 86_400_000) {
      // late in the UTC day: a local-time slip would show as the next or previous date
      const d = new Date(t + 23 * 3_600_000 + 59 * 60_000)
      expect(formatDate(d)).toBe(short.format(d))
      expect(formatDate(d, 'long')).toBe(long.format(d))
    }
  })

  it('matches Intl across years 1000-9999 and outside them', () => {
    const short = intl('short')
    const long = intl('long')
    const dates = [
      Date.UTC(1000, 0, 1),
      Date.UTC(999, 11, 31, 23, 59),
      Date.UTC(9999, 11, 31, 23, 59),
      Date.UTC(10000, 0, 1),
      Date.UTC(1, 5, 15),
      Date.UTC(-50, 2, 3),
    ]
    for (let i = 0; i < 500; i++)
      dates.push(Date.UTC(1000 + ((i * 7919) % 9000), i % 12, 1 + (i % 28)))
    for (const t of dates) {
      const d = new Date(t)
      expect(formatDate(d)).toBe(short.format(d))
      expect(formatDate(d, 'long')).toBe(long.format(d))
    }
  })

  it('takes strings and numbers, and writes nothing for a missing or invalid date', () => {
    expect(formatDate('2026-11-24T23:30:00Z')).toBe('Nov 24, 2026')
    expect(formatDate(Date.UTC(2026, 8, 5), 'long')).toBe('September 5, 2026')
    for (const v of [null, undefined, '', 'not a date', Number.NaN]) expect(formatDate(v)).toBe('')
    expect(isoDate('2026-11-24')).toBe('2026-11-24T00:00:00.000Z')
    expect(isoDate('nope')).toBeUndefined()
  })
})
