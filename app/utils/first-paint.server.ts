// First paint on a slow phone (docs/decisions/0014-first-paint.md): the site's one stylesheet
// (Tailwind, app/app.css) is written into the page's <head> as a <style> instead of a
// render-blocking <link>, so the first paint waits for the document only, not for a second request
// queued behind the module preloads; and those preloads ask for a low priority, so the LCP image and
// the fonts go first. Production builds only; the dev server keeps Vite's link.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { fileURLToPath } from 'node:url'
import type { EntryContext } from 'react-router'

// a stylesheet larger than this stays a link (inlining it would cost more than the request)
const MAX_INLINE_BYTES = 160 * 1024

const cssByHref = new Map<string, string | null>()

/** build/client, found from this module's place in build/server (index.js or a chunk in assets/). */
function clientDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 3; i++) {
    const candidate = path.join(dir, 'client')
    if (existsSync(candidate)) return candidate
    dir = path.dirname(dir)
  }
  return null
}

function readCss(href: string): string | null {
  if (cssByHref.has(href)) return cssByHref.get(href)!
  let css: string | null = null
  // React Router may write the href with a '#' (or '?') suffix; the file is the path before it
  const file = href.replace(/[?#].*$/, '')
  const dir = /^\/assets\/[\w.-]+\.css$/.test(file) ? clientDir() : null
  if (dir) {
    try {
      css = readFileSync(path.join(dir, file), 'utf8')
      // a '</style' inside the text would end the element early; Tailwind never writes one
      if (css.length > MAX_INLINE_BYTES || /<\/style/i.test(css)) css = null
    } catch {
      css = null
    }
  }
  cssByHref.set(href, css)
  return css
}

const inlinedCss = new WeakMap<object, { css: string; files: string[] } | null>()

/**
 * For a production render: the CSS text to write into the head; the routes of the router context
 * then list no stylesheet links any more (so <Links /> renders none, on the server and at hydration). The
 * build's manifest is changed once, in place: it is the same object React Router serves route
 * discovery (/__manifest) from, so routes the client learns about later do not bring the link back
 * either. Every route lists the same one stylesheet (app/app.css, attached to the chunk all pages
 * import). Null when anything is missing: the pages then keep their ordinary <link rel="stylesheet">.
 */
export function inlineRootCss(context: EntryContext): { css: string; files: string[] } | null {
  if (import.meta.env.DEV) return null
  const manifest = context.manifest
  if (!inlinedCss.has(manifest)) {
    const hrefs = manifest.routes.root?.css ?? []
    const parts = hrefs.map(readCss)
    const ok = hrefs.length > 0 && parts.every((p) => p !== null)
    if (ok)
      for (const route of Object.values(manifest.routes))
        if (route?.css) route.css = route.css.filter((href) => !hrefs.includes(href))
    inlinedCss.set(
      manifest,
      ok ? { css: parts.join('\n'), files: hrefs.map((h) => h.replace(/[?#].*$/, '')) } : null,
    )
  }
  return inlinedCss.get(manifest) ?? null
}

/**
 * The module preloads React Router writes into the head (every chunk the page hydrates with) ask
 * for fetchpriority="low": the browser then gives the connection to the document, the LCP image
 * and the fonts first, and fetches the scripts, which the first paint does not need, after them.
 * React matches its <link> elements by rel and href when it hydrates; the extra attribute stays.
 */
export function lowerModulePreloads(head: string): string {
  return head.replace(/<link rel="modulepreload" href="[^"]*"/g, '$& fetchpriority="low"')
}

/**
 * A stream that writes `<style>css</style>` just before the first `</head>` of the HTML passing
 * through it, and lowers the priority of the head's module preloads; the rest passes untouched.
 * React skips elements it did not render in <head> when it hydrates, so the style stays.
 */
export function injectIntoHead(
  { css, files = [] }: { css: string; files?: string[] },
  nonce: string | undefined,
): Transform {
  // a disabled link (never fetched) names each file the style holds: Vite's loader of lazy chunks
  // skips a stylesheet the page already links, instead of fetching the same CSS a second time
  const marks = files.map((f) => `<link rel="stylesheet" href="${f}" disabled/>`).join('')
  const style = Buffer.from(`<style${nonce ? ` nonce="${nonce}"` : ''}>${css}</style>${marks}`)
  const marker = Buffer.from('</head>')
  let pending: Buffer | null = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (pending === null) return callback(null, chunk)
      pending = Buffer.concat([pending, chunk])
      const at = pending.indexOf(marker)
      if (at !== -1) {
        const head = lowerModulePreloads(pending.subarray(0, at).toString('utf8'))
        const out = Buffer.concat([Buffer.from(head), style, pending.subarray(at)])
        pending = null
        return callback(null, out)
      }
      // no head in the first 512 KiB: not a page of ours, pass it on as it is
      if (pending.length > 512 * 1024) {
        const out = pending
        pending = null
        return callback(null, out)
      }
      callback()
    },
    flush(callback) {
      callback(null, pending && pending.length > 0 ? pending : undefined)
    },
  })
}
