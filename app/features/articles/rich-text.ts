// The rich-text subset of article text blocks: a constrained ProseMirror (Tiptap) JSON document with
// paragraphs, bulleted and numbered lists, bold, italics and links. Browser-safe and free of zod:
// the public article page imports it, and its JavaScript budget has no room for a validator.

export type RichMark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } }
export type RichInline = { type: 'text'; text: string; marks?: RichMark[] } | { type: 'hardBreak' }
export type RichParagraph = { type: 'paragraph'; content?: RichInline[] }
export type RichList = { type: 'bulletList' | 'orderedList'; content: RichListItem[] }
export type RichListItem = { type: 'listItem'; content: RichBlock[] }
export type RichBlock = RichParagraph | RichList
export type RichDoc = { type: 'doc'; content: RichBlock[] }

export { safeHref } from './safe-href'

export const LINK_RULE =
  'Links must start with https://, http://, mailto: or / (a page on this site)'

function inlineText(content: RichInline[] | undefined): string {
  return (content ?? []).map((n) => (n.type === 'hardBreak' ? '\n' : n.text)).join('')
}

function blockLines(block: RichBlock): string[] {
  if (block.type === 'paragraph') return [inlineText(block.content)]
  return block.content.flatMap((item) => item.content.flatMap(blockLines))
}

/**
 * The words of a rich document as plain text: paragraphs separated by a blank line, one list item a
 * line. Stored beside the document, it feeds reading time, revisions and anything that reads text.
 */
export function richToPlainText(doc: RichDoc): string {
  return doc.content
    .map((b) =>
      b.type === 'paragraph'
        ? inlineText(b.content)
        : blockLines(b)
            .filter((l) => l.trim())
            .join('\n'),
    )
    .filter((t) => t.trim())
    .join('\n\n')
}

/** A plain-text block (blank lines between paragraphs, single line breaks kept) as a document. */
export function plainToRich(text: string): RichDoc {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
  return {
    type: 'doc',
    content: paragraphs.map((p) => ({
      type: 'paragraph',
      content: p
        .split('\n')
        .flatMap((line, i): RichInline[] =>
          i === 0
            ? [{ type: 'text', text: line }]
            : [{ type: 'hardBreak' }, { type: 'text', text: line }],
        )
        .filter((n) => n.type === 'hardBreak' || n.text),
    })),
  }
}
