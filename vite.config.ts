import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { ChunkingContext } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'
import { fontFacesFile, splitFontFaces } from './app/utils/font-faces.js'

export const alias = [
  { find: /^#app\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'app') + '/$1' },
  { find: /^#tests\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'tests') + '/$1' },
]

/**
 * The lucide icon modules (`arrow-left.mjs`) imported by files outside the back office, read from the
 * sources: `import { ArrowLeft, ... } from 'lucide-react'` mapped through lucide's own export list.
 */
const LUCIDE_DIR = path.resolve(import.meta.dirname, 'node_modules/lucide-react/dist/esm')
const LUCIDE_FILE_OF = new Map<string, string>()
for (const [, names, file] of readFileSync(
  path.join(LUCIDE_DIR, 'lucide-react.mjs'),
  'utf8',
).matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+\.mjs)'/g))
  for (const [, name] of names!.matchAll(/default as (\w+)/g)) LUCIDE_FILE_OF.set(name!, file!)
/** The names a module's source imports from 'lucide-react'. */
function lucideImports(source: string) {
  return [...source.matchAll(/import\s*\{([^}]+)\}\s*from\s*['"]lucide-react['"]/g)].flatMap(
    ([, names]) => names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!),
  )
}

function publicIconFiles(only?: RegExp) {
  const fileOf = LUCIDE_FILE_OF
  const backOffice = /[\\/](admin|audit|moderation|users|media)[\\/]|admin/
  const files = new Set<string>()
  const appDir = path.resolve(import.meta.dirname, 'app')
  for (const rel of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(rel) || backOffice.test(`/${rel}`)) continue
    if (only && !only.test(rel)) continue
    const source = readFileSync(path.join(appDir, rel), 'utf8')
    for (const name of lucideImports(source)) if (fileOf.has(name)) files.add(fileOf.get(name)!)
  }
  return files
}
const PUBLIC_ICON_FILES = publicIconFiles()
// The icons the frame's and the article page's lazy parts (menus, search, sign-in) import; those of
// the first paint go to the frame chunks below, the rest of the public site's to a second chunk.
const FRAME_ICON_FILES = publicIconFiles(
  /^(root\.tsx|(components|shell)\/(site|ui)\/|components\/[\w-]+\.tsx$|features\/(accounts|articles|search)\/components\/|features\/hubs\/components\/home-hero\.tsx$|routes\/site\/(layout|article)\.tsx$)/,
)
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/

// The modules every page runs before it hydrates go into three chunks instead of 20-30 files of a
// few hundred bytes each: gzip compresses every file on its own and every file repeats its imports
// and exports (merging them took 7.6 KiB gzip off the article page, decision 0013). Found by
// following static imports (dynamic imports stay lazy chunks) from the client entry (React, React
// DOM, React Router: the framework), from root.tsx (the app's core, on every page) and from the
// public site's layout (the site frame, on every public page); each module goes to the first that
// reaches it. The icons the main public pages show on first paint go to two small chunks.
const CLIENT_ROUTE = '?__react-router-build-client-route'
const FRAME_ENTRIES: (readonly [name: string, entry: string, only?: (id: string) => boolean])[] = [
  [
    'framework',
    path.resolve(
      import.meta.dirname,
      'node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx',
    ),
  ],
  ['core', path.resolve(import.meta.dirname, 'app/root.tsx') + CLIENT_ROUTE],
  // what the site's frame shares with the back office's (cn, the user hook...) is on every page too
  [
    'core',
    path.resolve(import.meta.dirname, 'app/routes/site/layout.tsx') + CLIENT_ROUTE,
    (id) =>
      reachable(
        path.resolve(import.meta.dirname, 'app/routes/admin/layout.tsx') + CLIENT_ROUTE,
      ).has(id),
  ],
  ['site', path.resolve(import.meta.dirname, 'app/routes/site/layout.tsx') + CLIENT_ROUTE],
  // the icons of the article page, without those of the frame's lazy parts
  ['icons', routeEntry('article'), (id) => LUCIDE_ICON.test(id)],
  // then those of the other main public pages
  ...['home', 'hub', 'explore', 'products'].map(
    (page) => ['icons-pages', routeEntry(page), (id: string) => LUCIDE_ICON.test(id)] as const,
  ),
]
function routeEntry(file: string) {
  return path.resolve(import.meta.dirname, `app/routes/site/${file}.tsx`) + CLIENT_ROUTE
}
const LUCIDE_INDEX = path.join(LUCIDE_DIR, 'lucide-react.mjs')
let graph: { key: unknown; ctx: ChunkingContext; reach: Map<string, Set<string>> } | null = null
let chunkOf = new Map<string, string>()
/** The modules an entry imports statically, directly or not (lucide: only the icons named). */
function reachable(entry: string) {
  const { ctx, reach } = graph!
  let seen = reach.get(entry)
  if (seen) return seen
  seen = new Set<string>()
  const queue = [entry]
  while (queue.length) {
    const next = queue.pop()!
    if (seen.has(next)) continue
    seen.add(next)
    const info = ctx.getModuleInfo(next)
    // lucide's index imports every icon: follow only the icons this module names
    for (const imported of info?.importedIds ?? [])
      if (imported !== LUCIDE_INDEX) queue.push(imported)
      else
        for (const icon of lucideImports(info?.code ?? ''))
          if (LUCIDE_FILE_OF.has(icon))
            queue.push(path.join(LUCIDE_DIR, 'icons', LUCIDE_FILE_OF.get(icon)!))
  }
  reach.set(entry, seen)
  return seen
}
function frameChunk(id: string, ctx: ChunkingContext): string | null {
  // getModuleInfo's objects are reused within one chunking pass: a new one means a new build
  const key = ctx.getModuleInfo(FRAME_ENTRIES[0]![1])
  if (!key) return null // the server build
  if (graph?.key !== key) {
    graph = { key, ctx, reach: new Map() }
    chunkOf = new Map()
    for (const [name, entry, only] of FRAME_ENTRIES)
      for (const module of reachable(entry))
        if (!chunkOf.has(module) && (!only || only(module))) chunkOf.set(module, name)
    // the route modules themselves stay entries of their own (React Router loads them by name)
    for (const [, entry] of FRAME_ENTRIES) chunkOf.delete(entry)
  }
  return chunkOf.get(id) ?? null
}

// Packages bundled into the server build instead of loaded from node_modules at start: Node resolves,
// reads and compiles each file of an external package on its own (drizzle-orm's 180 KB package.json is
// parsed again for every one of its files; lucide-react's CommonJS build is 1.3 MB), which was a third
// of the start time (docs/decisions/0015-server-memory-and-search.md). React, React DOM and React
// Router stay external: server.mjs and the build must share one copy. Native, WASM and lazily loaded
// packages (ssr.external), Tiptap (CommonJS requiring React) and the rest stay external too.
const SERVER_BUNDLED = [
  'drizzle-orm',
  'better-auth',
  /^@better-auth\//,
  '@better-fetch/fetch',
  'better-call',
  'kysely',
  'jose',
  'zod',
  /^@noble\//,
  'rou3',
  'defu',
  '@iabtechlabtcf/core',
  'lucide-react',
  'radix-ui',
  /^@radix-ui\//,
  /^@floating-ui\//,
  'aria-hidden',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'get-nonce',
  'detect-node-es',
  'tslib',
]

// The server build wraps lucide's Icon render function with memoIcon (app/utils/icon-memo.server.ts):
// the same icon with the same props gives back the element built before. A lucide release that
// changes the module's shape fails the build here instead of silently losing the wrapper.
const LUCIDE_ICON_MODULE = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]Icon\.mjs$/
const ICON_MEMO = path.resolve(import.meta.dirname, 'app/utils/icon-memo.server.ts')
function wrapLucideIcon(code: string): string {
  const open = 'const Icon = forwardRef('
  const close = '\n);\n\nexport { Icon as default };'
  if (
    code.split(open).length !== 2 ||
    code.split(close).length !== 2 ||
    !/useLucideContext/.test(code)
  )
    throw new Error('lucide-react/dist/esm/Icon.mjs changed shape: update wrapLucideIcon')
  return (
    `import { memoIcon as __memoIcon } from ${JSON.stringify(ICON_MEMO)};\n` +
    code
      .replace(open, `${open}__memoIcon(`)
      .replace(close, `\n, useLucideContext));\n\nexport { Icon as default };`)
  )
}
const lucideSsrMemo: Plugin = {
  name: 'lucide-ssr-memo',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  transform(code, id) {
    return LUCIDE_ICON_MODULE.test(id) ? { code: wrapLucideIcon(code), map: null } : null
  },
}

// React Router reloads the current page when a route's code fails to load (a blocked or stale chunk
// after a deploy): the reader stays on the old URL and sees nothing happen. The client build makes
// the failed module a stand-in, titled 'Loading Error', whose component throws the import's error
// when it renders: the navigation completes at the new URL and the error boundary above shows
// 'Loading Error' with Refresh Page, which reloads the new URL (app/components/error-screens.tsx).
// (A rejected import would be lost for a route without a loader: React Router swallows lazy errors
// of routes it loads no data for, and renders nothing.) A React Router release that changes the
// module's shape fails the build here.
const ROUTE_MODULES =
  /node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]ssr[\\/]routeModules\.js$/
const RELOAD_ON_FAILURE = /window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\}\);/
function routeLoadFailureAsError(code: string): string {
  if (code.split(RELOAD_ON_FAILURE).length !== 2)
    throw new Error('react-router routeModules.js changed shape: update routeLoadFailureAsError')
  return code
    .replace(
      RELOAD_ON_FAILURE,
      // kept in the module cache, where <Meta> reads the title from
      'return (routeModulesCache[route.id] = { default: function RouteModuleLoadFailed() { throw error; }, meta: () => [{ title: "Loading Error" }] });',
    )
    .replace(', reloading page...`', ', showing Loading Error`')
}
const routeLoadFailure: Plugin = {
  name: 'route-load-failure-as-error',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code, id) {
    return ROUTE_MODULES.test(id) ? { code: routeLoadFailureAsError(code), map: null } : null
  },
}

// ANALYZE=1 (npm run analyze) writes a treemap of the client bundle to build/bundle-stats.html
async function bundleVisualizer(): Promise<Plugin | null> {
  if (!process.env.ANALYZE) return null
  const { visualizer } = await import('rollup-plugin-visualizer')
  const template = process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap'
  const plugin = visualizer({
    filename: `build/bundle-stats.${template === 'raw-data' ? 'json' : 'html'}`,
    template,
    gzipSize: true,
  }) as Plugin
  return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' }
}

// The client stylesheets' @font-face rules go to a file of their own (x.css -> x.fonts.css) that the
// server writes into each page with the rest of the rules it inlines, so the stylesheet added after
// load does not declare the faces a second time (app/utils/font-faces.ts, decision 0020)
function fontFacesApart(): Plugin {
  return {
    name: 'font-faces-apart',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue
        const { rest, faces } = splitFontFaces(String(asset.source))
        if (!faces) continue
        asset.source = rest
        this.emitFile({ type: 'asset', fileName: fontFacesFile(asset.fileName), source: faces })
      }
    },
  }
}

export default defineConfig(async () => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    lucideSsrMemo,
    routeLoadFailure,
    fontFacesApart(),
    await bundleVisualizer(),
  ],
  resolve: { alias },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // in this order: a group takes its modules' imports along, unless an earlier one has them
            // (debugName: a group named by a function gets a build warning without one)
            ...[...new Set(FRAME_ENTRIES.map(([name]) => name))].map((name, i) => ({
              name: (id: string, ctx: ChunkingContext) =>
                frameChunk(id, ctx) === name ? name : null,
              debugName: name,
              priority: 30 - i,
            })),
            // the other lucide icons in three chunks instead of a sub-kilobyte file per icon per page:
            // those of the frame's lazy parts, those of other public pages, the rest (back office)
            {
              name: (id: string) =>
                FRAME_ICON_FILES.has(path.basename(id))
                  ? 'icons-frame'
                  : PUBLIC_ICON_FILES.has(path.basename(id))
                    ? 'icons-site'
                    : 'icons-admin',
              debugName: 'icons',
              test: LUCIDE_ICON,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // native / wasm packages stay external in the server build
    external: ['@electric-sql/pglite', 'sharp', 'postgres', 'nodemailer'],
    // and the JavaScript-only dependencies the server loads at start are bundled in
    noExternal: SERVER_BUNDLED,
  },
  server: { port: 3000 },
}))
