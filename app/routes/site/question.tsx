import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/question'
import { noindexForAuthors } from '#app/features/accounts/minors.server'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { questionAuthorIds } from '#app/features/discussions/discussions-authors.server'
import {
  answerIntent,
  discussionTag,
  helpfulIntent,
  reactIntent,
  reportIntent,
} from '#app/features/discussions/discussion-intents.server'
import { defineAction } from '#app/features/accounts/route-action.server'
import { invariantResponse } from '#app/utils/invariant'
import { AnswerForm, AnswerList } from '#app/features/discussions/components/questions'
import { ReportForm } from '#app/features/discussions/components/report-form'
import { getPublicQuestion } from '#app/features/discussions/discussions-reads.server'
import { formatDate } from '#app/utils/format-date'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { useOptionalUser } from '#app/utils/use-optional-user'
import type { PostResult } from '#app/features/discussions/discussions.schema'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const found = await getPublicQuestion(params.questionId, user?.id)
  invariantResponse(found, 'Question not found')
  // a question or an answer by a member under 18 (or of unknown age): out of search engines
  const noindex = await noindexForAuthors(await questionAuthorIds(found.question.id))
  return { ...found, noindex }
}

export function headers() {
  // answers carry the member's own marks; never shared
  return { 'Cache-Control': 'private, no-store' }
}

export const action = defineAction({
  respond: 'result',
  tag: discussionTag,
  intents: {
    answer: answerIntent,
    helpful: helpfulIntent,
    react: reactIntent,
    report: reportIntent,
  },
})

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data
    ? seoMeta({
        siteUrl: siteUrlFrom(matches),
        path: `/community/questions/${data.question.id}`,
        title: data.question.title,
        description: data.question.body.slice(0, 160),
        noindex: data.noindex,
      })
    : [{ title: 'Question not found' }]

export default function QuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { question, answers } = loaderData
  const result = actionData as PostResult | undefined
  const signedIn = Boolean(useSignedIn())
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <Link
        to="/community#questions-title"
        className="inline-flex items-center gap-1 text-sm font-semibold text-sand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Community questions
      </Link>
      <p className="mt-6 text-xs font-bold tracking-[0.16em] text-clay-700 uppercase">
        {question.hubTitle}
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-ink md:text-4xl">
        {question.title}
      </h1>
      <p className="mt-2 text-sm text-sand-800">
        Asked by {question.authorName} · {formatDate(question.createdAt)}
      </p>
      <p className="mt-6 text-lg whitespace-pre-line text-sand-900">{question.body}</p>
      {signedIn && !question.mine ? (
        <div className="mt-4">
          <ReportForm itemType="question" itemId={question.id} label="this question" />
        </div>
      ) : null}
      {result && result.intent === 'report' ? (
        <p role="status" className="mt-4 rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium">
          {result.message}
        </p>
      ) : null}
      <section aria-labelledby="answers-title" className="mt-12">
        <h2 id="answers-title" className="font-display text-2xl font-semibold text-ink">
          {answers.length} {answers.length === 1 ? 'answer' : 'answers'}
        </h2>
        {result && result.intent === 'helpful' ? (
          <p role="status" className="mt-4 rounded-xl bg-sand-100 px-4 py-3 text-sm font-medium">
            {result.message}
          </p>
        ) : null}
        <div className="mt-6">
          <AnswerList answers={answers} signedIn={signedIn} />
        </div>
      </section>
      <section aria-labelledby="answer-form-title" className="mt-12">
        <h2 id="answer-form-title" className="font-display text-2xl font-semibold text-ink">
          Answer this question
        </h2>
        <div className="mt-4">
          <AnswerForm
            questionId={question.id}
            signedIn={signedIn}
            result={result?.intent === 'answer' ? result : null}
          />
        </div>
      </section>
    </article>
  )
}

function useSignedIn() {
  return useOptionalUser().user
}
