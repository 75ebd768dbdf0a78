// The route table (app/routes.ts) flattened to full paths, and the action intents each route
// module accepts, read from its action's declaration (defineAction). The security suites are generated from this, so a route
// added to routes.ts is covered without editing them.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import routes from '#app/routes'

export type RouteEntry = {
  id: string
  /** full path pattern without the leading slash, e.g. 'admin/articles/:id' ('' is the home page) */
  path: string
  /** module file relative to app/ */
  file: string
  index: boolean
  /** a layout without a path of its own: its loader runs for every page below it */
  layout: boolean
}

type ConfigEntry = {
  id?: string
  path?: string
  file: string
  index?: boolean
  children?: ConfigEntry[]
}

const APP_DIR = path.resolve(import.meta.dirname, '../../app')

function join(parent: string, child?: string) {
  if (!child) return parent
  return parent ? `${parent}/${child}` : child
}

function walk(entries: ConfigEntry[], parent: string, out: RouteEntry[]) {
  for (const e of entries) {
    const full = join(parent, e.path)
    // layouts are listed too: their loaders run on every page below them
    out.push({
      id: e.id ?? e.file.replace(/\.[jt]sx?$/, ''),
      path: full,
      file: e.file,
      index: Boolean(e.index),
      layout: Boolean(e.children?.length) && !e.path && !e.index,
    })
    if (e.children?.length) walk(e.children, full, out)
  }
  return out
}

/** Every route of app/routes.ts (layouts included) with its full path pattern. */
export function listRoutes(): RouteEntry[] {
  return walk(routes as ConfigEntry[], '', [])
}

/** How a route is named in the expectation tables: its path, or its file for a pathless layout. */
export function routeKey(r: RouteEntry) {
  return r.layout ? r.file : r.path
}

/** Routes under /admin, admin APIs (a path segment 'admin', as /api/admin/...), the admin layout. */
export function listAdminRoutes() {
  return listRoutes().filter(
    (r) => /(^|\/)admin($|[/.])/.test(r.path) || r.file.startsWith('routes/admin/'),
  )
}

export function routeModulePath(file: string) {
  return path.join(APP_DIR, file)
}

export async function importRoute(file: string) {
  return (await import(/* @vite-ignore */ routeModulePath(file))) as {
    loader?: (args: unknown) => unknown
    action?: (args: unknown) => unknown
  }
}

export function resolveImport(spec: string, fromFile: string) {
  let base: string
  if (spec.startsWith('#app/')) base = path.join(APP_DIR, spec.slice('#app/'.length))
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec)
  else return null
  for (const ext of ['', '.ts', '.tsx', '/index.ts'])
    if (existsSync(base + ext) && !(base + ext).endsWith('/')) {
      if (ext === '' && !/\.[jt]sx?$/.test(base)) continue
      return base + ext
    }
  return null
}

/** The id sent with a prefixed intent ('restore-revision:*'): well formed, matching nothing. */
export const MISSING_INTENT_ID = '00000000-0000-4000-8000-000000000000'

type DeclaredModule = { action?: unknown }

/**
 * The intents a route's action declares (`action.declaration.intents`, made by defineAction),
 * plus '' (none sent). A prefixed intent ('restore-revision:*') is sent with a made-up id. Null
 * when the action is not declared.
 */
export function declaredIntents(mod: DeclaredModule): string[] | null {
  const declaration = (mod.action as { declaration?: { intents?: Record<string, unknown> } })
    ?.declaration
  if (!declaration?.intents) return null
  const keys = Object.keys(declaration.intents).map((k) =>
    k.endsWith(':*') ? `${k.slice(0, -1)}${MISSING_INTENT_ID}` : k,
  )
  return ['', ...keys].sort()
}

/**
 * The intents a route's action may receive, read from its declaration (the imported module).
 * Only the public routes still on the old style (tests/route-actions.test.ts lists them) and the
 * fuzzer, which cannot import route modules in the browser runner, read them from source text.
 */
export function extractIntents(file: string, mod?: DeclaredModule): string[] {
  const declared = mod ? declaredIntents(mod) : null
  return declared ?? intentsFromSource(file)
}

const INTENT_PATTERNS = [
  // intent === 'publish', form.get('intent') !== 'trash', searchParams.get('intent') === 'upload'
  /intent'?\)?\s*[!=]==?\s*'([^']+)'/g,
  /'([^']+)'\s*[!=]==?\s*(?:\w+\.get\('intent'\)|intent\b)/g,
  // <button name="intent" value="approve">, in either attribute order
  /name=["{']+intent["}']+[^>]{0,200}?value=["{']+([^"'}]+)["}']+/g,
  /value=["{']+([^"'}]+)["}']+[^>]{0,200}?name=["{']+intent["}']+/g,
  // fields={{ intent: 'delete' }}, { intent: 'sync-all' }
  /\bintent:\s*'([^']+)'/g,
]
// 'case' labels and declared lists count only in files that branch on an intent
const CASE_PATTERN = /\bcase\s+'([^']+)'\s*:/g
const LIST_PATTERN = /INTENTS?\w*\s*=\s*\[([^\]]*)\]/g
const PREFIX_PATTERN = /intent\.startsWith\('([^']+)'\)/g

/**
 * The old reading, from source text: every literal compared with or offered as `intent` in the
 * route module and the feature files it imports (one level), plus '' (none sent). Prefix intents
 * (`intent.startsWith('restore-revision:')`) get a made-up id appended.
 */
export function intentsFromSource(file: string): string[] {
  const found = new Set<string>([''])
  for (const text of moduleSources(file)) {
    if (!/intent/i.test(text)) continue
    for (const re of INTENT_PATTERNS) for (const m of text.matchAll(re)) found.add(m[1]!)
    for (const m of text.matchAll(CASE_PATTERN)) found.add(m[1]!)
    for (const m of text.matchAll(LIST_PATTERN))
      for (const s of m[1]!.matchAll(/'([^']+)'/g)) found.add(s[1]!)
    for (const m of text.matchAll(PREFIX_PATTERN)) found.add(`${m[1]}${MISSING_INTENT_ID}`)
  }
  return [...found].filter((i) => i.length < 60 && !/[\s<>${}]/.test(i)).sort()
}

/** Fills a path pattern's params (`:id`, `*`) from the given values. */
export function fillPath(pattern: string, values: (name: string) => string) {
  return (
    '/' +
    pattern
      .split('/')
      .map((seg) => {
        if (seg === '*') return values('*')
        return seg.replace(/:(\w+)(\?)?/g, (_m, name: string) => values(name))
      })
      .join('/')
  )
}

export function paramNames(pattern: string) {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  if (pattern.split('/').includes('*')) names.push('*')
  return names
}

function moduleSources(file: string) {
  const entry = routeModulePath(file)
  const sources = [entry]
  const text = readFileSync(entry, 'utf8')
  for (const m of text.matchAll(/from\s+'([^']+)'/g)) {
    const resolved = resolveImport(m[1]!, entry)
    if (resolved && resolved.includes(`${path.sep}features${path.sep}`)) sources.push(resolved)
  }
  return sources.map((s) => readFileSync(s, 'utf8'))
}

/** True when the route module exports an action (read from its source, nothing is imported). */
export function hasAction(file: string) {
  return /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    readFileSync(routeModulePath(file), 'utf8'),
  )
}

/** Form field and query names the route and its features read or render. */
export function extractFieldNames(file: string): { fields: string[]; query: string[] } {
  const fields = new Set<string>()
  const query = new Set<string>()
  for (const text of moduleSources(file)) {
    for (const m of text.matchAll(/\bname=["'{`]+([\w[\].-]+)["'}`]+/g)) fields.add(m[1]!)
    for (const m of text.matchAll(/\bform\w*\.(?:get|getAll|has)\('([^']+)'\)/g)) fields.add(m[1]!)
    for (const m of text.matchAll(/searchParams\.(?:get|getAll|has)\('([^']+)'\)/g))
      query.add(m[1]!)
  }
  return { fields: [...fields].sort(), query: [...query].sort() }
}
