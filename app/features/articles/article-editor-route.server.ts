// Shared loader/action pieces of the article editor routes (new, edit).
import { listAuthorOptions } from '#app/features/articles/article-queries.server'
import { listVideoOptions } from '#app/features/articles/article-videos.server'
import { parseArticleForm, type EditorIntent } from '#app/features/articles/articles-admin.schema'
import { getArticleCategories } from '#app/features/articles/articles.server'
import { listProductOptions } from '#app/features/products/products.server'
import { getEnv } from '#app/utils/env.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import type { Toast } from '#app/utils/toast.server'

export async function getEditorOptions() {
  const [authors, categories, products, videos] = await Promise.all([
    listAuthorOptions(),
    getArticleCategories(),
    listProductOptions(),
    listVideoOptions(),
  ])
  return { authors, categories, products, videos, siteUrl: getEnv().SITE_URL.replace(/\/$/, '') }
}

const TOASTS: Record<Exclude<EditorIntent, 'autosave'>, (status: string) => Toast> = {
  save: (s) => ({
    type: 'success',
    title: s === 'draft' ? 'Draft saved' : 'Article updated',
    description: s === 'published' ? 'The live article now shows your changes.' : undefined,
  }),
  publish: () => ({
    type: 'success',
    title: 'Article published',
    description: 'It is live on the site now.',
  }),
  schedule: () => ({
    type: 'success',
    title: 'Article scheduled',
    description: 'It goes live by itself at the time you chose.',
  }),
  unpublish: () => ({
    type: 'success',
    title: 'Article unpublished',
    description: 'It is a draft again and hidden from readers.',
  }),
}

/** An autosave answers with the time it saved; every other write redirects with its toast. */
export async function afterWrite(intent: EditorIntent, status: string, to: string) {
  if (intent === 'autosave') return { ok: true as const, savedAt: new Date().toISOString() }
  return redirectWithToast(to, TOASTS[intent](status))
}

export { parseArticleForm }
