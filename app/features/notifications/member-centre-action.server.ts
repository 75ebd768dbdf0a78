// The notification centre's page data and its one action (mark read, mark all read, email
// settings): signed-in members only, each change limited to her own rows.
import { requireUser } from '#app/features/accounts/session.server'
import { type ActionResult, failure, invalidResult } from '#app/utils/action-result'
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

export const CENTRE_INTENTS = ['read', 'read-all', 'email-settings'] as const

async function run(userId: string, intent: unknown, values: Record<string, unknown>) {
  switch (intent) {
    case 'read': {
      const p = MarkReadSchema.safeParse(values)
      if (!p.success) return invalidResult(p.error.issues)
      return (await markNoticeRead(userId, p.data.id))
        ? { ok: true as const, message: M.read }
        : failure(M.notFound, 404)
    }
    case 'read-all': {
      await markAllNoticesRead(userId)
      return { ok: true as const, message: M.allRead }
    }
    case 'email-settings': {
      const p = EmailSettingsSchema.safeParse(values)
      if (!p.success) return invalidResult(p.error.issues)
      await setEmailSettings(userId, p.data)
      return { ok: true as const, message: M.settingsSaved }
    }
    default:
      return failure(M.unknown)
  }
}

export async function notificationCentreAction(
  request: Request,
  form: FormData,
): Promise<ActionResult & { intent?: string }> {
  const user = await requireUser(request)
  const intent = form.get('intent')
  const result = await run(user.id, intent, Object.fromEntries(form))
  return { ...result, intent: typeof intent === 'string' ? intent : undefined }
}
