// The intents of member posts (ask, answer, comment, reply, helpful, react, report), declared once
// and picked by the /community, question and story routes: verified members only, input parsed
// with the shared schemas, a 4xx with a clear message and nothing stored for anything else. Each
// declares the public pages a published post makes stale; a post that waits for a moderator, a
// mark or a report changes no cached page (a report that hides an item changes many).
import {
  consumeMemberWrite,
  type MemberWrite,
  RATE_LIMITED_MESSAGE,
} from '#app/features/accounts/rate-limit.server'
import { intent } from '#app/features/accounts/route-action.server'
import { failure } from '#app/utils/action-result'
import {
  AnswerFormSchema,
  CommentFormSchema,
  HelpfulSchema,
  QuestionFormSchema,
  ReactionSchema,
  ReplyFormSchema,
  ReportFormSchema,
  type PostResult,
} from './discussions.schema'
import { askQuestion, markHelpful, postAnswer, reportItem } from './discussions.server'
import { postComment, storyPagePath, toggleReaction } from './story-interactions.server'

/** Counts one write against the member's window (valid input only: a typo costs nothing). */
const allowed = (kind: MemberWrite, userId: string) => consumeMemberWrite(kind, userId)
const limited = () => failure(RATE_LIMITED_MESSAGE, 429)

/** A published post makes `pages` stale; one waiting for a moderator changes nothing public. */
const unlessPending =
  (pages: (input: { storyId?: string }) => string[]) =>
  ({ input }: { input: unknown }, outcome: unknown) =>
    (outcome as PostResult).pending ? ('nothing' as const) : pages(input as { storyId?: string })

export const askIntent = intent({
  who: 'verified',
  schema: QuestionFormSchema,
  audit: false,
  invalidates: unlessPending(() => ['/community']),
  run: ({ user, input }) => askQuestion(user.id, input),
})

export const answerIntent = intent({
  who: 'verified',
  schema: AnswerFormSchema,
  audit: false,
  // the question page is never cached (private answers); the list shows the answer counts
  invalidates: unlessPending(() => ['/community']),
  run: ({ user, input }) => postAnswer(user.id, input),
})

export const commentIntent = intent({
  who: 'verified',
  schema: CommentFormSchema,
  audit: false,
  invalidates: unlessPending((input) => [storyPagePath(input.storyId!)]),
  run: ({ user, input }) => postComment(user.id, input),
})

export const replyIntent = intent({
  who: 'verified',
  schema: ReplyFormSchema,
  audit: false,
  invalidates: unlessPending((input) => [storyPagePath(input.storyId!)]),
  run: ({ user, input }) => postComment(user.id, input),
})

export const helpfulIntent = intent({
  who: 'verified',
  schema: HelpfulSchema,
  audit: false,
  // the mark shows on the question page, which is never cached
  invalidates: 'nothing',
  run: async ({ user, input }) => {
    if (!(await allowed('helpful', user.id))) return limited()
    return markHelpful(user.id, input.answerId)
  },
})

export const reactIntent = intent({
  who: 'verified',
  schema: ReactionSchema,
  audit: false,
  // the counts show on the story's page only: the rest of the cache stays warm
  invalidates: ({ input }) => [storyPagePath(input.storyId)],
  run: async ({ user, input }) => {
    if (!(await allowed('reaction', user.id))) return limited()
    return toggleReaction(user.id, input.storyId, input.reaction)
  },
})

export const reportIntent = intent({
  who: 'verified',
  schema: ReportFormSchema,
  audit: false,
  // a report that hides the item takes it off every page that showed it
  invalidates: (_ctx, outcome) => ((outcome as { hidden?: boolean }).hidden ? 'all' : 'nothing'),
  run: async ({ user, input }) => {
    if (!(await allowed('report', user.id))) return limited()
    return reportItem(user.id, input)
  },
})

/** Every answer names its form; a reply also names the comment it answers (its form shows it). */
export function discussionTag(name: string, form: FormData) {
  const parentId = name === 'reply' ? form.get('parentId') : null
  return { intent: name, ...(typeof parentId === 'string' ? { parentId } : {}) }
}
