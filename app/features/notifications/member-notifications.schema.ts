// The member notification centre (browser-safe): a notice as the page shows it, and the forms.
import { z } from 'zod'
import {
  MEMBER_NOTIFICATION_KINDS,
  type MemberNotificationKind,
} from '#app/utils/member-notice-kinds'
import { textSchema } from '#app/utils/text'

export type MemberNotice = {
  id: string
  kind: string
  title: string
  body: string
  link: string | null
  /** grouped notices (reactions): how many events this row stands for */
  count: number
  read: boolean
  /** ISO time */
  createdAt: string
}

/** What the member stream sends: the new or grown notice and her unread count. */
export type MemberStreamEvent = { notice: MemberNotice | null; unread: number }

export const NOTICE_MESSAGES = {
  notFound: 'This notification was not found or is already read.',
  read: 'Marked as read.',
  allRead: 'All notifications marked as read.',
  settingsSaved: 'Your email settings are saved.',
  unknown: 'Unknown action',
} as const

export const MarkReadSchema = z.object({ id: z.uuid(NOTICE_MESSAGES.notFound) })

/** One checkbox per kind: checked ('on') is on, absent is off. */
const checkbox = z.preprocess((v) => v === 'on' || v === 'true', z.boolean())
export const EmailSettingsSchema = z.object({
  content_approved: checkbox,
  content_rejected: checkbox,
  question_answered: checkbox,
  answer_marked: checkbox,
  comment_reply: checkbox,
  story_reactions: checkbox,
} satisfies Record<MemberNotificationKind, typeof checkbox>)

/** The signed link in every notification email. */
export const UnsubscribeSchema = z.object({
  u: textSchema().min(1).max(100),
  k: z.enum(MEMBER_NOTIFICATION_KINDS),
  s: textSchema().min(1).max(100),
})
