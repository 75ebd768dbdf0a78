// The one list of public pages (app/utils/public-page-manifest.ts) and the route table agree: every
// child of the site layout in app/routes.ts is in the manifest and every manifest page is a child
// of it; every manifest resource (sitemaps, robots.txt, feeds) is a top-level route and every
// top-level route of those modules is in the manifest. The HTML cache, the sitemap's static pages
// and the route table are all read from the manifest, so a page added by hand in one of them fails
// here.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes'
import { STATIC_PAGES } from '#app/features/seo/static-pages'
import { PUBLIC_PAGES, pagePath, pathPattern } from '#app/utils/public-page-manifest'
import { isPublicPage, publicCacheKey } from '#app/utils/public-cache-rules.server'

type ConfigEntry = {
  id?: string
  path?: string
  file: string
  index?: boolean
  children?: ConfigEntry[]
}

const SITE_LAYOUT = 'routes/site/layout.tsx'
const table = routes as ConfigEntry[]
const siteLayout = table.find((r) => r.file === SITE_LAYOUT && !r.path)
/** A route as `path file#id` ('' for the index; the id only when one is given). */
const key = (r: { path?: string; file: string; id?: string }) =>
  `${r.path ?? ''} ${r.file}${r.id && r.id !== r.file.replace(/\.[jt]sx?$/, '') ? `#${r.id}` : ''}`

describe('public page manifest and app/routes.ts', () => {
  it('the site layout holds exactly the manifest pages', () => {
    expect(siteLayout, `a pathless layout of ${SITE_LAYOUT} in routes.ts`).toBeDefined()
    const inRoutes = (siteLayout!.children ?? []).map(key).sort()
    const inManifest = PUBLIC_PAGES.filter((p) => p.kind === 'page')
      .map(key)
      .sort()
    expect(
      inRoutes.filter((r) => !inManifest.includes(r)),
      'in routes.ts but not in public-page-manifest.ts',
    ).toEqual([])
    expect(
      inManifest.filter((m) => !inRoutes.includes(m)),
      'in public-page-manifest.ts but not in routes.ts',
    ).toEqual([])
  })

  it('the public resource routes are the manifest resources', () => {
    const resources = PUBLIC_PAGES.filter((p) => p.kind === 'resource')
    const files = new Set(resources.map((p) => p.file))
    const topLevel = table.filter((r) => !r.children).map(key)
    const sameModules = table.filter((r) => !r.children && files.has(r.file)).map(key)
    expect(resources.map(key).filter((m) => !topLevel.includes(m))).toEqual([])
    expect(sameModules.filter((r) => !resources.map(key).includes(r))).toEqual([])
  })

  it('no page is listed twice and every module exists', () => {
    const paths = PUBLIC_PAGES.map((p) => p.path)
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
    const missing = PUBLIC_PAGES.filter(
      (p) => !existsSync(path.resolve(import.meta.dirname, '../app', p.file)),
    )
    expect(missing).toEqual([])
  })
})

describe('what is derived from the manifest', () => {
  const sample = (p: string) => `/${p.replace(/:\w+/g, 'x')}`

  it('every shared page is in the HTML cache and nothing else is', () => {
    for (const p of PUBLIC_PAGES) {
      if (p.path.includes('*')) continue
      const url = p.cache?.params ? null : sample(p.path)
      if (url) expect([url, isPublicPage(url)]).toEqual([url, Boolean(p.cache)])
    }
    expect(isPublicPage('/sitemaps/pages.xml')).toBe(true)
    expect(isPublicPage('/sitemaps/articles-2.xml')).toBe(true)
    expect(isPublicPage('/p/about-us')).toBe(true)
    expect(isPublicPage('/p/About')).toBe(false)
  })

  it('keeps only the declared query params in the cache key', () => {
    expect(publicCacheKey('/explore', '?tab=recent&sort=title')).toBe(
      '/explore?sort=title&tab=recent',
    )
    expect(publicCacheKey('/', '?page=2')).toBeNull()
    expect(publicCacheKey('/hub/game-face', '?page=2')).toBe('/hub/game-face?page=2')
  })

  it('a dynamic segment matches one path segment of word characters', () => {
    const hub = PUBLIC_PAGES.find((p) => p.path === 'hub/:hubId')!
    expect(pathPattern(hub).test('/hub/game-face')).toBe(true)
    expect(pathPattern(hub).test('/hub/game-face/x')).toBe(false)
    expect(pathPattern(hub).test('/hub/a.b')).toBe(false)
  })

  it("the sitemap's static pages are the manifest's, in its order, all without parameters", () => {
    const listed = PUBLIC_PAGES.filter((p) => p.sitemap).map(pagePath)
    expect(STATIC_PAGES.map((p) => p.path)).toEqual(listed)
    expect(listed.filter((p) => p.includes(':') || p.includes('*'))).toEqual([])
    for (const p of STATIC_PAGES) expect([p.path, p.title.length > 0]).toEqual([p.path, true])
  })
})
