// Browser-safe configuration of the admin shell: sidebar groups, shortcuts, breadcrumbs.
// Only routes that exist are listed (SPEC admin routes not built yet are left out, never linked to a 404).
import {
  BarChart3,
  BookUser,
  DatabaseBackup,
  FileStack,
  FileText,
  History,
  Inbox,
  Server,
  Gauge,
  TrendingUp,
  Images,
  LayoutDashboard,
  Layers,
  Mail,
  MessageSquareCheck,
  Network,
  SearchCheck,
  MessagesSquare,
  Settings,
  Sparkles,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { HUB_TITLES } from '#app/utils/site'
import { isUuid } from '#app/utils/uuid'

export type AdminRole = 'user' | 'editor' | 'admin'

export type NavItem = {
  label: string
  to: string
  icon: LucideIcon
  /** lowest role that may open it (editor pages are open to admins too) */
  minRole: 'editor' | 'admin'
  /** other path prefixes that mark this item active */
  match?: string[]
  badge?: 'pendingStories' | 'drafts' | 'newMessages'
}
export type NavGroup = {
  id: 'overview' | 'content' | 'community' | 'system'
  label: string
  items: NavItem[]
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'overview',
    label: 'Overview',
    items: [
      { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, minRole: 'editor' },
      { label: 'Content Hub', to: '/admin/content-hub', icon: Layers, minRole: 'editor' },
    ],
  },
  {
    id: 'content',
    label: 'Content Management',
    items: [
      {
        label: 'Articles',
        to: '/admin/articles',
        icon: FileText,
        minRole: 'editor',
        match: ['/admin/content'],
        badge: 'drafts',
      },
      { label: 'Products', to: '/admin/products', icon: ShoppingBag, minRole: 'editor' },
      { label: 'Media', to: '/admin/media', icon: Images, minRole: 'editor' },
      { label: 'Authors', to: '/admin/authors', icon: BookUser, minRole: 'admin' },
      { label: 'Pages', to: '/admin/pages', icon: FileStack, minRole: 'admin' },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    items: [
      {
        label: 'Reviews',
        to: '/admin/reviews',
        icon: MessageSquareCheck,
        minRole: 'editor',
        badge: 'pendingStories',
      },
      {
        label: 'Inbox',
        to: '/admin/inbox',
        icon: Inbox,
        minRole: 'editor',
        badge: 'newMessages',
      },
      { label: 'Users', to: '/admin/users', icon: Users, minRole: 'admin' },
      { label: 'Newsletter', to: '/admin/newsletter', icon: Mail, minRole: 'admin' },
      // engagement: polls, quizzes, Q&A
      { label: 'Polls', to: '/admin/polls', icon: BarChart3, minRole: 'editor' },
      { label: 'Q&A', to: '/admin/qa', icon: MessagesSquare, minRole: 'editor' },
      { label: 'Quizzes', to: '/admin/quizzes', icon: Sparkles, minRole: 'editor' },
    ],
  },
  {
    id: 'system',
    label: 'System',
    items: [
      { label: 'Audit Log', to: '/admin/audit', icon: History, minRole: 'editor' },
      // -- SEO block
      { label: 'SEO', to: '/admin/seo', icon: SearchCheck, minRole: 'editor' },
      {
        label: 'Backup & Restore',
        to: '/admin/backup-restore',
        icon: DatabaseBackup,
        minRole: 'admin',
      },
      { label: 'Sitemap', to: '/admin/sitemap', icon: Network, minRole: 'editor' },
      // -- end SEO block
      // -- admin live entries
      { label: 'Analytics', to: '/admin/analytics', icon: TrendingUp, minRole: 'editor' },
      { label: 'Performance', to: '/admin/performance', icon: Gauge, minRole: 'editor' },
      { label: 'System', to: '/admin/system', icon: Server, minRole: 'admin' },
      // -- end admin live entries
      { label: 'Settings', to: '/admin/settings', icon: Settings, minRole: 'admin' },
    ],
  },
]

export function canSee(item: { minRole: 'editor' | 'admin' }, role: AdminRole | null | undefined) {
  if (role === 'admin') return true
  return role === 'editor' && item.minRole === 'editor'
}

export function isItemActive(item: NavItem, pathname: string) {
  const path = pathname.replace(/\/$/, '') || '/'
  if (item.to === '/admin') return path === '/admin'
  return [item.to, ...(item.match ?? [])].some((p) => path === p || path.startsWith(p + '/'))
}

export function activeGroupId(pathname: string): NavGroup['id'] | null {
  return NAV_GROUPS.find((g) => g.items.some((i) => isItemActive(i, pathname)))?.id ?? null
}

// SPEC: Cmd/Ctrl+1..9, 0 open dashboard, articles, products, pages, users, reviews, polls, SEO,
// system, settings. Every target has a page.
export const NUMBER_SHORTCUTS: Record<
  string,
  { to: string; label: string; minRole: 'editor' | 'admin' }
> = {
  '1': { to: '/admin', label: 'Dashboard', minRole: 'editor' },
  '2': { to: '/admin/articles', label: 'Articles', minRole: 'editor' },
  '3': { to: '/admin/products', label: 'Products', minRole: 'editor' },
  '4': { to: '/admin/pages', label: 'Pages', minRole: 'admin' },
  '5': { to: '/admin/users', label: 'Users', minRole: 'admin' },
  '6': { to: '/admin/reviews', label: 'Reviews', minRole: 'editor' },
  '7': { to: '/admin/polls', label: 'Polls', minRole: 'editor' },
  '8': { to: '/admin/seo', label: 'SEO', minRole: 'editor' },
  '9': { to: '/admin/system', label: 'System', minRole: 'admin' },
  '0': { to: '/admin/settings', label: 'Settings', minRole: 'admin' },
}

// SPEC: Alt+D dashboard, Alt+C content, Alt+U users, Alt+A analytics, Alt+S settings, Alt+P performance.
export const ALT_SHORTCUTS: Record<
  string,
  { to: string; label: string; minRole: 'editor' | 'admin' }
> = {
  KeyD: { to: '/admin', label: 'Dashboard', minRole: 'editor' },
  KeyC: { to: '/admin/content', label: 'Content', minRole: 'editor' },
  KeyU: { to: '/admin/users', label: 'Users', minRole: 'admin' },
  KeyS: { to: '/admin/settings', label: 'Settings', minRole: 'admin' },
  KeyA: { to: '/admin/analytics', label: 'Analytics', minRole: 'editor' },
  KeyP: { to: '/admin/performance', label: 'Performance', minRole: 'editor' },
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
