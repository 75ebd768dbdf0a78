import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

export default [
  // ---- resource routes (no layout)
  route('sitemap-articles.xml', 'routes/api/sitemap-articles.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
  route('api/health', 'routes/api/health.ts'),
  route('media/*', 'routes/api/media.ts'),
  route('og/:kind/:id.png', 'routes/api/og-image.ts'),
  route('go/:productId', 'routes/api/product-click.ts'),
  // ---- accounts (issue 3): api/auth/* etc. go here

  // ---- public site
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('hub/:hubId', 'routes/site/hub.tsx'),
    route('hub/:hubId/:articleId', 'routes/site/article.tsx', { id: 'hub-article' }),
    route('article/:articleId', 'routes/site/article.tsx', { id: 'article' }),
    route('explore', 'routes/site/explore.tsx'),
    route('products', 'routes/site/products.tsx'),
    route('community', 'routes/site/community.tsx'),
    route('community/story/:storyId', 'routes/site/story.tsx'),
    route('authors', 'routes/site/authors.tsx'),
    route('author/:authorId', 'routes/site/author.tsx'),
    route('resources', 'routes/site/resources.tsx'),
    route('about', 'routes/site/about.tsx'),
    route('privacy', 'routes/site/privacy.tsx'),
    route('cookie-policy', 'routes/site/cookie-policy.tsx'),
    route('terms', 'routes/site/terms.tsx'),
    route('dmca', 'routes/site/dmca.tsx'),
    route('editorial-guidelines', 'routes/site/editorial-guidelines.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('business-inquiries', 'routes/site/business-inquiries.tsx'),
    // ---- accounts (issue 3): /auth, /profile, /saved ... go here

    route('*', 'routes/site/not-found.tsx'),
  ]),

  // ---- admin (issue 4)
  ...prefix('admin', []),
] satisfies RouteConfig
