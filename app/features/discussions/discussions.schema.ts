// Q&A, story comments and reports (browser-safe): the forms' rules and messages.
import { z } from 'zod'
import type { ActionResult } from '#app/utils/action-result'
import { HUBS } from '#app/utils/site'

export const DISCUSSION_MESSAGES = {
  published: 'Thanks! Your post is live.',
  pending: 'Thanks! A moderator will review your post before it appears.',
  rateLimited:
    'You are posting too fast: members can post 5 questions, answers or comments every 10 minutes. Please try again later.',
  questionNotFound: 'This question does not exist or is not open for answers.',
  answerNotFound: 'This answer does not exist.',
  storyNotFound: 'This story does not exist or is not published.',
  commentNotFound: 'This comment does not exist or is not open for replies.',
  itemNotFound: 'There is nothing to report here.',
  helpfulMarked: 'Marked as helpful. Thanks for the feedback!',
  helpfulAlready: 'You have already marked this answer as helpful.',
  helpfulOwn: 'You cannot mark your own answer as helpful.',
  reported: 'Thanks for telling us. A moderator will look at it.',
  reportedAlready: 'You have already reported this.',
} as const

/** Posts per member in RATE_WINDOW_SECONDS (questions, answers and comments together). */
export const POSTS_PER_WINDOW = 5
export const RATE_WINDOW_SECONDS = 10 * 60
/** Accounts younger than this wait in the moderation queue. */
export const NEW_ACCOUNT_DAYS = 7
/** Reports from this many different trusted members (or staff) hide an item until a moderator
 * reviews it; reports from new accounts never do (report-weight.server.ts). */
export const REPORTS_TO_HIDE = 3

const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be less than ${max} characters`),
  )

const hubIds = HUBS.map((h) => h.id) as [string, ...string[]]

export const QuestionFormSchema = z.object({
  title: text('Title', 150),
  body: text('Your question', 5000),
  hubId: z.enum(hubIds, { message: 'Please choose a hub' }),
})
export type QuestionForm = z.infer<typeof QuestionFormSchema>

export const AnswerFormSchema = z.object({
  questionId: z.uuid(DISCUSSION_MESSAGES.questionNotFound),
  body: text('Your answer', 5000),
})
export type AnswerForm = z.infer<typeof AnswerFormSchema>

export const CommentFormSchema = z.object({
  storyId: z.uuid(DISCUSSION_MESSAGES.storyNotFound),
  body: text('Your comment', 2000),
})
export type CommentForm = z.infer<typeof CommentFormSchema> & { parentId?: string }

/** A reply to a comment on a story (one level: a reply to a reply joins the same thread). */
export const ReplyFormSchema = z.object({
  storyId: z.uuid(DISCUSSION_MESSAGES.storyNotFound),
  parentId: z.uuid(DISCUSSION_MESSAGES.commentNotFound),
  body: text('Your reply', 2000),
})

export const HelpfulSchema = z.object({ answerId: z.uuid(DISCUSSION_MESSAGES.answerNotFound) })

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'inappropriate', label: 'Inappropriate content' },
  { value: 'personal_info', label: 'Personal information shared' },
  { value: 'minor_safety', label: "Concern about a minor's safety" },
  { value: 'other', label: 'Other' },
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]['value']
export const REPORT_ITEM_TYPES = ['story', 'question', 'answer', 'comment'] as const
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number]

export const ReportFormSchema = z
  .object({
    itemType: z.enum(REPORT_ITEM_TYPES, { message: DISCUSSION_MESSAGES.itemNotFound }),
    itemId: z.uuid(DISCUSSION_MESSAGES.itemNotFound),
    reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
      message: 'Please choose a reason',
    }),
    details: z.preprocess(
      (v) => (typeof v === 'string' ? v : ''),
      z.string().trim().max(1000, 'Details must be less than 1000 characters'),
    ),
  })
  .refine((r) => r.reason !== 'other' || r.details.length > 0, {
    path: ['details'],
    message: 'Please tell us what is wrong',
  })
export type ReportForm = z.infer<typeof ReportFormSchema>

// ---------------------------------------------------------------- back office

export const QA_TABS = ['queue', 'published'] as const
export const QaFilterSchema = z.object({ tab: z.enum(QA_TABS).catch('queue') })

export const QaItemSchema = z.object({
  kind: z.enum(['question', 'answer'], { message: 'Unknown item' }),
  id: z.uuid('Item not found'),
})

export const QaEditSchema = z.object({
  title: z.preprocess(
    (v) => (typeof v === 'string' ? v : undefined),
    z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(150, 'Title must be less than 150 characters')
      .optional(),
  ),
  body: text('Text', 5000),
})
export type QaEdit = z.infer<typeof QaEditSchema>

export const BannedWordsSchema = z.array(z.string())

export const ResolveReportSchema = z.object({
  itemType: z.enum(REPORT_ITEM_TYPES, { message: 'Unknown item' }),
  itemId: z.uuid('Item not found'),
  decision: z.enum(['keep', 'remove'], { message: 'Choose keep or remove' }),
})

export const REACTIONS = [
  { value: 'respect', label: 'Respect' },
  { value: 'me_too', label: 'Me too' },
  { value: 'inspiring', label: 'Inspiring' },
] as const
export type Reaction = (typeof REACTIONS)[number]['value']

export const ReactionSchema = z.object({
  storyId: z.uuid(DISCUSSION_MESSAGES.storyNotFound),
  reaction: z.enum(REACTIONS.map((r) => r.value) as [Reaction, ...Reaction[]], {
    message: 'Please choose a reaction',
  }),
})

/** A member post's outcome, tagged with the form (intent) it answers. */
export type PostResult = ActionResult & {
  intent?: string
  id?: string
  pending?: boolean
  /** a reply's result names the comment it answers, so that comment's form shows it */
  parentId?: string
}
