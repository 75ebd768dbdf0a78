// The notification centre's page data and its intents (mark read, mark all read, email settings):
// signed-in members only, each change limited to her own rows.
import { requireUser } from '#app/features/accounts/session.server'
import { intent } from '#app/features/accounts/route-action.server'
import { failure } from '#app/utils/action-result'
import { getEmailSettings, setEmailSettings } from '#app/utils/member-notify-mail.server'
import {
  countUnread,
  listMemberNotices,
  markAllNoticesRead,
  markNoticeRead,
} from './member-notifications.server'
import {
  EmailSettingsSchema,
  MarkReadSchema,
  NOTICE_MESSAGES as M,
} from './member-notifications.schema'

export async function loadNotificationCentre(request: Request) {
  const user = await requireUser(request)
  const [notices, unread, email] = await Promise.all([
    listMemberNotices(user.id),
    countUnread(user.id),
    getEmailSettings(user.id),
  ])
  return { notices, unread, email }
}

/** The centre's intents (mark read, mark all read, email settings), declared by its route. */
export const centreIntents = {
  read: intent({
    who: 'member',
    schema: MarkReadSchema,
    audit: false,
    // a member's notices show on her own pages only
    invalidates: 'nothing',
    run: async ({ user, input }) =>
      (await markNoticeRead(user.id, input.id))
        ? { ok: true as const, message: M.read }
        : failure(M.notFound, 404),
  }),
  'read-all': intent({
    who: 'member',
    audit: false,
    invalidates: 'nothing',
    run: async ({ user }) => {
      await markAllNoticesRead(user.id)
      return { ok: true as const, message: M.allRead }
    },
  }),
  'email-settings': intent({
    who: 'member',
    schema: EmailSettingsSchema,
    audit: false,
    invalidates: 'nothing',
    run: async ({ user, input }) => {
      await setEmailSettings(user.id, input)
      return { ok: true as const, message: M.settingsSaved }
    },
  }),
}

export const UNKNOWN_CENTRE_INTENT = failure(M.unknown)
