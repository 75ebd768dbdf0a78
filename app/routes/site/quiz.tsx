import { Link, redirect } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { readFormData } from '#app/utils/form-data.server'
import { failure } from '#app/utils/action-result'
import { resultResponse } from '#app/utils/action-response.server'
import type { Route } from './+types/quiz'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { consumeMemberWrite, RATE_LIMITED_MESSAGE } from '#app/features/accounts/rate-limit.server'
import { QuizForm } from '#app/features/quizzes/components/quiz-ui'
import { QUIZ_MESSAGES, readQuizAnswers } from '#app/features/quizzes/quizzes.schema'
import { getQuiz, saveQuizAttempt, scoreQuiz } from '#app/features/quizzes/quizzes.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { invariantResponse } from '#app/utils/invariant'

export async function loader({ params }: Route.LoaderArgs) {
  const quiz = await getQuiz({ slug: params.slug })
  invariantResponse(quiz, QUIZ_MESSAGES.notFound)
  return {
    quiz: {
      slug: quiz.slug,
      title: quiz.title,
      description: quiz.description,
      questions: quiz.questions.map((q) => ({
        id: q.id,
        prompt: q.prompt,
        options: q.options.map((o) => ({ id: o.id, text: o.text })),
      })),
    },
  }
}

/** Anyone may take a quiz; a verified member's result is kept, an anonymous one never stored. */
export async function action({ request, params }: Route.ActionArgs) {
  const quiz = await getQuiz({ slug: params.slug })
  if (!quiz) return resultResponse(failure(QUIZ_MESSAGES.notFound, 404))
  const answers = readQuizAnswers(await readFormData(request))
  if (!answers) return resultResponse(failure(QUIZ_MESSAGES.wrongQuiz))
  const scored = scoreQuiz(quiz, answers)
  if (!scored.ok) return resultResponse(scored)
  const user = await getOptionalUser(request)
  if (user?.emailVerified) {
    if (!(await consumeMemberWrite('quiz-attempt', user.id)))
      return resultResponse(failure(RATE_LIMITED_MESSAGE, 429))
    await saveQuizAttempt(user.id, quiz.id, scored.resultId, scored.optionIds)
  }
  const result = quiz.results.find((r) => r.id === scored.resultId)!
  throw redirect(
    `/quiz-center/${quiz.slug}/result/${result.key}${user?.emailVerified ? '?saved=1' : ''}`,
  )
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta({
        siteUrl: siteUrlFrom(matches),
        path: `/quiz-center/${loaderData.quiz.slug}`,
        title: loaderData.quiz.title,
        description: loaderData.quiz.description.slice(0, 160),
      })
    : [{ title: 'Quiz not found' }]

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const { quiz } = loaderData
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <Link
        to="/quiz-center"
        className="inline-flex items-center gap-1 text-sm font-semibold text-sand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Quiz Center
      </Link>
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink">{quiz.title}</h1>
      <p className="mt-3 text-lg text-sand-800">{quiz.description}</p>
      <div className="mt-10">
        <QuizForm questions={quiz.questions} message={actionData?.message} />
      </div>
    </div>
  )
}
