import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

export const alias = [
  { find: /^#app\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'app') + '/$1' },
  { find: /^#tests\/(.*)$/, replacement: path.resolve(import.meta.dirname, 'tests') + '/$1' },
]

/**
 * The lucide icon modules (`arrow-left.mjs`) imported by files outside the back office, read from the
 * sources: `import { ArrowLeft, ... } from 'lucide-react'` mapped through lucide's own export list.
 */
function publicIconFiles(only?: RegExp) {
  const lucide = readFileSync(
    path.resolve(import.meta.dirname, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  )
  const fileOf = new Map<string, string>()
  for (const [, names, file] of lucide.matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([\w-]+\.mjs)'/g,
  ))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, file!)
  const backOffice = /[\\/](admin|audit|moderation|users|media)[\\/]|admin/
  const files = new Set<string>()
  const appDir = path.resolve(import.meta.dirname, 'app')
  for (const rel of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(rel) || backOffice.test(`/${rel}`)) continue
    if (only && !only.test(rel)) continue
    const source = readFileSync(path.join(appDir, rel), 'utf8')
    for (const [, names] of source.matchAll(/import \{([^}]+)\} from 'lucide-react'/g))
      for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!))
        if (fileOf.has(name)) files.add(fileOf.get(name)!)
  }
  return files
}
const PUBLIC_ICON_FILES = publicIconFiles()
// The icons of the page frame and the article page (the most read page): every public page preloads
// this chunk, so the icons of other pages (community, quizzes, products...) go to a second one.
const FRAME_ICON_FILES = publicIconFiles(
  /^(root\.tsx|components\/(site|ui)\/|components\/[\w-]+\.tsx$|features\/(accounts|articles|search)\/components\/|routes\/site\/(layout|article)\.tsx$)/,
)
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/

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

export default defineConfig(async () => ({
  plugins: [tailwindcss(), reactRouter(), await bundleVisualizer()],
  resolve: { alias },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // lucide icons in three chunks instead of a sub-kilobyte file per icon per page: those of
            // the frame and article page, those of other public pages, the rest (back office only)
            {
              name: (id: string) =>
                FRAME_ICON_FILES.has(path.basename(id))
                  ? 'icons'
                  : PUBLIC_ICON_FILES.has(path.basename(id))
                    ? 'icons-site'
                    : 'icons-admin',
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
  },
  server: { port: 3000 },
}))
