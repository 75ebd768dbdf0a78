// Browser-safe. The one rule for addresses an editor or admin types in (redirect targets, the
// favicon, logos and social images, social links, affiliate links, privacy policies): read with the
// URL parser, never with string checks alone. Browsers strip tabs and newlines and treat a
// backslash as a slash, so `/\evil.example` is `//evil.example`, another site; such characters are
// refused outright rather than cleaned up.
const BASE = 'https://site.invalid'
/** Spaces, control characters (C0, DEL, C1) and backslashes: never in an address we store. */
const UNSAFE = /[\s\u0000-\u001f\u007f-\u009f\\]/

/**
 * A path on this site: one leading slash, no scheme or host, no `.` or `..` segment, and the URL
 * parser reads it as a path of this site. A query and fragment only when `query` is true.
 */
export function isSitePath(value: string, { query = false } = {}): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return false
  if (!query && /[?#]/.test(value)) return false
  const pathPart = value.split(/[?#]/, 1)[0]!
  if (/(^|\/)\.\.?(\/|$)/.test(pathPart) || /%2e/i.test(pathPart)) return false
  try {
    const url = new URL(value, BASE)
    return url.origin === BASE && !url.pathname.startsWith('//')
  } catch {
    return false
  }
}

/**
 * An address on another site: `http://` or `https://` written out, a host, no user name or
 * password in it (`https://site.example@evil.example`), no space, control character or backslash.
 */
export function isWebUrl(value: string, { httpsOnly = false } = {}): boolean {
  if (!(httpsOnly ? /^https:\/\//i : /^https?:\/\//i).test(value) || UNSAFE.test(value))
    return false
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:')) &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    )
  } catch {
    return false
  }
}
