import { describe, expect, test } from 'vitest'
import { scriptsAfterFirstPaint } from './scripts-after-paint.server'

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" fetchpriority="low" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" fetchpriority="low" nonce="n1"/>' +
  '<link rel="icon" href="/favicon.svg"/><style>p{}</style></head>'
const SCRIPT =
  '<script nonce="n1" type="module" async="">;\n' +
  'import * as route0 from "/assets/root-B.js";\n' +
  'import * as route1 from "/assets/home-C.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script>'
const page = (script: string) =>
  `${HEAD}<body><p>Hello</p><script nonce="n1">window.x=1</script>${script}</body></html>`

/** The page rewritten as the first-paint stream does it (head as text, body as bytes), or null. */
function rewrite(html: string): string | null {
  const at = html.indexOf('</head>')
  const result = scriptsAfterFirstPaint(html.slice(0, at), Buffer.from(html.slice(at)))
  return result && result.head + Buffer.concat(result.body).toString('utf8')
}

describe('scripts after the first paint', () => {
  test('the head preloads no module; the module script waits, then preloads and imports them', () => {
    const html = rewrite(page(SCRIPT))!
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toContain('modulepreload')
    expect(head).toContain('<link rel="icon" href="/favicon.svg"/><style>p{}</style>')
    const code = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!
    expect(code).toMatch(
      /^await \(function afterFirstPaint[\s\S]*\)\(\["\/assets\/entry\.client-A\.js","\/assets\/root-B\.js"\]\);\n/,
    )
    expect(code).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-C.js")]);',
    )
    expect(code).not.toMatch(/^import \*/m)
    expect(code).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    )
    expect(code.trimEnd()).toMatch(/import\("\/assets\/entry\.client-A\.js"\);$/)
    // the rest of the page is untouched
    expect(html).toContain('<body><p>Hello</p><script nonce="n1">window.x=1</script><script')
    // the rewritten script is valid module code
    expect(
      () => new Function(`return async () => {${code.replace(/\bimport\(/g, 'f(')}}`),
    ).not.toThrow()
  })

  test('the module script is found after other scripts, in a page with text of several bytes per character', () => {
    const script = SCRIPT.replace(
      '<script nonce="n1" type="module" async="">',
      '<script type="module">',
    )
    const html = rewrite(
      page(script).replace(
        '<p>Hello</p>',
        '<p>Game Face ’25 · “Fit Check” — é</p><scripts>x</scripts>',
      ),
    )!
    expect(html).toContain('<p>Game Face ’25 · “Fit Check” — é</p><scripts>x</scripts>')
    expect(html).toContain('<script type="module">await (function afterFirstPaint(')
    expect(html).toContain('<script nonce="n1">window.x=1</script>')
    expect(html.endsWith('import("/assets/entry.client-A.js");</script></body></html>')).toBe(true)
  })

  test('a page without preloads, without the module script or with another import is left as it is', () => {
    const noPreload = page(SCRIPT).replace(/<link rel="modulepreload"[^>]*\/>/g, '')
    expect(rewrite(noPreload)).toBeNull()
    expect(rewrite(page(''))).toBeNull()
    expect(rewrite(page(SCRIPT.replace('</script>', '')))).toBeNull()
    const other = page(SCRIPT.replace(';\n', ';\nimport "/assets/side-effect.js";\n'))
    expect(rewrite(other)).toBeNull()
  })
})
