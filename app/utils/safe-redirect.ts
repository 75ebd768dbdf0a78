// The one place a redirect target that came from input (a query string, a form field) is turned into
// a Location. Parsing with the URL parser, not string checks, is what catches the tricks browsers
// accept: tabs and newlines are stripped (`/\t/evil.example` is `//evil.example`), backslashes count as
// slashes (`/\evil`), and `javascript:` or `https://evil` carry their own origin.
const BASE = 'https://site.invalid'

/** A same-site path + search + hash for `value`, or `fallback` when it would leave the site. */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return fallback
  // only paths; a full URL of our own origin is not needed by any form
  if (!value.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host
  const path = url.pathname.replace(/^\/{2,}/, '/')
  return path + url.search + url.hash
}
