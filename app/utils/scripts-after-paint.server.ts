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
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm
const SCRIPT_OPEN = Buffer.from('<script')
const SCRIPT_CLOSE = Buffer.from('</script>')
const MODULE_TAG = /^<script\b[^>]*\btype="module"/

/**
 * Where the body's first module script (`<script … type="module" …>code</script>`) has its code,
 * found in the bytes: decoding a whole page to search it as a string, then encoding it again, cost
 * more than the rewrite itself.
 */
function moduleScriptCode(body: Buffer): { start: number; end: number } | null {
  for (let at = body.indexOf(SCRIPT_OPEN); at !== -1; at = body.indexOf(SCRIPT_OPEN, at + 1)) {
    const tagEnd = body.indexOf(0x3e, at)
    if (tagEnd === -1) return null
    // a tag's name and attributes are ASCII as React writes them
    if (!MODULE_TAG.test(body.toString('latin1', at, tagEnd))) continue
    const end = body.indexOf(SCRIPT_CLOSE, tagEnd + 1)
    return end === -1 ? null : { start: tagEnd + 1, end }
  }
  return null
}

/**
 * A page's head without its module preloads, and its body (from `</head>` on) with React Router's
 * module script made to wait for the first paint (above), the rest of the body's bytes as they
 * are; null when either is not there in the form React Router writes it (a static import of
 * another form, no preload): the page is then written unchanged.
 */
export function scriptsAfterFirstPaint(
  head: string,
  body: Buffer,
): { head: string; body: Buffer[] } | null {
  const preloads = [...head.matchAll(PRELOAD)].map((m) => m[1]!)
  if (preloads.length === 0) return null
  const script = moduleScriptCode(body)
  if (!script) return null
  const code = body.toString('utf8', script.start, script.end)
  const imports = [...code.matchAll(ROUTE_IMPORT)]
  const rest = code.replace(ROUTE_IMPORT, '')
  // any other static import (or an export) would not survive the rewrite: leave the page as it is
  if (imports.length === 0 || /^\s*(import\s*[^\s(]|export\b)/m.test(rest)) return null
  const names = imports.map((m) => m[1]).join(', ')
  const loads = imports.map((m) => `import(${m[2]})`).join(', ')
  const waited =
    `await (${AFTER_FIRST_PAINT})(${JSON.stringify(preloads)});\n` +
    `const [${names}] = await Promise.all([${loads}]);` +
    rest
  return {
    head: head.replace(PRELOAD, ''),
    body: [body.subarray(0, script.start), Buffer.from(waited), body.subarray(script.end)],
  }
}
