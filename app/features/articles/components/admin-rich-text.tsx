// The text block's editor (Tiptap, admin only): paragraphs, bold, italics, links and lists. It posts
// the document as JSON (block_rich) beside its plain text; the server validates the JSON again.
import { useEffect, useId, useState } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Bold, Italic, Link2, List, ListOrdered, Unlink } from 'lucide-react'
import { useHydrated } from '#app/components/site/use-hydrated'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'
import { LINK_RULE, richToPlainText, safeHref, type RichDoc } from '../rich-text'

const toolClass =
  'inline-flex size-9 items-center justify-center rounded-md text-sand-800 hover:bg-sand-100 aria-pressed:bg-ink aria-pressed:text-white disabled:opacity-40'

function Toolbar({
  editor,
  toolbarLabel,
  onLink,
  linkOpen,
}: {
  editor: Editor | null
  toolbarLabel: string
  onLink: () => void
  linkOpen: boolean
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      link: e?.isActive('link') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  })
  const run = (fn: (e: Editor) => void) => () => editor && fn(editor)
  const tools = [
    {
      name: 'Bold',
      icon: Bold,
      on: state?.bold,
      act: run((e) => e.chain().focus().toggleBold().run()),
    },
    {
      name: 'Italic',
      icon: Italic,
      on: state?.italic,
      act: run((e) => e.chain().focus().toggleItalic().run()),
    },
    { name: 'Link', icon: Link2, on: state?.link || linkOpen, act: onLink },
    {
      name: 'Bulleted list',
      icon: List,
      on: state?.bullet,
      act: run((e) => e.chain().focus().toggleBulletList().run()),
    },
    {
      name: 'Numbered list',
      icon: ListOrdered,
      on: state?.ordered,
      act: run((e) => e.chain().focus().toggleOrderedList().run()),
    },
  ]
  return (
    <div role="toolbar" aria-label={toolbarLabel} className="mb-1 flex flex-wrap gap-0.5">
      {tools.map((t) => (
        <button
          key={t.name}
          type="button"
          aria-label={t.name}
          aria-pressed={t.on ? true : false}
          disabled={!editor}
          onClick={t.act}
          className={toolClass}
        >
          <t.icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  )
}

function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId()
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''))
  const [error, setError] = useState('')
  const apply = () => {
    const safe = safeHref(href)
    if (!safe) return setError(LINK_RULE)
    const chain = editor.chain().focus().extendMarkRange('link')
    // with nothing selected, the address itself becomes the link text
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({
        type: 'text',
        text: safe,
        marks: [{ type: 'link', attrs: { href: safe } }],
      })
    else chain.setLink({ href: safe })
    chain.run()
    close()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    close()
  }
  return (
    <div className="mb-2 rounded-xl bg-sand-50 p-2 ring-1 ring-sand-200">
      <label htmlFor={`${id}-href`} className="text-sm font-semibold">
        Link address
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${id}-href`}
          type="text"
          inputMode="url"
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field opened by the Link button
          autoFocus
          value={href}
          onChange={(e) => (setHref(e.target.value), setError(''))}
          onKeyDown={(e) => {
            // Enter applies the link instead of submitting the article form
            if (e.key === 'Enter') {
              e.preventDefault()
              apply()
            } else if (e.key === 'Escape') {
              e.preventDefault()
              close()
            }
          }}
          placeholder="https://… or /hub/…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          className={cn(inputClass, 'min-w-0 flex-1 py-1.5 text-sm')}
        />
        <button
          type="button"
          onClick={apply}
          className="rounded-full bg-ink px-3 py-1.5 text-sm font-semibold text-white"
        >
          Apply link
        </button>
        {editor.isActive('link') ? (
          <button
            type="button"
            onClick={remove}
            className="inline-flex items-center gap-1 rounded-full border border-sand-300 px-3 py-1.5 text-sm font-semibold"
          >
            <Unlink aria-hidden className="size-4" /> Remove link
          </button>
        ) : null}
        <button
          type="button"
          onClick={close}
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-sand-800"
        >
          Cancel
        </button>
      </div>
      {error ? (
        <p id={`${id}-err`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A text block's rich editor; reports the document (JSON) and its plain text on every change.
 * Without JavaScript it is a plain textarea posted as `fallbackName` (the form then carries
 * TEXT_FALLBACK_FIELD and the server turns changed text into the document's paragraphs).
 */
export function AdminRichText({
  id,
  fallbackName,
  label,
  toolbarLabel,
  doc,
  invalid,
  describedBy,
  onChange,
  autofocus = false,
}: {
  id: string
  /** the textarea's name before JavaScript runs (the block's plain-text field) */
  fallbackName: string
  label: string
  toolbarLabel: string
  doc: RichDoc
  invalid: boolean
  describedBy?: string
  onChange: (v: { rich: string; text: string }) => void
  /** a block just added: the cursor goes into it */
  autofocus?: boolean
}) {
  const [linkOpen, setLinkOpen] = useState(false)
  const hydrated = useHydrated()
  const hintId = useId()
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    class: cn(
      inputClass,
      'min-h-28 leading-relaxed [&_a]:text-clay-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6',
    ),
  }
  const editor = useEditor({
    // server rendering has no DOM for the editor: it mounts after hydration
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        codeBlock: false,
        code: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => Boolean(safeHref(url)),
          HTMLAttributes: { rel: null, target: null },
        },
      }),
    ],
    content: doc,
    autofocus: autofocus ? 'end' : false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const json = e.getJSON() as RichDoc
      onChange({ rich: JSON.stringify(json), text: richToPlainText(json) })
    },
  })
  // the label (block position) and error state change after the editor was created
  const attrKey = JSON.stringify(attributes)
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attrKey) } })
  }, [editor, attrKey])
  if (!hydrated)
    return (
      <div>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <textarea
          id={id}
          name={fallbackName}
          defaultValue={richToPlainText(doc)}
          rows={6}
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          className={cn(inputClass, 'min-h-28 leading-relaxed')}
        />
        <p id={hintId} className="mt-1 text-sm text-sand-800">
          Plain text: formatting (bold, italics, links, lists) needs JavaScript. A blank line starts
          a new paragraph. Changing this text replaces the block&apos;s formatting.
        </p>
      </div>
    )
  return (
    <div>
      <Toolbar
        editor={editor}
        toolbarLabel={toolbarLabel}
        linkOpen={linkOpen}
        onLink={() => setLinkOpen((o) => !o)}
      />
      {editor && linkOpen ? <LinkForm editor={editor} close={() => setLinkOpen(false)} /> : null}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // before the editor mounts, the text is shown as it will be edited
        <div className={cn(inputClass, 'min-h-28 leading-relaxed whitespace-pre-line')}>
          {richToPlainText(doc)}
        </div>
      )}
    </div>
  )
}
