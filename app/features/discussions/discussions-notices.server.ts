// What members are told about each other's activity on their content, each called in the
// transaction that makes the change visible: an answer published on her question (at once, or when
// a moderator approves it), helpful and expert marks on her answer, a reply to her comment,
// reactions on her story (one grouped notice while unread). Nobody is told about her own doing.
import { and, eq } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import {
  answers,
  memberNotifications,
  questions,
  storyComments,
  userSubmissions,
} from '#app/db/schema'
import { notifyMember } from '#app/utils/member-notify.server'

const quote = (s: string, max = 120) => `“${s.length > max ? `${s.slice(0, max - 1)}…` : s}”`

/** Whether this member was already told about this item in this way (approvals are re-runnable). */
async function alreadyTold(tx: Tx, userId: string, kind: string, itemId: string) {
  const [row] = await tx
    .select({ id: memberNotifications.id })
    .from(memberNotifications)
    .where(
      and(
        eq(memberNotifications.userId, userId),
        eq(memberNotifications.kind, kind),
        eq(memberNotifications.itemId, itemId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

async function answerContext(tx: Tx, answerId: string) {
  const [row] = await tx
    .select({
      answerAuthor: answers.userId,
      status: answers.status,
      questionId: questions.id,
      questionAuthor: questions.userId,
      questionTitle: questions.title,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.id, answerId))
  return row ?? null
}

/** A published answer on her question (once per answer). */
export async function noticeAnswerPublished(tx: Tx, answerId: string) {
  const a = await answerContext(tx, answerId)
  if (!a || a.status !== 'published' || a.answerAuthor === a.questionAuthor) return
  if (await alreadyTold(tx, a.questionAuthor, 'question_answered', answerId)) return
  await notifyMember(tx, {
    userId: a.questionAuthor,
    kind: 'question_answered',
    title: 'Your question got an answer',
    body: quote(a.questionTitle),
    link: `/community/questions/${a.questionId}#answer-${answerId}`,
    itemType: 'answer',
    itemId: answerId,
  })
}

/** Members marked her answer helpful: one notice per answer whose count grows while unread. */
export async function noticeHelpfulMark(tx: Tx, answerId: string) {
  const a = await answerContext(tx, answerId)
  if (!a) return
  await notifyMember(tx, {
    userId: a.answerAuthor,
    kind: 'answer_marked',
    title: 'Members found your answer helpful',
    body: `Your answer to ${quote(a.questionTitle)}`,
    link: `/community/questions/${a.questionId}#answer-${answerId}`,
    itemType: 'answer',
    itemId: answerId,
    groupKey: `helpful:${answerId}`,
  })
}

/** Our team marked her answer as an expert answer. */
export async function noticeExpertMark(tx: Tx, answerId: string) {
  const a = await answerContext(tx, answerId)
  if (!a) return
  await notifyMember(tx, {
    userId: a.answerAuthor,
    kind: 'answer_marked',
    title: 'Your answer was marked as an expert answer',
    body: `Your answer to ${quote(a.questionTitle)}`,
    link: `/community/questions/${a.questionId}#answer-${answerId}`,
    itemType: 'answer',
    itemId: answerId,
  })
}

/**
 * A published reply to her comment (once per reply). `toCommentId`: the comment the member pressed
 * Reply on (a reply in the thread); a reply approved later tells the thread's first comment.
 */
export async function noticeReplyPublished(tx: Tx, replyId: string, toCommentId?: string) {
  const [reply] = await tx
    .select({
      author: storyComments.userId,
      parentId: storyComments.parentId,
      status: storyComments.status,
      storyId: storyComments.storyId,
    })
    .from(storyComments)
    .where(eq(storyComments.id, replyId))
  if (!reply?.parentId || reply.status !== 'published') return
  const [parent] = await tx
    .select({ author: storyComments.userId, storyTitle: userSubmissions.title })
    .from(storyComments)
    .innerJoin(userSubmissions, eq(userSubmissions.id, storyComments.storyId))
    .where(eq(storyComments.id, toCommentId ?? reply.parentId))
  if (!parent || parent.author === reply.author) return
  if (await alreadyTold(tx, parent.author, 'comment_reply', replyId)) return
  await notifyMember(tx, {
    userId: parent.author,
    kind: 'comment_reply',
    title: 'Someone replied to your comment',
    body: `On the story ${quote(parent.storyTitle)}`,
    link: `/community/story/${reply.storyId}#comment-${reply.parentId}`,
    itemType: 'comment',
    itemId: replyId,
  })
}

/** Members reacted to her story: one notice per story whose count grows while unread. */
export async function noticeStoryReaction(tx: Tx, storyId: string, reactorId: string) {
  const [story] = await tx
    .select({ author: userSubmissions.userId, title: userSubmissions.title })
    .from(userSubmissions)
    .where(eq(userSubmissions.id, storyId))
  if (!story?.author || story.author === reactorId) return
  await notifyMember(tx, {
    userId: story.author,
    kind: 'story_reactions',
    title: 'Members reacted to your story',
    body: quote(story.title),
    link: `/community/story/${storyId}`,
    itemType: 'story',
    itemId: storyId,
    groupKey: `reactions:${storyId}`,
  })
}
