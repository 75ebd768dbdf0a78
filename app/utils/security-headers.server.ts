// Security headers on every response: the app's, the public HTML cache's, static files and the
// server's own 413/405/400 answers alike. server.mjs calls applySecurityHeaders() first thing for
// each request. See docs/decisions/0010-security-headers-csp.md for the nonce and cache design.
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getEnv } from './env.server'

/** The request header server.mjs uses to hand the response's nonce to React Router. */
export const NONCE_HEADER = 'x-csp-nonce'

export function newNonce() {
  return randomBytes(16).toString('base64')
}

/**
 * The Content-Security-Policy. `scriptSources` is either a nonce (uncached responses) or the hashes
 * of the inline scripts of a cached page. Styles keep 'unsafe-inline': React renders style
 * attributes (Radix positioning, progress bars) and the toaster injects a <style>; scripts are the
 * risk CSP guards against here.
 */
export function contentSecurityPolicy(scriptSources: string[]) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    // article embeds (features/articles/embeds.ts): created only after a click and consent
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.tiktok.com https://www.instagram.com https://open.spotify.com https://platform.twitter.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(getEnv().SITE_URL.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** The headers that do not depend on the response. */
export function staticSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  if (getEnv().SITE_URL.startsWith('https:'))
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/**
 * The names and values applySecurityHeaders() sets, in its order, with a placeholder for the CSP
 * (which a cached page replaces with its own): what the public cache's fast path starts from.
 */
export function securityHeaderList(): Array<[string, string]> {
  return [
    ...Object.entries(staticSecurityHeaders()),
    ['Content-Security-Policy', contentSecurityPolicy([])],
  ]
}

/**
 * Sets every security header on `res` and gives the request a fresh nonce (replacing any value the
 * client sent) that the HTML renderer puts on React Router's inline scripts.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse) {
  const nonce = newNonce()
  req.headers[NONCE_HEADER] = nonce
  for (const [name, value] of Object.entries(staticSecurityHeaders())) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`]))
  return nonce
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * For a page kept in the shared cache: its nonce would be the same for every reader, so the cached
 * copy is served with the hashes of its inline scripts instead (computed once per entry).
 */
export function cspForCachedHtml(html: string) {
  const hashes = new Set<string>()
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs!)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs!)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  }
  return contentSecurityPolicy([...hashes])
}
