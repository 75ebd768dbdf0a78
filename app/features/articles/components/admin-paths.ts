// The articles back office lives at both /admin/content/* and /admin/articles/*; links stay in the
// family the editor came from.
export type ArticlesBase = 'content' | 'articles'

export function articlesBaseFor(pathname: string): ArticlesBase {
  return pathname.startsWith('/admin/content') ? 'content' : 'articles'
}
export function articleListHref(base: ArticlesBase) {
  return `/admin/${base}`
}
export function articleNewHref(base: ArticlesBase) {
  return `/admin/${base}/new`
}
export function articleEditHref(base: ArticlesBase, id: string) {
  return base === 'content' ? `/admin/content/editor/${id}` : `/admin/articles/${id}`
}
export function articlePreviewHref(id: string) {
  return `/admin/articles/${id}/preview`
}
