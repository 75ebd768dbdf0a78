// Who wrote what a community page shows, for the minors' noindex rule (accounts/minors.server.ts):
// the same visibility as the public reads, ids only, never sent to the browser.
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { answers, questions, storyComments } from '#app/db/schema'
import { visible } from './discussions.server'

/** The authors of a story's published, not hidden comments. */
export async function storyCommentAuthorIds(storyId: string): Promise<(string | null)[]> {
  const rows = await db
    .select({ userId: storyComments.userId })
    .from(storyComments)
    .where(
      and(
        eq(storyComments.storyId, storyId),
        eq(storyComments.status, 'published'),
        isNull(storyComments.hiddenAt),
      ),
    )
  return rows.map((r) => r.userId)
}

/** The asker and the authors of the visible answers of a question page. */
export async function questionAuthorIds(questionId: string): Promise<(string | null)[]> {
  const [asked, answered] = await Promise.all([
    db.select({ userId: questions.userId }).from(questions).where(eq(questions.id, questionId)),
    db
      .select({ userId: answers.userId })
      .from(answers)
      .where(and(eq(answers.questionId, questionId), visible(answers))),
  ])
  return [...asked, ...answered].map((r) => r.userId)
}
