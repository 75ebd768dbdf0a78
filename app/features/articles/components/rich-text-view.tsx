// Renders a stored rich-text document as React elements: a few lines instead of the editor on the
// public page. Text is escaped by React; anything outside the subset (an old or tampered row) is
// skipped, and every link is checked again before it becomes an <a>.
import { Fragment, type ReactNode } from 'react'
import type { RichBlock, RichDoc, RichInline } from '../rich-text'

// The server stored only links that passed safeHref; this shorter check (the same schemes, no
// control characters, spaces or backslashes) keeps a tampered row from rendering a script link
// without shipping the full check to the article page.
const SAFE_LINK = /^(?:https?:\/\/[^/]|mailto:.|\/(?![/\\]))[^\u0000-\u0020\u007f\\]*$/i

function inline(node: RichInline, key: number): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />
  // a text node; anything else without a string text is not part of the subset
  const text = node as Extract<RichInline, { type: 'text' }>
  if (typeof text.text !== 'string') return null
  let out: ReactNode = text.text
  for (const mark of text.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>
    else if (mark.type === 'italic') out = <em>{out}</em>
    else if (mark.type === 'link') {
      const href = mark.attrs?.href
      if (typeof href === 'string' && SAFE_LINK.test(href))
        out = (
          <a href={href} rel={/^http/i.test(href) ? 'noopener noreferrer' : undefined}>
            {out}
          </a>
        )
    }
  }
  return <Fragment key={key}>{out}</Fragment>
}

function inlines(content: RichInline[] | undefined) {
  return Array.isArray(content) ? content.map(inline) : null
}

function block(node: RichBlock, key: number): ReactNode {
  if (node.type === 'paragraph') return <p key={key}>{inlines(node.content)}</p>
  if (node.type !== 'bulletList' && node.type !== 'orderedList') return null
  const List = node.type === 'orderedList' ? 'ol' : 'ul'
  return (
    <List key={key}>
      {(node.content ?? []).map((item, i) => (
        <li key={i}>{Array.isArray(item?.content) ? item.content.map(block) : null}</li>
      ))}
    </List>
  )
}

export function RichText({ doc }: { doc: RichDoc }) {
  return <>{Array.isArray(doc.content) ? doc.content.map((b, i) => block(b, i)) : null}</>
}
