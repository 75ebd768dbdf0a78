// The article editor's form state: the article it edits, its initial field values and the
// editor's own keys (Ctrl/Cmd+S, Ctrl/Cmd+P).
import { useEffect } from 'react'
import { showToast } from '#app/components/toaster'
import type { ContentBlock } from '#app/db/schema'
import type { ProductOption } from './admin-block-editor'
import type { RevisionView } from './admin-editor-aside'
import type { VideoOption } from './admin-video-field'

export type EditorArticle = {
  id: string
  title: string
  slug: string
  excerpt: string
  hubId: string
  category: string
  tags: string[]
  authorId: string | null
  imageUrl: string | null
  imageAlt: string
  contentBlocks: ContentBlock[]
  metaTitle: string | null
  metaDescription: string | null
  socialImageUrl: string | null
  socialTitle: string | null
  socialDescription: string | null
  noindex?: boolean
  status: 'draft' | 'published' | 'scheduled'
  publishedAt: Date | null
}

export function initialValues(a: EditorArticle | null, defaultHubId = '') {
  return {
    title: a?.title ?? '',
    slug: a?.slug ?? '',
    excerpt: a?.excerpt ?? '',
    hubId: a?.hubId ?? defaultHubId,
    category: a?.category ?? '',
    tags: a?.tags.join(', ') ?? '',
    authorId: a?.authorId ?? '',
    imageUrl: a?.imageUrl ?? '',
    imageAlt: a?.imageAlt ?? '',
    metaTitle: a?.metaTitle ?? '',
    metaDescription: a?.metaDescription ?? '',
    socialImageUrl: a?.socialImageUrl ?? '',
    socialTitle: a?.socialTitle ?? '',
    socialDescription: a?.socialDescription ?? '',
    noindex: a?.noindex ?? false,
  }
}

/** Ctrl/Cmd+S saves (even while typing), Ctrl/Cmd+P opens the reader preview. */
export function useEditorKeys(
  formRef: React.RefObject<HTMLFormElement | null>,
  saveRef: React.RefObject<HTMLButtonElement | null>,
  previewHref: string | null,
) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return
      const k = e.key.toLowerCase()
      if (k === 's') {
        e.preventDefault()
        formRef.current?.requestSubmit(saveRef.current)
      } else if (k === 'p') {
        const el = e.target as HTMLElement
        if (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return
        e.preventDefault()
        if (previewHref) window.open(previewHref, '_blank', 'noopener')
        else showToast({ type: 'info', title: 'Save the article first to preview it' })
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [formRef, saveRef, previewHref])
}

/** The editor's props: the article (null for a new one) and what its pickers offer. */
export type EditorProps = {
  article: EditorArticle | null
  authors: { id: string; name: string }[]
  categories: string[]
  products?: ProductOption[]
  /** transcoded videos a video block can show */
  videos?: VideoOption[]
  revisions: RevisionView[]
  siteUrl: string
  previewHref: string | null
  publicHref: string | null
  errors: Record<string, string> | null
  /** preselected hub for a new article (from ?hub=) */
  defaultHubId?: string
}
