import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { contentSecurityPolicy, cspForCachedHtml, newNonce } from './security-headers.server'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

test('a cached page is allowed its own inline scripts by hash, and nothing else inline', () => {
  const html =
    '<html><head><script nonce="abc">window.__ctx = {"a":1}</script>' +
    '<script type="module" nonce="abc">import "/assets/entry.js"</script>' +
    '<script type="application/ld+json">{"@type":"Article"}</script>' +
    '<script src="/assets/x.js"></script></head></html>'
  const csp = cspForCachedHtml(html)
  expect(csp).toContain(sha('window.__ctx = {"a":1}'))
  expect(csp).toContain(sha('import "/assets/entry.js"'))
  // data blocks and external scripts need no hash
  expect(csp).not.toContain(sha('{"@type":"Article"}'))
  expect(csp).not.toContain('nonce-')
  expect(csp).not.toContain("'unsafe-inline' 'sha")
  expect(csp).toMatch(/script-src 'self' 'sha256-/)
})

test('the policy forbids framing, plugins and foreign scripts; nonces are random', () => {
  const csp = contentSecurityPolicy([`'nonce-x'`])
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("base-uri 'self'")
  expect(csp).toContain("script-src 'self' 'nonce-x'")
  expect(newNonce()).not.toBe(newNonce())
  expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/)
})
