// POST /api/admin/notifications/read: the bell's Mark all read (and Clear all). Everything up to
// now counts as read for this staff member on every device and after a reload.
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { markBellRead } from '#app/features/notifications/bell-state.server'

export const action = defineAction({
  respond: 'result',
  intents: {
    'mark-read': intent({
      who: ADMIN_SECTIONS.shell.minRole,
      // the staff member's own read mark, not a change to the site
      audit: false,
      invalidates: 'nothing',
      run: async ({ user }) => {
        await markBellRead(user.id)
        return { ok: true as const, message: 'Notifications marked as read' }
      },
    }),
  },
})
