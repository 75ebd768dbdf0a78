import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { readingTimeFor } from './articles-admin.schema'
import {
  parseBlocks,
  readBlockDrafts,
  TEXT_FALLBACK_FIELD,
  type BlockDraft,
} from './article-blocks.schema'
import { ContentBlocks } from './components/article-body'
import { RichText } from './components/rich-text-view'
import { LINK_RULE, plainToRich, richToPlainText, safeHref, type RichDoc } from './rich-text'
import { parseRichJson } from './rich-text.schema'

const doc = (href: string): RichDoc => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read ' },
        { type: 'text', text: 'this', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: ' guide', marks: [{ type: 'link', attrs: { href } }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
        },
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }],
        },
      ],
    },
  ],
})

const draft = (rich: string, text = ''): BlockDraft => ({
  type: 'text',
  credit: '',
  tone: '',
  embed_url: '',
  gallery: '',
  text,
  heading: '',
  level: '',
  image_url: '',
  caption: '',
  alt_text: '',
  items: '',
  rich,
  audio_url: '',
  transcript: '',
  product_id: '',
  video_id: '',
})

describe('safeHref', () => {
  test.each([
    'https://example.com/a?b=1',
    'http://example.com',
    'mailto:team@example.com',
    '/hub/game-face/sunscreen',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href))

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'evil.example/path',
    'https://',
    'mailto:',
    'ftp://example.com',
  ])('refuses %j', (href) => expect(safeHref(href)).toBeNull())
})

describe('the rich-text schema', () => {
  test('accepts the subset, drops editor attributes and derives the plain text', () => {
    const raw = doc('https://example.com')
    const withAttrs = JSON.parse(JSON.stringify(raw))
    withAttrs.content[0].content[2].marks[0].attrs = {
      href: 'https://example.com',
      target: '_blank',
      rel: 'x',
      class: 'y',
      onclick: 'alert(1)',
    }
    withAttrs.content[1].attrs = { start: 1 }
    const parsed = parseRichJson(JSON.stringify(withAttrs))
    expect(parsed).toEqual({ ok: true, doc: raw })
    expect(richToPlainText(raw)).toBe('Read this guide\n\none\ntwo')
  })

  test('refuses a javascript: link with the link rule', () => {
    expect(parseRichJson(JSON.stringify(doc('javascript:alert(1)')))).toEqual({
      ok: false,
      error: LINK_RULE,
    })
  })

  test.each([
    ['unknown node', { type: 'doc', content: [{ type: 'heading', content: [] }] }],
    [
      'unknown mark',
      {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'code' }] }] },
        ],
      },
    ],
    [
      'html node',
      { type: 'doc', content: [{ type: 'html', html: '<img src=x onerror=alert(1)>' }] },
    ],
    ['not a doc', { type: 'paragraph' }],
    [
      'text not a string',
      {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: { a: 1 } }] }],
      },
    ],
  ])('refuses %s', (_, value) => {
    const r = parseRichJson(JSON.stringify(value))
    expect(r.ok).toBe(false)
  })

  test('refuses broken JSON and deep nesting without throwing', () => {
    expect(parseRichJson('{"type":').ok).toBe(false)
    // built as a string: a 20,000-level object would overflow JSON.stringify itself
    const deep = `{"type":"doc","content":[${'{"type":"listItem","content":['.repeat(20_000)}{"type":"paragraph"}${']}'.repeat(20_000)}]}`
    expect(parseRichJson(deep).ok).toBe(false)
  })

  test('a text block posting rich JSON is stored with its derived text; an unsafe link is a field error', () => {
    const ok = parseBlocks([draft(JSON.stringify(doc('/explore')), 'ignored client text')])
    expect(ok.errors).toEqual({})
    expect(ok.blocks[0]).toEqual({
      type: 'text',
      text: 'Read this guide\n\none\ntwo',
      rich: doc('/explore'),
    })
    const bad = parseBlocks([draft(JSON.stringify(doc('javascript:alert(1)')))])
    expect(bad.errors).toEqual({ 'blocks.0.text': LINK_RULE })
    const empty = parseBlocks([
      draft(JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] })),
    ])
    expect(empty.errors).toEqual({ 'blocks.0.text': 'Write some text or remove this block' })
  })

  test('a plain text block (no rich field) still saves as before', () => {
    const r = parseBlocks([draft('', 'Just words.')])
    expect(r.blocks).toEqual([{ type: 'text', text: 'Just words.' }])
  })

  test('without JavaScript: unchanged text keeps its formatting, changed text becomes paragraphs', () => {
    const post = (text: string, noScript: boolean) => {
      const form = new FormData()
      if (noScript) form.set(TEXT_FALLBACK_FIELD, '1')
      const d = draft(JSON.stringify(doc('/explore')), text)
      for (const [k, v] of Object.entries(d))
        form.append(k === 'type' ? 'block_type' : `block_${k}`, v)
      return parseBlocks(readBlockDrafts(form))
    }
    // the textarea shows richToPlainText; posted back unchanged (CRLF from the browser) it keeps the doc
    const same = post(richToPlainText(doc('/explore')).replace(/\n/g, '\r\n'), true)
    expect(same.blocks[0]).toMatchObject({ rich: doc('/explore') })
    // edited: the new text, as the document's paragraphs (a line break stays a hard break)
    const edited = post('New first paragraph.\r\n\r\nSecond,\r\nwith a break.', true)
    expect(edited.errors).toEqual({})
    expect(edited.blocks[0]).toEqual({
      type: 'text',
      text: 'New first paragraph.\n\nSecond,\nwith a break.',
      rich: plainToRich('New first paragraph.\n\nSecond,\nwith a break.'),
    })
    // emptied: the usual field error
    expect(post('  ', true).errors).toEqual({
      'blocks.0.text': 'Write some text or remove this block',
    })
    // with JavaScript (no marker) the posted text is ignored, the document wins
    expect(post('ignored', false).blocks[0]).toMatchObject({ rich: doc('/explore') })
  })

  test('reading time counts the words of rich blocks', () => {
    const words = Array.from({ length: 450 }, () => 'word').join(' ')
    const rich = plainToRich(words)
    expect(readingTimeFor('', [{ type: 'text', text: richToPlainText(rich), rich }])).toBe(3)
  })
})

describe('the renderer', () => {
  test('renders bold, italics, lists and links; external links get noopener noreferrer', () => {
    const html = renderToStaticMarkup(
      createElement(RichText, { doc: doc('https://example.com/x') }),
    )
    expect(html).toBe(
      '<p>Read <em><strong>this</strong></em><a href="https://example.com/x" rel="noopener noreferrer"> guide</a></p><ul><li><p>one</p></li><li><p>two</p></li></ul>',
    )
    const local = renderToStaticMarkup(createElement(RichText, { doc: doc('/explore?tag=nil') }))
    expect(local).toContain('<a href="/explore?tag=nil"> guide</a>')
  })

  test('a tampered row: an unsafe link renders as text, unknown nodes are skipped, text is escaped', () => {
    const tampered = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '<script>x</script>' },
            {
              type: 'text',
              text: 'click',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
        { type: 'html', html: '<img src=x onerror=alert(1)>' },
      ],
    } as unknown as RichDoc
    const html = renderToStaticMarkup(createElement(RichText, { doc: tampered }))
    expect(html).toBe('<p>&lt;script&gt;x&lt;/script&gt;click</p>')
  })

  test('article bodies read both shapes: plain text blocks and rich blocks', () => {
    const html = renderToStaticMarkup(
      createElement(ContentBlocks, {
        blocks: [
          { type: 'text', text: 'Plain one\n\nPlain two' },
          { type: 'text', text: 'ignored', rich: plainToRich('Rich *one*') },
        ],
      }),
    )
    expect(html).toBe('<p><span>Plain one</span></p><p><span>Plain two</span></p><p>Rich *one*</p>')
  })
})
