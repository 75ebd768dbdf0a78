import { describe, expect, test } from 'vitest'
import { pageClasses, parseCss, usedCss, usedCssOfPage } from './used-css.server'

const CSS =
  '@layer theme,base,utilities;' +
  '@layer base{*,:before{box-sizing:border-box}html{color:red}}' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.md\\:grid{display:grid}' +
  '.\\32 xl\\:p-1{padding:1px}.w-1\\/2{width:50%}.\\[\\&_a\\]\\:underline a{text-decoration:underline}' +
  ':where(.space-y-2>:not(:last-child)){margin:2px}' +
  ':is(:where(.group):hover .group-hover\\:flex){display:flex}' +
  '.dark\\:text-x:where(.dark,.dark *){color:blue}' +
  '.a,.b{color:green}' +
  '.rotate-1{rotate:var(--tw-rotate-x,)}' +
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:block{display:block}}}' +
  '@font-face{font-family:X;src:url(x.woff2)}' +
  '@property --tw-rotate-x{syntax:"*";inherits:false}' +
  '@property --tw-unused{syntax:"*";inherits:false}'

const nodes = parseCss(CSS)

describe('used CSS', () => {
  test('with every class, the stylesheet comes back whole except unread @property rules', () => {
    const all = new Set([
      'flex',
      'hidden',
      'md:grid',
      '2xl:p-1',
      'w-1/2',
      '[&_a]:underline',
      'space-y-2',
      'group',
      'group-hover:flex',
      'dark:text-x',
      'a',
      'b',
      'rotate-1',
      'md:block',
    ])
    expect(usedCss(nodes, all)).toBe(
      CSS.replace('@property --tw-unused{syntax:"*";inherits:false}', ''),
    )
  })

  test('keeps the rules whose classes the page has, the rules without classes and the at-rules', () => {
    const css = usedCss(
      nodes,
      pageClasses('<div class="flex md:grid"><p class="w-1/2 b">x</p></div>'),
    )
    expect(css).toBe(
      '@layer theme,base,utilities;' +
        '@layer base{*,:before{box-sizing:border-box}html{color:red}}' +
        '@layer utilities{.flex{display:flex}.md\\:grid{display:grid}.w-1\\/2{width:50%}' +
        '.a,.b{color:green}@media (min-width:48rem){.md\\:grid{display:grid}}}' +
        '@font-face{font-family:X;src:url(x.woff2)}',
    )
  })

  test('escaped names, variants inside :is()/:where(), and classes React escapes in attributes', () => {
    const css = usedCss(
      nodes,
      pageClasses(
        '<a class="2xl:p-1 [&amp;_a]:underline"></a><ul class="space-y-2"></ul>' +
          '<div class="group"><i class="group-hover:flex dark:text-x rotate-1"></i></div>',
      ),
    )
    for (const rule of [
      '.\\32 xl\\:p-1{',
      '.\\[\\&_a\\]\\:underline a{',
      ':where(.space-y-2>',
      ':is(:where(.group):hover .group-hover\\:flex)',
      '.dark\\:text-x:where(.dark,.dark *)',
      '@property --tw-rotate-x{',
    ])
      expect(css).toContain(rule)
    expect(css).not.toContain('--tw-unused')
  })

  test('an @layer whose rules are all unused keeps its name (the order of the layers)', () => {
    expect(usedCss(parseCss('@layer a{.x{color:red}}@layer b{p{color:blue}}'), new Set())).toBe(
      '@layer a;@layer b{p{color:blue}}',
    )
  })

  test('usedCssOfPage: the same CSS as usedCss of the page classes, for pages that share classes or not', () => {
    const pages = [
      '<div class="flex md:grid"><p class="w-1/2 a">x</p></div>',
      '<div class="flex md:grid"><p class="w-1/2 a">other text</p></div>',
      '<div class="hidden"><p class="md:grid flex">x</p></div>',
      '<div class="flex md:grid"><p class="w-1/2 a">x</p><i class="group-hover:flex"></i></div>',
      '<p>no classes</p>',
      'class="flex"<b\tclass="hidden"></b><i data-class="a" title="x class="></i><u\nclass="b md:grid">',
      '<p class="a">x</p><p class="flex',
    ]
    // the classes are those of the attribute pattern, whitespace before class= included
    const byPattern = (html: string) =>
      new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)))
    for (const html of pages)
      expect(new Set([...pageClasses(html)].filter(Boolean))).toEqual(
        new Set([...byPattern(html)].filter(Boolean)),
      )
    for (const html of [...pages, ...pages])
      expect(usedCssOfPage(nodes, html), html).toBe(usedCss(nodes, pageClasses(html)))
  })

  test('the page as bytes: text of several bytes per character before and between the classes', () => {
    const html =
      '<p>“Fit Check” ’25 — é</p><div class="flex"><i>ü</i><b class="w-1/2 a">x</b></div>'
    expect(pageClasses(Buffer.from(html))).toEqual(new Set(['flex', 'w-1/2', 'a']))
    expect(usedCssOfPage(nodes, Buffer.from(html))).toBe(usedCss(nodes, pageClasses(html)))
    expect(usedCssOfPage(nodes, Buffer.from(html))).toContain('.w-1\\/2{width:50%}')
  })
})
