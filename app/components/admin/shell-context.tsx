import { createContext, useContext } from 'react'
import type { AdminRole } from './admin-nav'

export type ShellCountsView = {
  pendingStories: number
  drafts: number
  newMessages: number
  /** everything in the review queue, and the same split by kind ('story': 2, 'comment': 1...) */
  pendingReview: number
  pendingQa: number
  pendingByKind: Record<string, number>
}

export type AdminShellState = {
  role: AdminRole
  counts: ShellCountsView
  collapsed: boolean
  toggleSidebar: () => void
  openPalette: () => void
  openCreate: () => void
  openHelp: () => void
  openAlerts: () => void
}

export const AdminShellContext = createContext<AdminShellState | null>(null)

/** The admin shell's state and actions (sidebar, command palette, create sheet, help). */
export function useAdminShell() {
  const ctx = useContext(AdminShellContext)
  if (!ctx) throw new Error('useAdminShell must be used inside the admin shell')
  return ctx
}
