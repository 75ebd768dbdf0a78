// The part of the site's stylesheet a rendered page uses (docs/decisions/0014-first-paint.md): the
// rules whose class names all appear in the page's HTML, plus every rule that names no class
// (preflight, element and attribute selectors, @font-face, @property, @keyframes). The built
// Tailwind stylesheet is flat (one level of @media/@supports/@layer, one class per utility), so a
// selector's classes say whether it can match anything on the page. The result keeps the
// stylesheet's order and layers, so the whole file applied later changes nothing that is painted.

type CssNode =
  // text written as it is whatever the page holds
  | { kind: 'keep'; text: string }
  // @property --name: written when the rest of the CSS written reads var(--name)
  | { kind: 'property'; text: string; name: string }
  // a style rule: written when any selector of its list has all its classes on the page
  | { kind: 'rule'; text: string; needs: string[][] }
  // @media, @supports, @layer, @container with rules inside: written when a child is
  | { kind: 'group'; open: string; children: CssNode[] }

const GROUPS = new Set(['media', 'supports', 'layer', 'container'])

/** Index of the '}' that closes the block opened just before `from`, skipping strings and escapes. */
function blockEnd(css: string, from: number): number {
  let depth = 1
  for (let i = from; i < css.length; i++) {
    const c = css[i]
    if (c === '\\') i++
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++
    } else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1 || css.length
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return i
  }
  return css.length
}

/** The selectors of a list, split on the commas outside parentheses. */
function splitSelectors(list: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    const c = list[i]
    if (c === '\\') i++
    else if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i))
      start = i + 1
    }
  }
  out.push(list.slice(start))
  return out
}

/** Index of the ')' or ']' that closes the bracket opened just before `from`. */
function bracketEnd(text: string, from: number): number {
  let depth = 1
  for (let i = from; i < text.length; i++) {
    const c = text[i]
    if (c === '\\') i++
    else if (c === '(' || c === '[') depth++
    else if ((c === ')' || c === ']') && --depth === 0) return i
  }
  return text.length
}

/**
 * The part of a selector whose classes an element on the page must carry: without attribute
 * brackets and the arguments of :not(), :has() and the like, and without :is()/:where() of several
 * alternatives; the one argument of an :is() or :where() counts (Tailwind writes variants as
 * `:is(:where(.group):hover .group-hover\:x)` and `:where(.space-y-2>:not(:last-child))`).
 */
function outerPart(selector: string): string {
  let out = ''
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!
    if (c === '\\') {
      out += c + (selector[i + 1] ?? '')
      i++
    } else if (c === '(' || c === '[') {
      const end = bracketEnd(selector, i + 1)
      const inner = selector.slice(i + 1, end)
      if (c === '(' && /:(?:is|where)$/.test(out) && splitSelectors(inner).length === 1)
        out += ' ' + outerPart(inner) + ' '
      i = end
    } else out += c
  }
  return out
}

const CLASS_TOKEN = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-]|[^\x00-\x7f])+)/g

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, ch: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : ch,
  )
}

/**
 * The classes a selector needs on the page, those outside :is()/:where()/:not()/:has() and
 * attribute brackets (what is inside them may be absent, e.g. `:where(.dark *)`): keeping a rule
 * whose inner classes are missing only costs bytes, dropping one in use would unstyle the page.
 */
function neededClasses(selector: string): string[] {
  return [...outerPart(selector).matchAll(CLASS_TOKEN)].map((m) => unescapeCss(m[1]!))
}

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = []
  let i = 0
  while (i < css.length) {
    // skip whitespace and comments between items
    const rest = /^(?:\s+|\/\*[\s\S]*?\*\/)+/.exec(css.slice(i, i + 2048))
    if (rest) {
      i += rest[0].length
      continue
    }
    const brace = css.indexOf('{', i)
    const semi = css.indexOf(';', i)
    if (semi !== -1 && (brace === -1 || semi < brace)) {
      // a statement (`@layer a, b;`, `@import …;`)
      nodes.push({ kind: 'keep', text: css.slice(i, semi + 1) })
      i = semi + 1
      continue
    }
    if (brace === -1) {
      nodes.push({ kind: 'keep', text: css.slice(i) })
      break
    }
    const prelude = css.slice(i, brace).trim()
    const end = blockEnd(css, brace + 1)
    const text = css.slice(i, end + 1)
    const at = /^@([\w-]+)/.exec(prelude)
    const property = /^@property\s+(--[\w-]+)$/.exec(prelude)
    if (property) nodes.push({ kind: 'property', text, name: property[1]! })
    else if (at && GROUPS.has(at[1]!.toLowerCase()))
      nodes.push({ kind: 'group', open: prelude, children: parseCss(css.slice(brace + 1, end)) })
    else if (at) nodes.push({ kind: 'keep', text })
    else nodes.push({ kind: 'rule', text, needs: splitSelectors(prelude).map(neededClasses) })
    i = end + 1
  }
  return nodes
}

/** ASCII whitespace, as the byte before an attribute name */
const SPACE = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d])
const CLASS_ATTRIBUTE = Buffer.from('class="')

/**
 * The distinct values of the HTML's class attributes (React writes them as class="…"): the matches
 * of /\sclass="([^"]*)"/g, found with indexOf in the page's bytes (the pattern's match objects cost
 * more than the rest, and decoding the whole page to a string to search it cost more again).
 */
function classAttributes(page: string | Buffer): Set<string> {
  const html = typeof page === 'string' ? Buffer.from(page) : page
  const values = new Set<string>()
  const quote = 0x22
  for (
    let at = html.indexOf(CLASS_ATTRIBUTE, 1);
    at !== -1;
    at = html.indexOf(CLASS_ATTRIBUTE, at)
  ) {
    if (!SPACE.has(html[at - 1]!)) {
      at++
      continue
    }
    const end = html.indexOf(quote, at + 7)
    if (end === -1) break
    values.add(html.toString('utf8', at + 7, end))
    at = end + 1
  }
  return values
}

function classNames(attributes: Iterable<string>): Set<string> {
  const classes = new Set<string>()
  for (const value of attributes)
    for (const name of value.split(/\s+/)) if (name) classes.add(decodeAttribute(name))
  return classes
}

/** Every class name in the HTML's class attributes. */
export function pageClasses(html: string | Buffer): Set<string> {
  return classNames(classAttributes(html))
}

// the CSS written for each set of class attributes seen, per parsed stylesheet; emptied when full
const MAX_REMEMBERED = 64
const remembered = new WeakMap<CssNode[], Map<string, string>>()

/**
 * usedCss(nodes, pageClasses(html)), remembered per distinct set of class attribute values: renders
 * of a route differ in their text far more often than in their classes, and selecting the rules
 * took about a tenth of an uncached render's CPU (docs/decisions/0017). The key lists the values
 * joined by '"', which no value holds, so equal keys mean equal class sets and the same CSS.
 */
export function usedCssOfPage(nodes: CssNode[], html: string | Buffer): string {
  const attributes = classAttributes(html)
  const key = [...attributes].join('"')
  let table = remembered.get(nodes)
  if (!table) remembered.set(nodes, (table = new Map()))
  let css = table.get(key)
  if (css === undefined) {
    css = usedCss(nodes, classNames(attributes))
    if (table.size >= MAX_REMEMBERED) table.clear()
    table.set(key, css)
  }
  return css
}

// React escapes &, <, >, " and ' in attributes; Tailwind class names may hold & ([&_a]:…) and '
function decodeAttribute(value: string): string {
  if (!value.includes('&')) return value
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
  )
}

/** The CSS of the nodes a page with these classes uses, in the stylesheet's order. */
export function usedCss(nodes: CssNode[], classes: Set<string>): string {
  const properties: { text: string; name: string }[] = []
  const css = select(nodes, classes, properties)
  // the registered custom properties (Tailwind's --tw-* with their initial values) that the
  // written rules read; a marker stands where each one was, to keep the order
  const read = new Set<string>()
  for (const m of css.matchAll(/var\((--[\w-]+)/g)) read.add(m[1]!)
  return css.replace(/\0(\d+)\0/g, (_, i: string) => {
    const { text, name } = properties[Number(i)]!
    return read.has(name) ? text : ''
  })
}

function select(
  nodes: CssNode[],
  classes: Set<string>,
  properties: { text: string; name: string }[],
): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'keep') out += node.text
    else if (node.kind === 'property') out += `\0${properties.push(node) - 1}\0`
    else if (node.kind === 'rule') {
      if (node.needs.some((needs) => needs.every((c) => classes.has(c)))) out += node.text
    } else {
      const inner = select(node.children, classes, properties)
      // an empty @layer block still fixes the layer's place in the order: keep its name
      if (inner) out += `${node.open}{${inner}}`
      else if (/^@layer\b/i.test(node.open)) out += `${node.open};`
    }
  }
  return out
}
