// Counts the imports between the layers of app/ (routes, shell, features, components, utils, db):
// one per import statement whose target is in another layer. Tests and testing helpers are left
// out. `node scripts/layer-imports.mjs [checkout]` prints one line per edge, largest first.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'))
const LAYERS = ['routes', 'shell', 'features', 'components', 'utils', 'db']

function files(dir) {
  const out = []
  for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) out.push(...files(rel))
    else if (
      /\.(ts|tsx)$/.test(e.name) &&
      !/\.test\.tsx?$/.test(e.name) &&
      !rel.includes('/testing/')
    )
      out.push(rel)
  }
  return out
}

function layerOf(file) {
  if (/^app\/(routes|root)(\.tsx?)?$/.test(file)) return 'routes'
  const seg = file.split('/')[1]
  return LAYERS.includes(seg) ? seg : null
}

const counts = new Map()
for (const file of files('app')) {
  const from = layerOf(file)
  if (!from) continue
  const text = readFileSync(path.join(root, file), 'utf8')
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const spec = m[1]
    let target
    if (spec.startsWith('#app/')) target = `app/${spec.slice(5)}`
    else if (spec.startsWith('.')) target = path.posix.join(path.posix.dirname(file), spec)
    else continue
    const to = layerOf(target)
    if (!to || to === from) continue
    const key = `${from} -> ${to}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
}
for (const [edge, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${edge}: ${n}`)
