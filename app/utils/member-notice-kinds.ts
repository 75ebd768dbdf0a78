// The kinds of member notifications and how the site names them (browser-safe: the email settings
// on /profile/notifications list them).

/** Every event a member can be told about; the email settings are keyed by these. */
export const MEMBER_NOTIFICATION_KINDS = [
  'content_approved',
  'content_rejected',
  'question_answered',
  'answer_marked',
  'comment_reply',
  'story_reactions',
] as const
export type MemberNotificationKind = (typeof MEMBER_NOTIFICATION_KINDS)[number]

/** The email setting's label for each kind. */
export const MEMBER_NOTIFICATION_LABELS: Record<MemberNotificationKind, string> = {
  content_approved: 'Your story or post was approved',
  content_rejected: 'Your story or post was not approved, and why',
  question_answered: 'Your question got an answer',
  answer_marked: 'Your answer was marked helpful or expert',
  comment_reply: 'Someone replied to your comment',
  story_reactions: 'Members reacted to your story',
}

export function isMemberNotificationKind(v: unknown): v is MemberNotificationKind {
  return MEMBER_NOTIFICATION_KINDS.includes(v as MemberNotificationKind)
}
