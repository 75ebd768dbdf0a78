// The link check shared by the rich-text schema (server) and the admin editor (browser).

/**
 * The link targets an article may carry: http(s) URLs, mailto: and site-relative paths. Everything
 * else (javascript:, data:, vbscript:, protocol-relative //host, relative paths) is refused, and so
 * are control characters and spaces, which browsers strip before reading a scheme.
 */
export function safeHref(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const href = raw.trim()
  if (!href || href.length > 2048) return null
  if (/[\u0000-\u0020\u007f\\]/.test(href)) return null
  if (href.startsWith('/')) return href.startsWith('//') ? null : href
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (scheme === 'mailto') return href.length > 'mailto:'.length ? href : null
  if (scheme !== 'http' && scheme !== 'https') return null
  try {
    return new URL(href).hostname ? href : null
  } catch {
    return null
  }
}
