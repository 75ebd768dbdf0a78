import { expect, test } from 'vitest'
import { readSidebarCollapsed } from '#app/components/admin/sidebar-cookie'
import { NAV_GROUPS, activeGroupId, breadcrumbsFor, canSee } from './admin-nav'

test('breadcrumbs come from the path; hub slugs read as hub names', () => {
  expect(breadcrumbsFor('/admin/content-hub/game-face').map((c) => c.label)).toEqual([
    'Dashboard',
    'Content Hub',
    'Game Face',
  ])
  expect(
    breadcrumbsFor('/admin/x/fit-check/brand-u/on-record')
      .map((c) => c.label)
      .slice(2),
  ).toEqual(['Fit Check', 'Brand U', 'On Record'])
  // a path segment that is not a page of its own is not a link
  expect(breadcrumbsFor('/admin/content/editor/0b7c2c36-8a1e-4bb5-9f57-6c8f0e3f8f11')).toEqual([
    { label: 'Dashboard', to: '/admin' },
    { label: 'Content', to: '/admin/content' },
    { label: 'Editor', to: null },
    { label: 'Details', to: '/admin/content/editor/0b7c2c36-8a1e-4bb5-9f57-6c8f0e3f8f11' },
  ])
})

test('the group of the active page opens; Content Management holds the article editor', () => {
  expect(activeGroupId('/admin/content/editor/abc')).toBe('content')
  expect(activeGroupId('/admin/reviews')).toBe('community')
  expect(activeGroupId('/admin')).toBe('overview')
  expect(NAV_GROUPS.map((g) => g.label)).toEqual([
    'Overview',
    'Content Management',
    'Community',
    'System',
  ])
})

test('editors do not see admin-only pages; routes that do not exist are not listed', () => {
  const all = NAV_GROUPS.flatMap((g) => g.items)
  expect(all.filter((i) => canSee(i, 'editor')).map((i) => i.label)).not.toContain('Users')
  expect(all.filter((i) => canSee(i, 'admin')).map((i) => i.label)).toContain('Users')
  // the System group's live pages: System is admin-only, analytics and performance open to editors
  const editorSees = all.filter((i) => canSee(i, 'editor')).map((i) => i.to)
  expect(editorSees).toEqual(expect.arrayContaining(['/admin/analytics', '/admin/performance']))
  expect(editorSees).not.toContain('/admin/system')
  expect(all.filter((i) => canSee(i, 'admin')).map((i) => i.to)).toContain('/admin/system')
})

test('sidebar cookie read on the server', () => {
  expect(readSidebarCollapsed('a=1; admin_sidebar=collapsed')).toBe(true)
  expect(readSidebarCollapsed('admin_sidebar=expanded')).toBe(false)
  expect(readSidebarCollapsed(null)).toBe(false)
})
