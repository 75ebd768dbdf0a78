// One way to do each thing (docs/architecture.md, decision 0004): features answer with results and
// leave responses to routes and the action kit, each small shared helper is defined once, and no
// module grows past what one reader keeps in mind. Grep-based on purpose: a second copy of a
// five-line helper is what a reviewer misses.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) out.push(...sourceFiles(rel))
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel)
  }
  return out
}

const appFiles = sourceFiles('app').map((file) => ({
  file,
  text: readFileSync(path.join(root, file), 'utf8'),
}))

/** The files where `pattern` matches (comments included: a copy in a comment is still a copy). */
function definedIn(pattern: RegExp) {
  return appFiles.filter(({ text }) => pattern.test(text)).map(({ file }) => file)
}

describe('features leave responses to routes', () => {
  it('no feature module imports react-router; components (.tsx, components/) may use its hooks', () => {
    const offenders = appFiles
      .filter(({ file }) => file.startsWith('app/features/'))
      .filter(({ file }) => !file.endsWith('.tsx') && !file.includes('/components/'))
      .filter(({ text }) => /from 'react-router'/.test(text))
      .map(({ file }) => file)
    expect(offenders).toEqual([])
  })
})

describe('one definition of each shared helper', () => {
  const once: [string, RegExp, string[]][] = [
    ['UUID pattern', /\[0-9a-f\]\{8\}-\[0-9a-f\]\{4\}|\[0-9a-f-\]\{36\}/, ['app/utils/uuid.ts']],
    ['slugify', /function slugify|slugify\w* = /, ['app/utils/text.ts']],
    ['slug pattern', /\^\[a-z0-9\]\+\(\?:-\[a-z0-9\]\+\)\*\$/, ['app/utils/text.ts']],
    ['URL_MAX', /URL_MAX = /, ['app/utils/text.ts']],
    ['LIKE escaping', /replace\(\/\[\\\\%_\]\/g/, ['app/utils/like-pattern.ts']],
    ['price format', /style: 'currency'/, ['app/features/products/product-rules.ts']],
    ['Actor type', /type Actor =/, ['app/utils/audit.server.ts']],
    ['size format', /function format(Size|Bytes|Limit)\b/, ['app/utils/format-bytes.ts']],
    [
      'result type of actions',
      /type (ActionResult|DataResult)(<[^>]*>)? =/,
      ['app/utils/action-result.ts'],
    ],
    // a failed result written by hand beside the kit's ActionFailure
    [
      'hand-written failed result',
      /\{ ok: false; (errors|message)\b|ok: boolean; (message|errors)\b/,
      ['app/utils/action-result.ts'],
    ],
    // every form reads field errors keyed by the dotted zod path ('socialLinks.instagram'; a list
    // input reads its items' with listErrorOf)
    [
      'zod issues to field errors',
      /\.path(\[0\]|\.map|\.join|\.slice)|\.flatten\(\)|flattenError|treeifyError|errors\[\w+\.split\(/,
      ['app/utils/action-result.ts'],
    ],
    ['failed result helper', /function failure\b/, ['app/utils/action-result.ts']],
    ['error toast hook', /function use\w*Toast\b/, ['app/components/use-action-toast.ts']],
    ['signed cookie', /createCookie\(/, ['app/utils/cookie.server.ts']],
    ['responsive image sources', /srcSet=\{/, ['app/components/ui/responsive-picture.tsx']],
    // dialogs and sheets: Radix's Dialog/AlertDialog only through the ui primitive (one backdrop,
    // portal and stacking)
    [
      'dialog primitive',
      /import \{[^}]*\b(Dialog|AlertDialog)\b[^}]*\} from 'radix-ui'/,
      ['app/components/ui/dialog.tsx'],
    ],
  ]
  it.each(once)('%s', (_name, pattern, expected) => {
    expect(definedIn(pattern)).toEqual(expected)
  })

  it('no per-feature response or fail/bad/invalid helpers beside the kit', () => {
    const helpers = definedIn(
      /(function|const) (\w+Response|fail|bad|invalid|badRequest)\b(?! *=)|const (fail|bad|invalid) = /,
    )
    // the kit, the XML answer of feeds and sitemaps, the profile's data download, the two
    // that throw a 400 for an unreadable body (better-auth's APIError in its hooks, readFormData),
    // and the one way a loader refuses (invariantResponse)
    expect(helpers).toEqual([
      'app/features/accounts/auth.server.ts',
      'app/features/accounts/profile-actions.server.ts',
      'app/utils/action-response.server.ts',
      'app/utils/form-data.server.ts',
      'app/utils/invariant.ts',
      'app/utils/xml.server.ts',
    ])
  })
})

describe('admin sections', () => {
  it("each admin error boundary reads its section's minimum role from ADMIN_SECTIONS", () => {
    const literal = appFiles
      .filter(({ text }) => /<(AdminRouteErrorBoundary|AdminErrorContent)\b/.test(text))
      .filter(({ text }) =>
        /minRole=(\{\s*)?['"]|<(AdminRouteErrorBoundary|AdminErrorContent) *\/>/.test(text),
      )
      .map(({ file }) => file)
    expect(literal).toEqual([])
  })
})

describe('modules stay small enough to read in one sitting', () => {
  // Prettier (print width 100) has laid the lines out, so a count here is a count at that width.
  // The schema (every table in one file) and the seed data are data, not modules to split.
  const MAX_LINES = 300
  const EXEMPT = /^app\/db\/(schema\.ts$|seed\/)/
  const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

  it(`no module under app/ passes ${MAX_LINES} lines; a longer one is split by what it does`, () => {
    const over = appFiles
      .filter(({ file }) => !EXEMPT.test(file))
      .filter(({ text }) => lineCount(text) > MAX_LINES)
      .map(({ file, text }) => `${file} (${lineCount(text)} lines)`)
    expect(over).toEqual([])
  })
})

describe('file names', () => {
  // kebab-case words, then dotted suffixes (.server.ts, .test.ts, .schema.ts, .client.ts, .d.ts)
  const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/
  it('every file and folder under app/, scripts/ and tests/ is named in kebab-case', () => {
    const listed = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'scripts', 'tests'],
      { cwd: root, encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean)
    const bad = new Set<string>()
    for (const file of listed) {
      const parts = file.split('/')
      parts.forEach((name, i) => {
        // React Router's generated route types live in +types folders
        if (name === '+types') return
        if (!KEBAB.test(name)) bad.add(parts.slice(0, i + 1).join('/'))
      })
    }
    expect([...bad]).toEqual([])
  })
})

describe('import graph', () => {
  // ESLint's import-x/no-cycle skips type-only imports; a circle through them still means two
  // modules that cannot be read or moved apart. Dynamic imports count too.
  const files = new Set(appFiles.map(({ file }) => file))
  function resolve(spec: string, from: string) {
    let base: string
    if (spec.startsWith('#app/')) base = `app/${spec.slice(5)}`
    else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(from), spec)
    else return null
    return (
      ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => base + ext)
        .find((f) => files.has(f)) ?? null
    )
  }
  const edges = new Map(
    appFiles.map(({ file, text }) => [
      file,
      [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
        .map((m) => resolve(m[1]!, file))
        .filter((f): f is string => f !== null),
    ]),
  )

  it('has no cycle, type-only and dynamic imports included', () => {
    // Tarjan's strongly connected components: a component of more than one file is a cycle
    let counter = 0
    const index = new Map<string, number>()
    const low = new Map<string, number>()
    const stack: string[] = []
    const onStack = new Set<string>()
    const cycles: string[][] = []
    const visit = (v: string) => {
      index.set(v, counter)
      low.set(v, counter++)
      stack.push(v)
      onStack.add(v)
      for (const w of edges.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w)
          low.set(v, Math.min(low.get(v)!, low.get(w)!))
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = []
        let w: string
        do {
          w = stack.pop()!
          onStack.delete(w)
          component.push(w)
        } while (w !== v)
        if (component.length > 1) cycles.push(component.sort())
      }
    }
    for (const v of edges.keys()) if (!index.has(v)) visit(v)
    expect(cycles).toEqual([])
  })
})
