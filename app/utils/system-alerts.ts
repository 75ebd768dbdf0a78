// A system alert as the admin bell and /admin/system receive it (browser-safe: a type only).
// Raised and listed by system-alerts.server.ts; turned into a bell notification by
// features/notifications.
export type SystemAlert = {
  id: string
  alertType: string
  category: string
  title: string
  description: string
  actionLabel: string | null
  actionUrl: string | null
  createdAt: string
  isNew: boolean
}
