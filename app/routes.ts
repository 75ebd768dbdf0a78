import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

export default [
  // ---- resource routes (no layout)
  route('sitemap-articles.xml', 'routes/api/sitemap-articles.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
  route('api/health', 'routes/api/health.ts'),
  route('media/*', 'routes/api/media.ts'),
  route('og/:kind/:id.png', 'routes/api/og-image.ts'),
  route('go/:productId', 'routes/api/product-click.ts'),
  route('api/search', 'routes/api/search.ts'),
  // ---- accounts (issue 3): api/auth/* etc. go here
  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/saved', 'routes/api/saved.ts'),
  route('newsletter/confirm', 'routes/auth/newsletter-confirm.tsx'),
  route('admin/newsletter.csv', 'routes/api/newsletter-csv.ts'),
  // ---- end accounts resource routes

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
    route('auth', 'routes/auth/auth.tsx'),
    route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
    route('auth/reset-password', 'routes/auth/reset-password.tsx'),
    route('auth/verified', 'routes/auth/verified.tsx'),
    route('profile', 'routes/site/profile.tsx'),
    route('saved', 'routes/site/saved.tsx'),
    // ---- end accounts

    route('*', 'routes/site/not-found.tsx'),
  ]),

  // ---- admin (issue 4); every loader and action calls requireRole itself
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      // -- E1 block: shell, dashboard, articles, media
      index('routes/admin/dashboard.tsx'),
      route('content-hub', 'routes/admin/content-hub.tsx'),
      route('content', 'routes/admin/articles-list.tsx', { id: 'admin-content' }),
      route('content/new', 'routes/admin/article-new.tsx', { id: 'admin-content-new' }),
      route('content/editor/:id', 'routes/admin/article-editor.tsx', { id: 'admin-content-editor' }),
      route('articles', 'routes/admin/articles-list.tsx', { id: 'admin-articles' }),
      route('articles/new', 'routes/admin/article-new.tsx', { id: 'admin-articles-new' }),
      route('articles/:id', 'routes/admin/article-editor.tsx', { id: 'admin-articles-editor' }),
      route('articles/:id/preview', 'routes/admin/article-preview.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('search', 'routes/admin/search.ts', { id: 'admin-search' }),
      route('audit', 'routes/admin/audit.tsx'),
      route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
      // -- end E1 block
      // -- E2 block: products, authors, pages, moderation, users, settings
      route('products', 'routes/admin/products.tsx'),
      route('products/new', 'routes/admin/product-edit.tsx', { id: 'admin-product-new' }),
      route('products/:productId', 'routes/admin/product-edit.tsx', { id: 'admin-product-edit' }),
      route('authors', 'routes/admin/authors.tsx'),
      route('authors/new', 'routes/admin/author-edit.tsx', { id: 'admin-author-new' }),
      route('authors/edit/:authorId', 'routes/admin/author-edit.tsx', { id: 'admin-author-edit' }),
      route('pages', 'routes/admin/pages.tsx'),
      route('pages/edit/:pageSlug', 'routes/admin/page-edit.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      // -- end E2 block
    ]),
  ]),
  // -- E2: invitation acceptance (public, no admin shell)
  route('invite/:token', 'routes/auth/accept-invite.tsx'),
] satisfies RouteConfig
