// The one action of member posts (ask, answer, comment, helpful, report), shared by /community,
// question and story pages: verified members only, input parsed with the shared schemas, a 4xx with
// a clear message and nothing stored for anything else.
import { requireVerifiedUser, VERIFY_EMAIL_FIRST } from '#app/features/accounts/session.server'
import {
  consumeMemberWrite,
  type MemberWrite,
  RATE_LIMITED_MESSAGE,
} from '#app/features/accounts/rate-limit.server'
import { type ActionResult, failure, invalidResult } from '#app/utils/action-result'
import {
  AnswerFormSchema,
  CommentFormSchema,
  HelpfulSchema,
  QuestionFormSchema,
  ReactionSchema,
  ReplyFormSchema,
  ReportFormSchema,
} from './discussions.schema'
import {
  askQuestion,
  type DiscussionIntent,
  markHelpful,
  postAnswer,
  reportItem,
} from './discussions.server'
import { postComment, toggleReaction } from './story-interactions.server'
import type { PostResult } from './discussions.schema'

/** Counts one write against the member's window (valid input only: a typo costs nothing). */
const allowed = (kind: MemberWrite, userId: string) => consumeMemberWrite(kind, userId)
const limited = () => failure(RATE_LIMITED_MESSAGE, 429)

async function run(intent: DiscussionIntent, userId: string, values: Record<string, unknown>) {
  switch (intent) {
    case 'ask': {
      const p = QuestionFormSchema.safeParse(values)
      return p.success ? askQuestion(userId, p.data) : invalidResult(p.error.issues)
    }
    case 'answer': {
      const p = AnswerFormSchema.safeParse(values)
      return p.success ? postAnswer(userId, p.data) : invalidResult(p.error.issues)
    }
    case 'comment': {
      const p = CommentFormSchema.safeParse(values)
      return p.success ? postComment(userId, p.data) : invalidResult(p.error.issues)
    }
    case 'reply': {
      const p = ReplyFormSchema.safeParse(values)
      return p.success ? postComment(userId, p.data) : invalidResult(p.error.issues)
    }
    case 'helpful': {
      const p = HelpfulSchema.safeParse(values)
      if (!p.success) return invalidResult(p.error.issues)
      if (!(await allowed('helpful', userId))) return limited()
      return markHelpful(userId, p.data.answerId)
    }
    case 'react': {
      const p = ReactionSchema.safeParse(values)
      if (!p.success) return invalidResult(p.error.issues)
      if (!(await allowed('reaction', userId))) return limited()
      return toggleReaction(userId, p.data.storyId, p.data.reaction)
    }
    case 'report': {
      const p = ReportFormSchema.safeParse(values)
      if (!p.success) return invalidResult(p.error.issues)
      if (!(await allowed('report', userId))) return limited()
      return reportItem(userId, p.data)
    }
  }
}

/** The result tagged with its intent; the route answers with resultResponse. */
export async function handleDiscussionAction(
  request: Request,
  intent: DiscussionIntent,
  form: FormData,
): Promise<PostResult> {
  const { user, unverified } = await requireVerifiedUser(request)
  const result: ActionResult = unverified
    ? failure(VERIFY_EMAIL_FIRST, 403)
    : await run(intent, user.id, Object.fromEntries(form))
  const parentId = intent === 'reply' ? form.get('parentId') : null
  return { intent, ...result, ...(typeof parentId === 'string' ? { parentId } : {}) }
}
