// The project's documents are its own: the product's requirements are docs/product.md, and what
// the code and the docs point to must exist. This fails when a tracked file points outside the
// project (a specification it does not ship, a sibling folder), and when a reference to a document
// (`docs/x.md`, `docs/x.md#heading`, or a Markdown link `](x.md#heading)`) names a file that does
// not exist or a heading that file does not have. Renaming a heading means updating its references.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const SKIP_DIRS = new Set(['.git', 'node_modules', 'build', 'data', 'test-results', 'coverage'])

function walk(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...walk(rel))
    else if (entry.isFile()) out.push(rel)
  }
  return out
}

/** Tracked files (git), or every file outside build output when there is no repository. */
function projectFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    return listed.split('\0').filter((f) => f && existsSync(path.join(root, f)))
  } catch {
    return walk('')
  }
}

const textFiles = projectFiles()
  .filter((file) => statSync(path.join(root, file)).size < 4_000_000)
  .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
  .filter(({ text }) => !text.slice(0, 8000).includes('\0'))
  // this file names the patterns and example references it looks for
  .filter(({ file }) => file !== 'tests/docs-references.test.ts')

const OUTSIDE = [
  { what: 'the specification file', pattern: /SPEC\.md/ },
  { what: 'the sibling shared folder', pattern: /\.\.\/shared\b/ },
  { what: 'the specification by name', pattern: /\bSPEC\b/ },
]

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats -1, -2. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!heading) continue
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[`*]/g, '')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count ? `${slug}-${count}` : slug)
  }
  return anchors
}

type Reference = { from: string; target: string; anchor: string | null }

function references(): Reference[] {
  const out: Reference[] = []
  for (const { file, text } of textFiles) {
    // `docs/....md` or `docs/....md#anchor` anywhere (comments, strings, docs), from the root
    for (const m of text.matchAll(/(?<![\w/.-])(docs\/[\w./-]*?\.md)(?:#([\w-]+))?/g))
      out.push({ from: file, target: m[1]!, anchor: m[2] ?? null })
    // Markdown links in documents, relative to the document
    if (file.endsWith('.md'))
      for (const m of text.matchAll(/\]\((?!https?:|#|\/)([^)\s]+?\.md)(?:#([\w-]+))?\)/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!))
        out.push({ from: file, target, anchor: m[2] ?? null })
      }
  }
  return out
}

describe('documents the project points to are its own', () => {
  it.each(OUTSIDE)('no tracked file points to $what', ({ pattern }) => {
    const offenders = textFiles
      .filter(({ file }) => file !== 'docs/product.md')
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .map((line, i) => ({ line, i }))
          .filter(({ line }) => pattern.test(line))
          .map(({ i }) => `${file}:${i + 1}`),
      )
    expect(offenders).toEqual([])
  })

  it('the code points to the product requirements, not to section numbers', () => {
    const productRefs = references().filter((r) => r.target === 'docs/product.md' && r.anchor)
    expect(productRefs.length).toBeGreaterThan(50)
  })

  it('every referenced document exists and has the heading named', () => {
    const anchorsOf = new Map<string, Set<string>>()
    const broken: string[] = []
    // NNNN is the template's placeholder for a record's number
    for (const ref of references().filter((r) => !r.target.includes('NNNN'))) {
      const full = path.join(root, ref.target)
      if (!existsSync(full)) {
        broken.push(`${ref.from}: ${ref.target} does not exist`)
        continue
      }
      if (!ref.anchor) continue
      if (!anchorsOf.has(ref.target))
        anchorsOf.set(ref.target, headingAnchors(readFileSync(full, 'utf8')))
      if (!anchorsOf.get(ref.target)!.has(ref.anchor))
        broken.push(`${ref.from}: ${ref.target} has no heading #${ref.anchor}`)
    }
    expect([...new Set(broken)]).toEqual([])
  })

  it('anchors follow the headings (the rule the check above relies on)', () => {
    const anchors = headingAnchors('# A b\n## Rate limits\n### URL normalisation\n## A b\n')
    expect([...anchors]).toEqual(['a-b', 'rate-limits', 'url-normalisation', 'a-b-1'])
  })
})
