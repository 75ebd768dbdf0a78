// First paint on a slow phone (docs/decisions/0014-first-paint.md): the rules of the site's one
// stylesheet (Tailwind, app/app.css) that the page uses are written into its <head> as a <style>,
// and the file itself loads without blocking, so the first paint waits for the document only, not
// for a second request queued behind the module preloads; and those preloads ask for a low
// priority, so the LCP image and the fonts go first (with `used`, the default, the scripts wait for
// the first paint altogether: scripts-after-paint.server.ts). INLINE_CSS=all inlines the whole file.
// Production builds only; the dev server keeps Vite's link.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { fileURLToPath } from 'node:url'
import type { EntryContext } from 'react-router'
import { fontFacesFile } from './font-faces'
import { scriptsAfterFirstPaint } from './scripts-after-paint.server'
import { parseCss, usedCssOfPage } from './used-css.server'

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
      // the build keeps the @font-face rules in a file of their own (font-faces.ts): they are
      // declared in the document only, and the file added after load declares none again
      const faces = path.join(dir, fontFacesFile(file))
      if (existsSync(faces)) css += readFileSync(faces, 'utf8')
      // a '</style' inside the text would end the element early; Tailwind never writes one
      if (css.length > MAX_INLINE_BYTES || /<\/style/i.test(css)) css = null
    } catch {
      css = null
    }
  }
  cssByHref.set(href, css)
  return css
}

export type InlineCss = { css: string; files?: string[]; nodes?: ReturnType<typeof parseCss> }

const inlinedCss = new WeakMap<object, InlineCss | null>()

/**
 * For a production render: the CSS text to write into the head; the routes of the router context
 * then list no stylesheet links any more (so <Links /> renders none, on the server and at hydration). The
 * build's manifest is changed once, in place: it is the same object React Router serves route
 * discovery (/__manifest) from, so routes the client learns about later do not bring the link back
 * either. Every route lists the same one stylesheet (app/app.css, attached to the chunk all pages
 * import). Null when anything is missing: the pages then keep their ordinary <link rel="stylesheet">.
 */
export function inlineRootCss(context: EntryContext): InlineCss | null {
  if (import.meta.env.DEV) return null
  const manifest = context.manifest
  if (!inlinedCss.has(manifest)) {
    const hrefs = manifest.routes.root?.css ?? []
    const parts = hrefs.map(readCss)
    const ok = hrefs.length > 0 && parts.every((p) => p !== null)
    if (ok)
      for (const route of Object.values(manifest.routes))
        if (route?.css) route.css = route.css.filter((href) => !hrefs.includes(href))
    const css = parts.join('\n')
    inlinedCss.set(
      manifest,
      ok ? { css, files: hrefs.map((h) => h.replace(/[?#].*$/, '')), nodes: parseCss(css) } : null,
    )
  }
  return inlinedCss.get(manifest) ?? null
}

const fontLinksAdded = new WeakSet<object>()

/**
 * For a production render whose stylesheet is not inlined (INLINE_CSS=false, or a file too large):
 * each route lists the stylesheet's @font-face file before the stylesheet itself, so the pages link
 * both (the build moved the faces out of the stylesheet, font-faces.ts). Once per manifest.
 */
export function linkFontFaces(context: EntryContext): void {
  if (import.meta.env.DEV) return
  const manifest = context.manifest
  if (fontLinksAdded.has(manifest)) return
  fontLinksAdded.add(manifest)
  const dir = clientDir()
  if (!dir) return
  // the faces file of a stylesheet (React Router may write its href with a '#' or '?' suffix)
  const facesOf = (href: string) => {
    const file = href.replace(/[?#].*$/, '')
    const faces = /^\/assets\/[\w.-]+\.css$/.test(file) ? fontFacesFile(file) : null
    return faces && existsSync(path.join(dir, faces)) ? [faces] : []
  }
  for (const route of Object.values(manifest.routes))
    if (route?.css) route.css = route.css.flatMap((href) => [...facesOf(href), href])
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
 * What goes before </head>: the stylesheet as a <style>; the whole of it, or (`used`) only the
 * rules the page's HTML uses, followed then by a script that adds the file itself once the page
 * has loaded (at the first idle moment, or at the first pointer or key press if that comes first),
 * and a <noscript> link for readers without scripts. The file serves what the page shows later
 * (client navigations, states a click turns on); it repeats the inlined rules in the same order,
 * except the @font-face rules, which are declared once (in the <style>), so applying it changes nothing
 * on screen and lays out no text again. A lazy chunk imported before then gets the file from
 * Vite's loader, which waits for it before the chunk renders. With the whole stylesheet inline, a
 * disabled link (never fetched) names each file instead, so Vite's loader does not fetch it again.
 */
export function headStyle(
  { css, files = [], nodes }: InlineCss,
  nonce: string | undefined,
  body: Buffer | null,
): string {
  const n = nonce ? ` nonce="${nonce}"` : ''
  if (body === null || !nodes || files.length === 0)
    return `<style${n}>${css}</style>${files.map((f) => `<link rel="stylesheet" href="${f}" disabled/>`).join('')}`
  const fallback = files.map((f) => `<link rel="stylesheet" href="${f}"/>`).join('')
  return (
    `<style${n}>${usedCssOfPage(nodes, body)}</style>` +
    `<script${n}>(${ADD_STYLESHEETS})(${JSON.stringify(files)})</script>` +
    `<noscript>${fallback}</noscript>`
  )
}

/* v8 ignore start: runs in the browser, as the page's inline script (first-paint e2e spec) */
function addStylesheets(files: string[]) {
  function add() {
    for (const href of files) {
      // Vite's loader may have added it already, for a lazy chunk, with the absolute address
      const url = new URL(href, location.href).href
      const links = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
      if ([...links].some((link) => link.href === url)) continue
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      document.head.appendChild(link)
    }
  }
  function later() {
    if ('requestIdleCallback' in window) requestIdleCallback(add, { timeout: 2000 })
    else setTimeout(add, 200)
  }
  if (document.readyState === 'complete') later()
  else addEventListener('load', later, { once: true })
  addEventListener('pointerdown', add, { once: true, capture: true })
  addEventListener('keydown', add, { once: true, capture: true })
}
/* v8 ignore stop */
const ADD_STYLESHEETS = addStylesheets.toString()

/**
 * A stream that writes the stylesheet (headStyle) just before the first `</head>` of the HTML
 * passing through it, and lowers the priority of the head's module preloads; the rest passes
 * untouched. With `used`, it waits for the whole shell React writes at once (all of it is written
 * in the same turn of the event loop) to read the classes of the body; anything React streams
 * later (a suspended part) is styled by the stylesheet file. React skips elements it did not
 * render in <head> when it hydrates, so the style and links stay.
 */
export function injectIntoHead(
  inline: InlineCss,
  nonce: string | undefined,
  { used = false }: { used?: boolean } = {},
): Transform {
  const marker = Buffer.from('</head>')
  // the chunks held back, joined once when released (joining at each chunk copied the page ~50 times)
  let pending: Buffer[] | null = []
  let size = 0
  let tail = Buffer.alloc(0)
  let scheduled = false
  // the buffered HTML with the style in its head (or as it is without a head); null when done
  function release(): Buffer | null {
    if (pending === null) return null
    const html = pending.length === 1 ? pending[0]! : Buffer.concat(pending, size)
    pending = null
    const at = html.indexOf(marker)
    if (at === -1) return html
    const head = lowerModulePreloads(html.toString('utf8', 0, at))
    const body = html.subarray(at)
    if (!used) return Buffer.concat([Buffer.from(head + headStyle(inline, nonce, null)), body])
    // the whole shell is here: its scripts can wait for the first paint too. The body stays bytes:
    // only its class attributes and its module script are read
    const style = headStyle(inline, nonce, body)
    const waited = scriptsAfterFirstPaint(head, body)
    return waited
      ? Buffer.concat([Buffer.from(waited.head + style), ...waited.body])
      : Buffer.concat([Buffer.from(head + style), body])
  }
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (pending === null) return callback(null, chunk)
      pending.push(chunk)
      size += chunk.length
      if (!used) {
        // the head is enough: write it out as soon as it is complete ('</head>' may begin in the
        // last bytes held before this chunk)
        const around = Buffer.concat([tail, chunk])
        if (around.indexOf(marker) !== -1) return callback(null, release())
        tail = around.subarray(Math.max(0, around.length - marker.length + 1))
      } else if (!scheduled) {
        scheduled = true
        setImmediate(() => {
          const out = release()
          if (out) this.push(out)
        })
      }
      // no head in the first 512 KiB: not a page of ours, pass it on as it is
      if (!used && size > 512 * 1024) return callback(null, release())
      callback()
    },
    flush(callback) {
      const out = release()
      callback(null, out && out.length > 0 ? out : undefined)
    },
  })
}
