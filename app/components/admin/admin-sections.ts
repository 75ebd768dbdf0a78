// The one table of admin sections: path, label, icon and the lowest role that may use it.
// Route modules read their section's `minRole` for requireRole (loader and action, on the
// server) and for their ErrorBoundary; the sidebar, the command palette and the shortcuts read
// the same entry, so a section's role is written here and nowhere else. Browser-safe.
//
// tests/security/admin-route-roles.ts stays an independent, hand-written copy on purpose: the
// authorization matrix checks the server against it, and checks that every entry here agrees.
import {
  BarChart3,
  BookUser,
  DatabaseBackup,
  FileStack,
  FileText,
  Gauge,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Layers,
  Mail,
  MessageSquareCheck,
  MessagesSquare,
  Network,
  SearchCheck,
  Server,
  Settings,
  ShoppingBag,
  Sparkles,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react'

/** 'editor': editors and admins; 'admin': admins only. */
export type MinRole = 'editor' | 'admin'
export type AdminRole = 'user' | 'editor' | 'admin'

export type AdminSection = {
  /** the section's main page */
  path: string
  label: string
  icon?: LucideIcon
  minRole: MinRole
}

export const ADMIN_SECTIONS = {
  // the admin layout and what every admin page shares: search, notifications, alerts, 404
  shell: { path: '/admin', label: 'Admin', minRole: 'editor' },
  dashboard: { path: '/admin', label: 'Dashboard', icon: LayoutDashboard, minRole: 'editor' },
  contentHub: { path: '/admin/content-hub', label: 'Content Hub', icon: Layers, minRole: 'editor' },
  articles: { path: '/admin/articles', label: 'Articles', icon: FileText, minRole: 'editor' },
  products: { path: '/admin/products', label: 'Products', icon: ShoppingBag, minRole: 'editor' },
  media: { path: '/admin/media', label: 'Media', icon: Images, minRole: 'editor' },
  authors: { path: '/admin/authors', label: 'Authors', icon: BookUser, minRole: 'admin' },
  pages: { path: '/admin/pages', label: 'Pages', icon: FileStack, minRole: 'admin' },
  reviews: {
    path: '/admin/reviews',
    label: 'Reviews',
    icon: MessageSquareCheck,
    minRole: 'editor',
  },
  // everything members write that waits for a moderator, and reported items
  queue: { path: '/admin/queue', label: 'Review queue', icon: ListChecks, minRole: 'editor' },
  inbox: { path: '/admin/inbox', label: 'Inbox', icon: Inbox, minRole: 'editor' },
  users: { path: '/admin/users', label: 'Users', icon: Users, minRole: 'admin' },
  newsletter: { path: '/admin/newsletter', label: 'Newsletter', icon: Mail, minRole: 'admin' },
  polls: { path: '/admin/polls', label: 'Polls', icon: BarChart3, minRole: 'editor' },
  qa: { path: '/admin/qa', label: 'Q&A', icon: MessagesSquare, minRole: 'editor' },
  quizzes: { path: '/admin/quizzes', label: 'Quizzes', icon: Sparkles, minRole: 'editor' },
  audit: { path: '/admin/audit', label: 'Audit Log', icon: History, minRole: 'editor' },
  seo: { path: '/admin/seo', label: 'SEO', icon: SearchCheck, minRole: 'editor' },
  seoSettings: { path: '/admin/seo/settings', label: 'SEO settings', minRole: 'admin' },
  backupRestore: {
    path: '/admin/backup-restore',
    label: 'Backup & Restore',
    icon: DatabaseBackup,
    minRole: 'admin',
  },
  sitemap: { path: '/admin/sitemap', label: 'Sitemap', icon: Network, minRole: 'editor' },
  analytics: { path: '/admin/analytics', label: 'Analytics', icon: TrendingUp, minRole: 'editor' },
  performance: { path: '/admin/performance', label: 'Performance', icon: Gauge, minRole: 'editor' },
  system: { path: '/admin/system', label: 'System', icon: Server, minRole: 'admin' },
  settings: { path: '/admin/settings', label: 'Settings', icon: Settings, minRole: 'admin' },
} as const satisfies Record<string, AdminSection>

export type AdminSectionId = keyof typeof ADMIN_SECTIONS

/** Whether `role` reaches a section's (or a nav item's) minimum role. Hiding is not a check. */
export function canSee(item: { minRole: MinRole }, role: AdminRole | null | undefined) {
  if (role === 'admin') return true
  return role === 'editor' && item.minRole === 'editor'
}
