// The one action of member posts (ask, answer, comment, helpful, report), shared by /community,
// question and story pages: verified members only, input parsed with the shared schemas, a 4xx with
// a clear message and nothing stored for anything else.
import { requireVerifiedUser, VERIFY_EMAIL_FIRST } from '#app/features/accounts/session.server'
import { consumeMemberWrite, type MemberWrite } from '#app/features/accounts/rate-limit.server'
import { type ActionResult, failure, invalidResult } from '#app/utils/action-result'
import {
  DISCUSSION_MESSAGES as M,
  AnswerFormSchema,
  CommentFormSchema,
  HelpfulSchema,
  QuestionFormSchema,
  ReactionSchema,
  ReportFormSchema,
} from './discussions.schema'
import {
  askQuestion,
  type DiscussionIntent,
  markHelpful,
  postAnswer,
  postComment,
  reportItem,
} from './discussions.server'
import { toggleReaction } from './story-interactions.server'
import type { PostResult } from './discussions.schema'

// writes without a post allowance of their own (posts count against consumePostAllowance)
const LIMITED: Partial<Record<DiscussionIntent, MemberWrite>> = {
  react: 'reaction',
  helpful: 'helpful',
  report: 'report',
}

async function run(intent: DiscussionIntent, userId: string, values: Record<string, unknown>) {
  const limit = LIMITED[intent]
  if (limit && !(await consumeMemberWrite(limit, userId))) return failure(M.rateLimited, 429)
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
    case 'helpful': {
      const p = HelpfulSchema.safeParse(values)
      return p.success ? markHelpful(userId, p.data.answerId) : invalidResult(p.error.issues)
    }
    case 'react': {
      const p = ReactionSchema.safeParse(values)
      return p.success
        ? toggleReaction(userId, p.data.storyId, p.data.reaction)
        : invalidResult(p.error.issues)
    }
    case 'report': {
      const p = ReportFormSchema.safeParse(values)
      return p.success ? reportItem(userId, p.data) : invalidResult(p.error.issues)
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
  return { intent, ...result }
}
