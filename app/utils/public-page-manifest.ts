// Every page of the public site, once: its path pattern, its route module, whether anonymous
// readers may share one rendered copy (the public HTML cache, decision 0002) and with which query
// strings, and, for the fixed pages, what the pages sitemap and the SEO overview say about it.
//
// Read by app/routes.ts (the site layout's children and the public resource routes), by
// utils/public-cache-rules.server.ts (the cache's allow-list and keys) and by
// features/seo/static-pages.ts (the sitemap's static pages). tests/public-page-manifest.test.ts
// holds routes.ts and this list together. Browser-safe and free of path aliases: routes.ts loads it before Vite's aliases exist.
import { SITE } from './site'

/** How the HTML cache treats a page: shared between anonymous readers, keyed by these params. */
export type PageCache = {
  /** the query params kept in the key, each with the values it may take; any other param or value
   * (or a repeated param) makes the request uncacheable */
  query?: Record<string, RegExp>
  /** the pattern of a dynamic segment, when it is narrower than `[\w-]+` */
  params?: Record<string, string>
}

export type PublicPage = {
  /** the path pattern as routes.ts writes it ('' is the home page) */
  path: string
  /** the route module, relative to app/ */
  file: string
  /** the route id, when one module serves two paths */
  id?: string
  /** 'page' renders inside the site layout; 'resource' answers without it (XML, text) */
  kind: 'page' | 'resource'
  /** shared by anonymous readers in the HTML cache; absent: rendered for each request */
  cache?: PageCache
  /** listed in the pages sitemap and the SEO overview; 'legal-document' takes the title and
   * description of the page's document in features/legal */
  sitemap?: { title: string; description: string } | 'legal-document'
}

const pageNumber = /^\d{1,3}$/
const sitePage = (
  path: string,
  file: string,
  more: Omit<PublicPage, 'path' | 'file' | 'kind'> = {},
) => ({ path, file, kind: 'page', ...more }) satisfies PublicPage
const resource = (
  path: string,
  file: string,
  more: Omit<PublicPage, 'path' | 'file' | 'kind'> = {},
) => ({ path, file, kind: 'resource', ...more }) satisfies PublicPage
const shared: PageCache = {}

// The order of the fixed pages here is their order in the sitemap and the SEO overview.
export const PUBLIC_PAGES: readonly PublicPage[] = [
  sitePage('', 'routes/site/home.tsx', {
    cache: shared,
    sitemap: { title: SITE.name, description: SITE.description },
  }),
  sitePage('hub/:hubId', 'routes/site/hub.tsx', { cache: { query: { page: pageNumber } } }),
  sitePage('hub/:hubId/:articleId', 'routes/site/article.tsx', {
    id: 'hub-article',
    cache: shared,
  }),
  sitePage('article/:articleId', 'routes/site/article.tsx', { id: 'article', cache: shared }),
  sitePage('explore', 'routes/site/explore.tsx', {
    cache: {
      query: {
        category: /^[^<>]{1,80}$/,
        tab: /^(trending|recent|podcasts)$/,
        sort: /^(oldest|title|reading-time)$/,
        page: pageNumber,
      },
    },
    sitemap: {
      title: 'Explore Articles',
      description:
        'Search and browse every story, guide and interview for athletes: beauty, style, NIL and life beyond sport.',
    },
  }),
  sitePage('products', 'routes/site/products.tsx', {
    cache: { query: { hub: /^[a-z0-9-]{1,40}$/, sort: /^(price-asc|price-desc)$/ } },
  }),
  sitePage('products/:slug', 'routes/site/product.tsx', { cache: shared }),
  sitePage('community', 'routes/site/community.tsx', {
    cache: { query: { page: pageNumber, category: /^[A-Za-z &-]{1,40}$/ } },
    sitemap: {
      title: 'Community',
      description:
        'Real stories from female athletes about training, style, setbacks and life beyond sport. Share yours and join the newsletter.',
    },
  }),
  sitePage('community/story/:storyId', 'routes/site/story.tsx', { cache: shared }),
  sitePage('community/questions/:questionId', 'routes/site/question.tsx'),
  sitePage('quiz-center', 'routes/site/quiz-center.tsx'),
  sitePage('quiz-center/:slug', 'routes/site/quiz.tsx'),
  sitePage('quiz-center/:slug/result/:resultKey', 'routes/site/quiz-result.tsx'),
  sitePage('authors', 'routes/site/authors.tsx', {
    cache: shared,
    sitemap: {
      title: 'Our Authors',
      description: 'Meet the former athletes, coaches and reporters who write Beyond the Game.',
    },
  }),
  sitePage('author/:authorId', 'routes/site/author.tsx', { cache: shared }),
  sitePage('contact', 'routes/site/contact.tsx', {
    sitemap: {
      title: 'Contact Us',
      description:
        'Questions, story tips, corrections or feedback: write to the Beyond the Game team in Chicago, IL.',
    },
  }),
  sitePage('business-inquiries', 'routes/site/business-inquiries.tsx', {
    sitemap: {
      title: 'Business Inquiries',
      description:
        'Partner with Beyond the Game: brand partnerships, sponsored content, affiliate programs and NIL collaborations with female athletes.',
    },
  }),
  sitePage('about', 'routes/site/about.tsx', { cache: shared, sitemap: 'legal-document' }),
  sitePage('resources', 'routes/site/resources.tsx', { cache: shared, sitemap: 'legal-document' }),
  sitePage('editorial-guidelines', 'routes/site/editorial-guidelines.tsx', {
    cache: shared,
    sitemap: 'legal-document',
  }),
  sitePage('privacy', 'routes/site/privacy.tsx', { cache: shared, sitemap: 'legal-document' }),
  sitePage('cookie-policy', 'routes/site/cookie-policy.tsx', {
    cache: shared,
    sitemap: 'legal-document',
  }),
  sitePage('terms', 'routes/site/terms.tsx', { cache: shared, sitemap: 'legal-document' }),
  sitePage('dmca', 'routes/site/dmca.tsx', { cache: shared, sitemap: 'legal-document' }),
  sitePage('p/:slug', 'routes/site/cms-page.tsx', { cache: { params: { slug: '[a-z0-9-]+' } } }),
  // accounts: sign-in and the member's own pages, in the site's frame, never shared
  sitePage('auth', 'routes/auth/auth.tsx'),
  sitePage('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
  sitePage('auth/reset-password', 'routes/auth/reset-password.tsx'),
  sitePage('auth/verified', 'routes/auth/verified.tsx'),
  sitePage('profile', 'routes/site/profile.tsx'),
  sitePage('profile/settings', 'routes/site/profile-settings.tsx'),
  sitePage('profile/notifications', 'routes/site/profile-notifications.tsx'),
  sitePage('notifications/unsubscribe', 'routes/site/unsubscribe.tsx'),
  sitePage('saved', 'routes/site/saved.tsx'),
  sitePage('*', 'routes/site/not-found.tsx'),
  // crawlers' files: sitemaps, robots.txt and the RSS feeds
  resource('sitemap-articles.xml', 'routes/api/sitemap-articles.ts', { cache: shared }),
  resource('robots.txt', 'routes/api/robots.ts', { cache: shared }),
  resource('sitemap.xml', 'routes/api/sitemap-index.ts', { cache: shared }),
  resource('sitemaps/:file', 'routes/api/sitemap-file.ts', {
    cache: { params: { file: '[a-z]+(-\\d{1,4})?\\.xml' } },
  }),
  resource('feed.xml', 'routes/api/feed.ts', { id: 'feed-site', cache: shared }),
  resource('hub/:hubId/feed.xml', 'routes/api/feed.ts', { id: 'feed-hub', cache: shared }),
]

/** The URL path of a page without dynamic segments ('' -> '/'). */
export function pagePath(p: Pick<PublicPage, 'path'>) {
  return `/${p.path}`
}

/** The regular expression a request's pathname must match to be this page in the HTML cache. */
export function pathPattern(p: Pick<PublicPage, 'path' | 'cache'>) {
  const segments = p.path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    const name = segment.slice(1)
    return `(?:${p.cache?.params?.[name] ?? '[\\w-]+'})`
  })
  return new RegExp(`^\\/${segments.join('\\/')}$`)
}
