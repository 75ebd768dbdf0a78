// The JavaScript a page makes the browser download, from the client build's React Router manifest:
// the entry module and, for every route the page matches, its module and the modules it preloads
// (React Router renders one <link rel="modulepreload"> for each). The manifest file itself is not
// counted: with lazy route discovery the page inlines the part it needs. Sizes are
// gzip level 9 (what a CDN or the compression middleware sends, give or take a few bytes).
//
// `node scripts/js-budget.mjs` (run by `npm run test:budget` after a build) fails when a page passes
// its budget. `--json` prints the figures for scripts/bench.mjs; `--verbose` lists files.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

// React DOM, React Router and React alone are 104.6 KiB gzip of these figures (one chunk, see
// docs/decisions/0013-javascript-budget.md for why the 90 KiB is out of reach with them); the
// budgets sit a few KiB above what each page loads now, so the rest cannot grow back unnoticed
export const BUDGETS_KIB = { article: 134, home: 144, explore: 134, products: 132 }
export const ARTICLE_BUDGET_KIB = BUDGETS_KIB.article
export const PAGES = {
  article: ['root', 'routes/site/layout', 'hub-article'],
  home: ['root', 'routes/site/layout', 'routes/site/home'],
  explore: ['root', 'routes/site/layout', 'routes/site/explore'],
  products: ['root', 'routes/site/layout', 'routes/site/products'],
}

function loadManifest(clientDir) {
  const assets = path.join(clientDir, 'assets')
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`)
  const text = readFileSync(path.join(assets, file), 'utf8')
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)
  return { manifest: JSON.parse(json) }
}

/** The files and gzip bytes of one page's JavaScript. */
export function pageJs(
  routeIds,
  clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client'),
) {
  const { manifest } = loadManifest(clientDir)
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (const id of routeIds) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`route ${id} is not in the manifest`)
    urls.add(route.module)
    for (const u of route.imports ?? []) urls.add(u)
  }
  const files = [...urls].map((url) => {
    const body = readFileSync(path.join(clientDir, url))
    return { url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }
  })
  files.sort((a, b) => b.gzip - a.gzip)
  const gzip = files.reduce((n, f) => n + f.gzip, 0)
  const bytes = files.reduce((n, f) => n + f.bytes, 0)
  return { files, count: files.length, bytes, gzip, gzipKiB: gzip / 1024 }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const results = Object.fromEntries(
    Object.entries(PAGES).map(([name, ids]) => [name, pageJs(ids)]),
  )
  if (args.includes('--json')) {
    console.log(
      JSON.stringify(
        Object.fromEntries(
          Object.entries(results).map(([k, r]) => [
            k,
            { count: r.count, bytes: r.bytes, gzip: r.gzip },
          ]),
        ),
      ),
    )
  } else {
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `${name.padEnd(9)} ${r.gzipKiB.toFixed(1).padStart(6)} KiB gzip in ${r.count} files`,
      )
      if (args.includes('--verbose'))
        for (const f of r.files)
          console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KiB ${f.url}`)
    }
  }
  const over = Object.entries(BUDGETS_KIB).filter(([name, kib]) => results[name].gzipKiB > kib)
  for (const [name, kib] of over)
    console.error(
      `JavaScript budget: the ${name} page loads ${results[name].gzipKiB.toFixed(1)} KiB gzip, over ${kib} KiB`,
    )
  if (over.length) process.exit(1)
}
