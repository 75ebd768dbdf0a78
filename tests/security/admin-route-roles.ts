// THE ONE TABLE: the lowest role that may use each admin route (its loader and every action
// intent). The authorization matrix (authz-matrix.test.ts) and the fuzzer read it; every route
// in app/routes.ts under /admin (and every admin API, a path with an 'admin' segment) must be
// listed here, keyed by its full path pattern as in routes.ts (with the 'admin/' prefix), or by
// its file for a layout without a path.
//
// 'editor': editors and admins; 'admin': admins only (editors get 403).
// When one intent needs more than the rest, give an object: { loader, action, intents }.
export type MinRole = 'editor' | 'admin'
export type RouteRoles =
  MinRole | { loader?: MinRole; action?: MinRole; intents?: Record<string, MinRole> }

export const ADMIN_ROUTE_ROLES: Record<string, RouteRoles> = {
  'routes/admin/layout.tsx': 'editor',
  admin: 'editor',
  'admin/*': 'editor',
  'admin/search': 'editor',
  'admin/audit': 'editor',
  'admin/newsletter.csv': 'admin',

  // articles and media
  'admin/content-hub': 'editor',
  'admin/content': 'editor',
  'admin/content/new': 'editor',
  'admin/content/editor/:id': 'editor',
  'admin/articles': 'editor',
  'admin/articles/new': 'editor',
  'admin/articles/:id': 'editor',
  'admin/articles/:id/preview': 'editor',
  'admin/media': 'editor',
  'admin/media/upload-video': 'editor',
  'admin/media/captions': 'editor',

  // products, authors, pages, moderation, members, settings
  'admin/products': 'editor',
  'admin/products/new': 'editor',
  'admin/products/:productId': 'editor',
  'admin/authors': 'admin',
  'admin/authors/new': 'admin',
  'admin/authors/edit/:authorId': 'admin',
  'admin/pages': 'admin',
  'admin/pages/edit/:pageSlug': 'admin',
  'admin/reviews': 'editor',
  'admin/queue': 'editor',
  'admin/users': 'admin',
  'admin/settings': 'admin',
  'admin/settings/consent': 'admin',
  'admin/inbox': 'editor',
  'admin/inbox/:messageId': 'editor',
  'admin/newsletter': 'admin',
  'admin/sitemap': 'editor',
  'api/admin/notifications': 'editor',
  'api/admin/notifications/read': 'editor',
  'api/admin/alerts': 'editor',
  'admin/seo': 'editor',
  'admin/seo/redirects': 'editor',
  'admin/seo/settings': 'admin',

  'admin/backup-restore': 'admin',
  'admin/backup-restore/progress': 'admin',
  'admin/backup-restore/download/:name': 'admin',

  // engagement: polls, quizzes, Q&A
  'admin/polls': 'editor',
  'admin/polls/new': 'editor',
  'admin/qa': 'editor',
  'admin/quizzes': 'editor',
  'admin/quizzes/new': 'editor',
  'admin/quizzes/:quizId': 'editor',
  // live admin: system health, performance, analytics
  'admin/system': 'admin',
  'admin/performance': 'editor',
  'admin/analytics': 'editor',
  'admin/analytics.csv': 'editor',
}

/**
 * Intents that start long jobs (a full backup, a restore): refused cells still send them, but
 * allowed cells do not run them (the backup routes have their own tests).
 */
export const NOT_RUN_WHEN_ALLOWED = /^(backup|restore)$/

export function minRoleFor(roles: RouteRoles, kind: 'loader' | 'action', intent = ''): MinRole {
  if (typeof roles === 'string') return roles
  if (kind === 'action' && roles.intents?.[intent]) return roles.intents[intent]
  return roles[kind] ?? roles.loader ?? roles.action ?? 'admin'
}

export const MISSING_ROLE_MESSAGE = (key: string, file: string) =>
  `Admin route '${key}' (app/${file}) has no declared minimum role. Add it to ADMIN_ROUTE_ROLES in ` +
  `tests/security/admin-route-roles.ts as 'editor' or 'admin' (the role its requireRole() call ` +
  `asks for); the authorization matrix and the fuzzer then cover it.`
