import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, test } from 'vitest'
import { injectIntoHead, lowerModulePreloads } from './first-paint.server'
import { parseCss } from './used-css.server'

const HEAD =
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/>' +
  '<link rel="icon" href="/favicon.svg"/>'
const BODY = '</head><body><p>Hello</p></body></html>'

/** The HTML after the transform, fed in the given pieces (React writes the shell in chunks). */
async function run(pieces: string[], css = 'body{color:red}') {
  return text(Readable.from(pieces.map((p) => Buffer.from(p))).pipe(injectIntoHead({ css }, 'n1')))
}

describe('first paint', () => {
  test('the stylesheet text goes into the head, just before </head>, with the nonce', async () => {
    const html = await run([HEAD + BODY])
    expect(html).toContain('<style nonce="n1">body{color:red}</style></head><body>')
    expect(html.match(/<style/g)).toHaveLength(1)
  })

  test('a head split over several chunks (even inside </head>) is put together first', async () => {
    const whole = HEAD + BODY
    const cut = whole.indexOf('</head>') + 3
    const html = await run([whole.slice(0, 20), whole.slice(20, cut), whole.slice(cut)])
    expect(html).toBe(
      lowerModulePreloads(HEAD) + '<style nonce="n1">body{color:red}</style>' + BODY,
    )
  })

  test('a disabled link names each inlined file, so lazy chunks do not fetch it again', async () => {
    const html = await text(
      Readable.from([Buffer.from(HEAD + BODY)]).pipe(
        injectIntoHead({ css: 'p{}', files: ['/assets/core-X.css'] }, undefined),
      ),
    )
    expect(html).toContain(
      '<style>p{}</style><link rel="stylesheet" href="/assets/core-X.css" disabled/></head>',
    )
  })

  test('module preloads of the head ask for a low priority; nothing else changes', () => {
    const head = lowerModulePreloads(HEAD)
    expect(head).toContain(
      '<link rel="modulepreload" href="/assets/entry.client-A.js" fetchpriority="low" nonce="n1"/>',
    )
    expect(head.match(/fetchpriority="low"/g)).toHaveLength(2)
    expect(head).toContain('<link rel="icon" href="/favicon.svg"/>')
  })

  test('the body passes untouched, and a document without a head is passed on as it is', async () => {
    const body = '<p>rel="modulepreload" href="x"</p>'
    expect(await run([HEAD, '</head><body>', body])).toContain(`<body>${body}`)
    expect(await run(['{"not":"html"}'])).toBe('{"not":"html"}')
  })

  test('used: only the rules the body uses, then a script that adds the file later', async () => {
    const css = '@layer base{body{margin:0}}.flex{display:flex}.grid{display:grid}'
    const inline = { css, files: ['/assets/core-X.css'], nodes: parseCss(css) }
    const whole = HEAD + '</head><body><div class="flex">Hello</div></body></html>'
    const cut = whole.indexOf('</head>') + 3
    // React writes the shell in several chunks of the same turn: the transform waits for all
    const pieces = [whole.slice(0, 20), whole.slice(20, cut), whole.slice(cut)]
    const html = await text(
      Readable.from(pieces.map((p) => Buffer.from(p))).pipe(
        injectIntoHead(inline, 'n1', { used: true }),
      ),
    )
    expect(html).toContain(
      '<style nonce="n1">@layer base{body{margin:0}}.flex{display:flex}</style><script nonce="n1">(',
    )
    expect(html).toContain(')(["/assets/core-X.css"])</script>')
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/core-X.css"/></noscript></head><body><div class="flex">',
    )
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1)
    expect(html.endsWith('</body></html>')).toBe(true)
  })

  test('used: the module script of the shell waits for the first paint; the head preloads none', async () => {
    const script =
      '<script nonce="n1" type="module" async="">;\nimport * as route0 from "/assets/root-B.js";\n' +
      'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>'
    const css = '.flex{display:flex}'
    const inline = { css, files: ['/assets/core-X.css'], nodes: parseCss(css) }
    const html = await text(
      Readable.from([Buffer.from(HEAD + '</head><body><div class="flex">Hi</div>' + script)]).pipe(
        injectIntoHead(inline, 'n1', { used: true }),
      ),
    )
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<style nonce="n1">.flex{display:flex}</style>')
    expect(html).toContain('type="module" async="">await (function afterFirstPaint(')
    expect(html).toContain('const [route0] = await Promise.all([import("/assets/root-B.js")]);')
  })
})
