// The page's scripts wait for its first paint (docs/decisions/0020-lcp.md). The server-rendered
// page paints without them; on a slow link every kilobyte of script fetched before then (the
// framework alone is 109 KB) takes bandwidth from the document, the LCP image and the fonts. So the
// head lists no module preload, and React Router's module script first waits until the page's
// high-priority images are decoded and a frame has been painted (at most 2.5 s, or until the first
// pointer or key press), then adds the preloads (all at once: no waterfall) and imports the route
// modules, as its static imports did. Production pages whose whole shell is written at once only
// (first-paint.server.ts); anything else passes unchanged.

/* v8 ignore start: runs in the browser, inside the page's module script (first-paint e2e spec) */
function afterFirstPaint(preloads: string[]): Promise<void> {
  return new Promise((resolve) => {
    let started = false
    function start() {
      if (started) return
      started = true
      for (const href of preloads) {
        const link = document.createElement('link')
        link.rel = 'modulepreload'
        link.href = href
        link.setAttribute('fetchpriority', 'low')
        document.head.appendChild(link)
      }
      resolve()
    }
    setTimeout(start, 2500)
    addEventListener('pointerdown', start, { once: true, capture: true })
    addEventListener('keydown', start, { once: true, capture: true })
    const images = [...document.querySelectorAll('img[fetchpriority="high"]')] as HTMLImageElement[]
    Promise.all(images.map((img) => img.decode().catch(() => {}))).then(() =>
      requestAnimationFrame(() => setTimeout(start, 0)),
    )
  })
}
/* v8 ignore stop */
const AFTER_FIRST_PAINT = afterFirstPaint.toString()

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm

/**
 * The document with its head's module preloads taken out and React Router's module script made to
 * wait for the first paint (above); unchanged when either is not there in the form React Router
 * writes it (a static import of another form, no preload).
 */
export function scriptsAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) return html
  const head = html.slice(0, headEnd)
  const preloads = [...head.matchAll(PRELOAD)].map((m) => m[1]!)
  const script = MODULE_SCRIPT.exec(html.slice(headEnd))
  if (preloads.length === 0 || !script) return html
  const code = script[2]!
  const imports = [...code.matchAll(ROUTE_IMPORT)]
  const rest = code.replace(ROUTE_IMPORT, '')
  // any other static import (or an export) would not survive the rewrite: leave the page as it is
  if (imports.length === 0 || /^\s*(import\s*[^\s(]|export\b)/m.test(rest)) return html
  const names = imports.map((m) => m[1]).join(', ')
  const loads = imports.map((m) => `import(${m[2]})`).join(', ')
  const waited =
    `await (${AFTER_FIRST_PAINT})(${JSON.stringify(preloads)});\n` +
    `const [${names}] = await Promise.all([${loads}]);` +
    rest
  const at = headEnd + script.index
  return (
    head.replace(PRELOAD, '') +
    html.slice(headEnd, at) +
    script[1] +
    waited +
    script[3] +
    html.slice(at + script[0].length)
  )
}
