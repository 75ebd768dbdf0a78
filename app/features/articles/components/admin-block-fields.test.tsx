// Every block kind the editor can add posts each block field exactly once: the form sends the
// blocks as parallel arrays (block_type, block_text, ...), so a field posted twice or not at all
// shifts every later block's values (a pull quote once saved the callout's text before it).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { BLOCK_FIELDS, readBlockDrafts } from '../article-blocks.schema'
import { AdminBlockEditor, EDITOR_BLOCK_TYPES } from './admin-block-editor'
import { blank } from './admin-block-model'

function postedForm(html: string) {
  const form = new FormData()
  const fields = /<(input|select)\b([^>]*)>|<textarea\b([^>]*)>([^<]*)<\/textarea>/g
  for (const m of html.matchAll(fields)) {
    const attrs = m[2] ?? m[3]!
    const name = /\bname="([^"]+)"/.exec(attrs)?.[1]
    if (!name?.startsWith('block_')) continue
    form.append(name, m[3] !== undefined ? m[4]! : (/\bvalue="([^"]*)"/.exec(attrs)?.[1] ?? ''))
  }
  return form
}

test('each kind of block posts every block field once, in order', () => {
  const initial = EDITOR_BLOCK_TYPES.map((t) => ({
    ...blank(t.type),
    text: t.type === 'text' ? '' : `text of ${t.type}`,
  }))
  const Stub = createRoutesStub([
    { path: '/', Component: () => createElement(AdminBlockEditor, { initial, errors: {} }) },
  ])
  const html = renderToStaticMarkup(createElement(Stub, { initialEntries: ['/'] }))
  const form = postedForm(html)
  expect(form.getAll('block_type')).toEqual(EDITOR_BLOCK_TYPES.map((t) => t.type))
  for (const f of BLOCK_FIELDS)
    expect(form.getAll(`block_${f}`), `block_${f}`).toHaveLength(EDITOR_BLOCK_TYPES.length)
  // and each block reads back its own text
  const drafts = readBlockDrafts(form)
  for (const [i, t] of EDITOR_BLOCK_TYPES.entries())
    if (t.type !== 'text') expect(drafts[i]!.text, t.type).toBe(`text of ${t.type}`)
})
