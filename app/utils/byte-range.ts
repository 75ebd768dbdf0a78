// The Range request header, for resource routes that serve files (media).

/**
 * One byte range (RFC 9110 section 14.1.2): "bytes=a-b", "bytes=a-" or "bytes=-n", as inclusive
 * [start, end]. A range that starts past the end, ends before it starts or asks for no bytes is
 * unsatisfiable (416). Several ranges, or another unit, are ignored: the whole file is sent (200).
 */
export function parseRange(
  header: string,
  size: number,
): [number, number] | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/i.exec(header.trim())
  if (!m) return /^bytes=/i.test(header.trim()) && !header.includes(',') ? 'unsatisfiable' : null
  const [, a, b] = m
  if (!a && !b) return 'unsatisfiable'
  if (!a) {
    const suffix = Number(b)
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return [Math.max(0, size - suffix), size - 1]
  }
  const start = Number(a)
  const end = b ? Math.min(Number(b), size - 1) : size - 1
  if (start >= size || (b && Number(b) < start)) return 'unsatisfiable'
  return [start, end]
}
