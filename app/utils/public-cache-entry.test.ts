import { expect, test } from 'vitest'
import { inlineScripts, makeEntry } from './public-cache-entry.server'
import { cspForCachedHtml } from './security-headers.server'

const html = [
  '<!DOCTYPE html><html><head><style>p{content:"<script>"}</style>',
  '<script type="module">import("/a.js")</script><script src="/b.js"></script></head>',
  '<body><p>Café « déjà » — ✓ &lt;script&gt;</p>',
  '<script>window.x = "naïve ✓"</script><script type="application/ld+json">{"a":"é"}</script>',
  '</body></html>',
].join('')

test('the CSP of a stored page hashes the same scripts as a scan of the whole page', () => {
  expect(cspForCachedHtml(inlineScripts(Buffer.from(html)))).toBe(cspForCachedHtml(html))
  const entry = makeEntry(200, new Headers({ 'content-type': 'text/html' }), Buffer.from(html))
  expect(entry.head['content-security-policy']).toBe(cspForCachedHtml(html))
  expect(cspForCachedHtml(html)).toMatch(/sha256-/)
})

test('a page without scripts, or with an unclosed one, has no script text', () => {
  expect(inlineScripts(Buffer.from('<p>none</p>'))).toBe('')
  expect(inlineScripts(Buffer.from('<p>x</p><script>let a'))).toBe('')
})
