import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'
import { PUBLIC_PAGES, type PublicPage } from './utils/public-page-manifest'

function publicRoute(p: PublicPage) {
  if (p.path === '') return index(p.file)
  return route(p.path, p.file, p.id ? { id: p.id } : {})
}

export default [
  // ---- resource routes (no layout)
  // -- SEO block: sitemaps, robots.txt and RSS feeds (public-page-manifest.ts), backup files
  ...PUBLIC_PAGES.filter((p) => p.kind === 'resource').map(publicRoute),
  route('admin/backup-restore/download/:name', 'routes/admin/backup-download.ts'),
  route('admin/backup-restore/progress', 'routes/admin/backup-progress.ts'),
  // -- end SEO block
  route('api/health', 'routes/api/health.ts'),
  route('api/health/live', 'routes/api/health-live.ts'),
  route('api/health/ready', 'routes/api/health-ready.ts'),
  route('media/*', 'routes/api/media.ts'),
  route('og/:kind/:id.png', 'routes/api/og-image.ts'),
  route('go/:productId', 'routes/api/product-click.ts'),
  route('api/search', 'routes/api/search.ts'),
  route('api/client-errors', 'routes/api/client-errors.ts'),
  // ---- accounts resource routes: auth API, saved items, exports, newsletter confirmation
  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/saved', 'routes/api/saved.ts'),
  route('api/follow', 'routes/api/follow.ts'),
  route('profile/export', 'routes/api/profile-export.ts'),
  route('newsletter/confirm', 'routes/auth/newsletter-confirm.tsx'),
  route('admin/newsletter.csv', 'routes/api/newsletter-csv.ts'),
  // ---- end accounts resource routes
  // ---- admin live: realtime notifications, alerts, metrics beacon
  route('api/admin/notifications', 'routes/api/admin-notifications.ts'),
  route('api/admin/notifications/read', 'routes/api/admin-notifications-read.ts'),
  route('api/admin/alerts', 'routes/api/admin-alerts.ts'),
  route('api/beacon', 'routes/api/beacon.ts'),
  // the signed-in member's live notifications (her own only)
  route('api/notifications', 'routes/api/member-notifications.ts'),
  route('admin/analytics.csv', 'routes/api/analytics-csv.ts'),
  // ---- end admin live
  // ---- consent
  route('api/consent/context', 'routes/api/consent-context.ts'),
  route('api/consent/:intent?', 'routes/api/consent.ts'),
  // ---- end consent

  // ---- public site: the pages of app/utils/public-page-manifest.ts, inside the site layout
  layout('routes/site/layout.tsx', PUBLIC_PAGES.filter((p) => p.kind === 'page').map(publicRoute)),

  // ---- admin: every loader and action calls requireRole itself
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      // -- content block: dashboard, articles, media, audit
      index('routes/admin/dashboard.tsx'),
      route('content-hub', 'routes/admin/content-hub.tsx'),
      route('content', 'routes/admin/articles-list.tsx', { id: 'admin-content' }),
      route('content/new', 'routes/admin/article-new.tsx', { id: 'admin-content-new' }),
      route('content/editor/:id', 'routes/admin/article-editor.tsx', {
        id: 'admin-content-editor',
      }),
      route('articles', 'routes/admin/articles-list.tsx', { id: 'admin-articles' }),
      route('articles/new', 'routes/admin/article-new.tsx', { id: 'admin-articles-new' }),
      route('articles/:id', 'routes/admin/article-editor.tsx', { id: 'admin-articles-editor' }),
      route('articles/:id/preview', 'routes/admin/article-preview.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('media/upload-video', 'routes/admin/media-upload-video.tsx'),
      route('media/captions', 'routes/admin/media-captions.tsx'),
      route('search', 'routes/admin/search.ts', { id: 'admin-search' }),
      route('audit', 'routes/admin/audit.tsx'),
      route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
      // -- end content block
      // -- site block: products, authors, pages, moderation, users, settings, inbox, newsletter
      route('products', 'routes/admin/products.tsx'),
      route('products/new', 'routes/admin/product-edit.tsx', { id: 'admin-product-new' }),
      route('products/:productId', 'routes/admin/product-edit.tsx', { id: 'admin-product-edit' }),
      route('authors', 'routes/admin/authors.tsx'),
      route('authors/new', 'routes/admin/author-edit.tsx', { id: 'admin-author-new' }),
      route('authors/edit/:authorId', 'routes/admin/author-edit.tsx', { id: 'admin-author-edit' }),
      route('pages', 'routes/admin/pages.tsx'),
      route('pages/edit/:pageSlug', 'routes/admin/page-edit.tsx'),
      route('reviews', 'routes/admin/reviews.tsx'),
      route('queue', 'routes/admin/review-queue.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('settings/consent', 'routes/admin/consent-settings.tsx'),
      route('inbox', 'routes/admin/inbox.tsx'),
      route('inbox/:messageId', 'routes/admin/inbox-message.tsx'),
      route('newsletter', 'routes/admin/newsletter.tsx'),
      // -- end site block
      // -- SEO block: SEO overview, sitemap status, backup and restore
      route('sitemap', 'routes/admin/sitemap.tsx'),
      route('seo', 'routes/admin/seo.tsx'),
      route('seo/redirects', 'routes/admin/seo-redirects.tsx'),
      route('seo/settings', 'routes/admin/seo-settings.tsx'),
      route('backup-restore', 'routes/admin/backup-restore.tsx'),
      // -- end SEO block
      // -- engagement block: polls, quizzes, Q&A
      route('polls', 'routes/admin/polls.tsx'),
      route('polls/new', 'routes/admin/poll-new.tsx'),
      route('qa', 'routes/admin/qa.tsx'),
      route('quizzes', 'routes/admin/quizzes.tsx'),
      route('quizzes/new', 'routes/admin/quiz-edit.tsx', { id: 'admin-quiz-new' }),
      route('quizzes/:quizId', 'routes/admin/quiz-edit.tsx', { id: 'admin-quiz-edit' }),
      // -- end engagement block
      // -- admin live block: system, performance, analytics
      route('system', 'routes/admin/system.tsx'),
      route('performance', 'routes/admin/performance.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
      // -- end admin live block
    ]),
  ]),
  // invitation acceptance (public, no admin shell)
  route('invite/:token', 'routes/auth/accept-invite.tsx'),
] satisfies RouteConfig
