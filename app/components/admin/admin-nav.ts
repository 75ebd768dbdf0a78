// Browser-safe configuration of the admin shell: sidebar groups, shortcuts, breadcrumbs.
// Only routes that exist are listed (admin routes not built yet are left out, never linked to a
// 404: docs/product.md#admin-routes). Paths, labels, icons and roles come from the sections table
// (admin-sections.ts).
import type { LucideIcon } from 'lucide-react'
import { HUB_TITLES } from '#app/utils/site'
import { isUuid } from '#app/utils/uuid'
import {
  ADMIN_SECTIONS,
  canSee,
  type AdminRole,
  type AdminSectionId,
  type MinRole,
} from './admin-sections'

export { canSee, type AdminRole }

export type NavItem = {
  label: string
  to: string
  icon: LucideIcon
  /** lowest role that may open it (editor pages are open to admins too) */
  minRole: MinRole
  /** other path prefixes that mark this item active */
  match?: string[]
  badge?: 'pendingStories' | 'pendingReview' | 'pendingQa' | 'drafts' | 'newMessages'
}
export type NavGroup = {
  id: 'overview' | 'content' | 'community' | 'system'
  label: string
  items: NavItem[]
}

type NavSectionId = {
  [K in AdminSectionId]: (typeof ADMIN_SECTIONS)[K] extends { icon: LucideIcon } ? K : never
}[AdminSectionId]

function navItem(id: NavSectionId, extra: Pick<NavItem, 'match' | 'badge'> = {}): NavItem {
  const { path, label, icon, minRole } = ADMIN_SECTIONS[id]
  return { label, to: path, icon, minRole, ...extra }
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'overview',
    label: 'Overview',
    items: [navItem('dashboard'), navItem('contentHub')],
  },
  {
    id: 'content',
    label: 'Content Management',
    items: [
      navItem('articles', { match: ['/admin/content'], badge: 'drafts' }),
      navItem('products'),
      navItem('media'),
      navItem('authors'),
      navItem('pages'),
    ],
  },
  {
    id: 'community',
    label: 'Community',
    items: [
      navItem('queue', { badge: 'pendingReview' }),
      navItem('reviews', { badge: 'pendingStories' }),
      navItem('inbox', { badge: 'newMessages' }),
      navItem('users'),
      navItem('newsletter'),
      // engagement: polls, quizzes, Q&A
      navItem('polls'),
      navItem('qa', { badge: 'pendingQa' }),
      navItem('quizzes'),
    ],
  },
  {
    id: 'system',
    label: 'System',
    items: [
      navItem('audit'),
      navItem('seo'),
      navItem('backupRestore'),
      navItem('sitemap'),
      navItem('analytics'),
      navItem('performance'),
      navItem('system'),
      navItem('settings'),
    ],
  },
]

export function isItemActive(item: NavItem, pathname: string) {
  const path = pathname.replace(/\/$/, '') || '/'
  if (item.to === '/admin') return path === '/admin'
  return [item.to, ...(item.match ?? [])].some((p) => path === p || path.startsWith(p + '/'))
}

export function activeGroupId(pathname: string): NavGroup['id'] | null {
  return NAV_GROUPS.find((g) => g.items.some((i) => isItemActive(i, pathname)))?.id ?? null
}

export type ShortcutTarget = { to: string; label: string; minRole: MinRole }

/** A shortcut to a section's page (or `to`, another page of that section). */
export function sectionTarget(id: AdminSectionId, to?: string, label?: string): ShortcutTarget {
  const section = ADMIN_SECTIONS[id]
  return { to: to ?? section.path, label: label ?? section.label, minRole: section.minRole }
}

// docs/product.md#admin-shell: Cmd/Ctrl+1..9, 0 open dashboard, articles, products, pages, users,
// reviews, polls, SEO, system, settings. Every target has a page.
export const NUMBER_SHORTCUTS: Record<string, ShortcutTarget> = {
  '1': sectionTarget('dashboard'),
  '2': sectionTarget('articles'),
  '3': sectionTarget('products'),
  '4': sectionTarget('pages'),
  '5': sectionTarget('users'),
  '6': sectionTarget('reviews'),
  '7': sectionTarget('polls'),
  '8': sectionTarget('seo'),
  '9': sectionTarget('system'),
  '0': sectionTarget('settings'),
}

// docs/product.md#admin-shell: Alt+D dashboard, Alt+C content, Alt+U users, Alt+A analytics, Alt+S
// settings, Alt+P performance.
export const ALT_SHORTCUTS: Record<string, ShortcutTarget> = {
  KeyD: sectionTarget('dashboard'),
  KeyC: sectionTarget('articles', '/admin/content', 'Content'),
  KeyU: sectionTarget('users'),
  KeyS: sectionTarget('settings'),
  KeyA: sectionTarget('analytics'),
  KeyP: sectionTarget('performance'),
}

const SEGMENT_LABELS: Record<string, string> = {
  admin: 'Dashboard',
  'content-hub': 'Content Hub',
  content: 'Content',
  articles: 'Articles',
  editor: 'Editor',
  new: 'New',
  edit: 'Edit',
  preview: 'Preview',
  products: 'Products',
  pages: 'Pages',
  media: 'Media',
  users: 'Users',
  authors: 'Authors',
  reviews: 'Reviews',
  queue: 'Review queue',
  settings: 'Settings',
  audit: 'Audit Log',
  sitemap: 'Sitemap',
  seo: 'SEO',
  'backup-restore': 'Backup & Restore',
  polls: 'Polls',
  qa: 'Q&A',
  quizzes: 'Quizzes',
  system: 'System',
  performance: 'Performance',
  analytics: 'Analytics',
  ...HUB_TITLES,
}

function labelFor(segment: string) {
  if (SEGMENT_LABELS[segment]) return SEGMENT_LABELS[segment]
  if (isUuid(segment)) return 'Details'
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

// intermediate path segments that are not pages of their own
const NOT_A_PAGE = new Set(['/admin/content/editor', '/admin/pages/edit', '/admin/authors/edit'])

/** Breadcrumbs from the path: /admin/content-hub/game-face -> Dashboard / Content Hub / Game Face. */
export function breadcrumbsFor(pathname: string): { label: string; to: string | null }[] {
  const parts = pathname.split('/').filter(Boolean)
  if (parts[0] !== 'admin') return []
  return parts.map((p, i) => {
    const to = '/' + parts.slice(0, i + 1).join('/')
    return { label: labelFor(p), to: NOT_A_PAGE.has(to) ? null : to }
  })
}
