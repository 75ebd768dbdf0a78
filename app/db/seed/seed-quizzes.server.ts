// The Quiz Center's quizzes (idempotent: fixed ids, existing rows are left as editors changed them).
import { SEED_QUIZZES } from './quizzes'
import { seedUuid } from './seed-kit'
import { and, eq, sql } from 'drizzle-orm'
import type { DB } from '#app/db/client.server'
import { quizOptions, quizQuestions, quizResultProfiles, quizzes } from '#app/db/schema'

/** Keywords for seeded result profiles that have none yet (a site seeded before they existed). */
async function fillMissingKeywords(
  db: DB,
  slug: string,
  results: (typeof SEED_QUIZZES)[number]['results'],
) {
  for (const r of results)
    await db
      .update(quizResultProfiles)
      .set({ tags: r.tags })
      .where(
        and(
          eq(quizResultProfiles.id, seedUuid(`quiz:${slug}:result:${r.key}`)),
          sql`cardinality(${quizResultProfiles.tags}) = 0`,
        ),
      )
}

export async function seedQuizzes(db: DB) {
  for (const [n, quiz] of SEED_QUIZZES.entries()) {
    const quizId = seedUuid(`quiz:${quiz.slug}`)
    const inserted = await db
      .insert(quizzes)
      .values({
        id: quizId,
        slug: quiz.slug,
        title: quiz.title,
        description: quiz.description,
        hubId: quiz.hubId,
        isPublished: true,
        createdAt: new Date(Date.now() - (SEED_QUIZZES.length - n) * 60_000),
      })
      .onConflictDoNothing()
      .returning({ id: quizzes.id })
    if (!inserted.length) {
      await fillMissingKeywords(db, quiz.slug, quiz.results)
      continue
    }
    const resultId = (key: string) => seedUuid(`quiz:${quiz.slug}:result:${key}`)
    await db
      .insert(quizResultProfiles)
      .values(quiz.results.map((r, i) => ({ id: resultId(r.key), quizId, ...r, sortOrder: i })))
    await db.insert(quizQuestions).values(
      quiz.questions.map((q, i) => ({
        id: seedUuid(`quiz:${quiz.slug}:q:${i}`),
        quizId,
        prompt: q.prompt,
        sortOrder: i,
      })),
    )
    await db.insert(quizOptions).values(
      quiz.questions.flatMap((q, i) =>
        q.options.map(([text, key], j) => ({
          id: seedUuid(`quiz:${quiz.slug}:q:${i}:o:${j}`),
          questionId: seedUuid(`quiz:${quiz.slug}:q:${i}`),
          text,
          resultId: resultId(key),
          sortOrder: j,
        })),
      ),
    )
  }
}
