// The Quiz Center's back office: the list, the editor's text format, and create, edit, publish and
// delete, each audited in its transaction.
import { desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { quizOptions, quizQuestions, quizResultProfiles, quizzes } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import type { ActionResult } from '#app/utils/action-result'
import { QUIZ_MESSAGES, type QuizEditor } from './quizzes.schema'
import type { FullQuiz } from './quizzes.server'
import { failure } from '#app/utils/action-result'

export async function listAdminQuizzes() {
  return db
    .select({
      id: quizzes.id,
      slug: quizzes.slug,
      title: quizzes.title,
      hubId: quizzes.hubId,
      isPublished: quizzes.isPublished,
      updatedAt: quizzes.updatedAt,
    })
    .from(quizzes)
    .orderBy(desc(quizzes.updatedAt))
}

/** The editor's text format of a stored quiz (see parseQuestionBlocks / parseResultBlocks). */
export function quizToEditor(quiz: FullQuiz) {
  const keyOf = new Map(quiz.results.map((r) => [r.id, r.key]))
  return {
    title: quiz.title,
    slug: quiz.slug,
    description: quiz.description,
    hubId: quiz.hubId,
    isPublished: quiz.isPublished,
    results: quiz.results
      .map(
        (r) =>
          `${r.key} | ${r.title} | ${r.hubId ?? quiz.hubId}${r.tags.length ? ` | ${r.tags.join(', ')}` : ''}\n${r.description}`,
      )
      .join('\n\n'),
    questions: quiz.questions
      .map((q) =>
        [q.prompt, ...q.options.map((o) => `- ${o.text} => ${keyOf.get(o.resultId)}`)].join('\n'),
      )
      .join('\n\n'),
  }
}

function isUniqueViolation(e: unknown) {
  const err = e as { code?: string; cause?: { code?: string } }
  return err?.code === '23505' || err?.cause?.code === '23505'
}

/**
 * Creates or replaces a quiz's content. Replacing questions removes kept results of the old
 * version (their options no longer exist), so editing a quiz members took is a conscious step.
 */
export async function saveQuiz(
  actor: Actor,
  id: string | null,
  form: QuizEditor,
): Promise<ActionResult & { id?: string }> {
  try {
    const quizId = await db.transaction(async (tx) => {
      const values = {
        title: form.title,
        slug: form.slug,
        description: form.description,
        hubId: form.hubId,
        isPublished: form.isPublished,
      }
      let qid = id
      if (qid) {
        const [row] = await tx
          .update(quizzes)
          .set(values)
          .where(eq(quizzes.id, qid))
          .returning({ id: quizzes.id })
        if (!row) return null
        await tx.delete(quizResultProfiles).where(eq(quizResultProfiles.quizId, qid))
        await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, qid))
      } else {
        const [row] = await tx
          .insert(quizzes)
          .values({ ...values, createdBy: actor.id })
          .returning({ id: quizzes.id })
        qid = row!.id
      }
      const results = await tx
        .insert(quizResultProfiles)
        .values(form.results.map((r, i) => ({ quizId: qid!, ...r, sortOrder: i })))
        .returning({ id: quizResultProfiles.id, key: quizResultProfiles.key })
      const resultId = new Map(results.map((r) => [r.key, r.id]))
      for (const [i, q] of form.questions.entries()) {
        const [question] = await tx
          .insert(quizQuestions)
          .values({ quizId: qid!, prompt: q.prompt, sortOrder: i })
          .returning({ id: quizQuestions.id })
        await tx.insert(quizOptions).values(
          q.options.map((o, j) => ({
            questionId: question!.id,
            text: o.text,
            resultId: resultId.get(o.resultKey)!,
            sortOrder: j,
          })),
        )
      }
      await recordAudit(tx, {
        action: id ? 'update' : 'create',
        entityType: 'quiz',
        entityId: qid,
        entityData: { title: form.title, isPublished: form.isPublished },
        userId: actor.id,
      })
      return qid
    })
    if (!quizId) return failure(QUIZ_MESSAGES.notFound, 404)
    return { ok: true, message: `Quiz "${form.title}" saved`, id: quizId }
  } catch (e) {
    if (isUniqueViolation(e))
      return {
        ok: false,
        message: 'Another quiz already uses this slug',
        status: 409,
        errors: { slug: 'Another quiz already uses this slug' },
      }
    throw e
  }
}

export async function setQuizPublished(
  actor: Actor,
  id: string,
  published: boolean,
): Promise<ActionResult> {
  const row = await db.transaction(async (tx) => {
    const [q] = await tx
      .update(quizzes)
      .set({ isPublished: published })
      .where(eq(quizzes.id, id))
      .returning({ title: quizzes.title })
    if (!q) return null
    await recordAudit(tx, {
      action: published ? 'publish' : 'unpublish',
      entityType: 'quiz',
      entityId: id,
      entityData: { title: q.title },
      userId: actor.id,
    })
    return q
  })
  if (!row) return failure(QUIZ_MESSAGES.notFound, 404)
  return {
    ok: true,
    message: published ? `"${row.title}" is published` : `"${row.title}" is unpublished`,
  }
}

export async function deleteQuiz(actor: Actor, id: string): Promise<ActionResult> {
  const row = await db.transaction(async (tx) => {
    const [q] = await tx
      .delete(quizzes)
      .where(eq(quizzes.id, id))
      .returning({ title: quizzes.title })
    if (!q) return null
    await recordAudit(tx, {
      action: 'hard_delete',
      entityType: 'quiz',
      entityId: id,
      entityData: { title: q.title },
      userId: actor.id,
    })
    return q
  })
  if (!row) return failure(QUIZ_MESSAGES.notFound, 404)
  return { ok: true, message: `Quiz "${row.title}" deleted` }
}
