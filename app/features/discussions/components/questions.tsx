// Q&A UI: the questions list and ask form on /community, the answers of a question page.
// Props in, no fetching; every form posts to the page's own action and works without JavaScript.
import { Award, MessageCircleQuestion, ThumbsUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button'
import {
  FocusFirstError,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from '#app/components/ui/field'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import { formatDate } from '#app/utils/format-date'
import { HUBS } from '#app/utils/site'
import type { PostResult } from '../discussions.schema'
import type { PublicAnswer, QuestionCard } from '../discussions-reads.server'

import { ReportForm } from './report-form'

const card = 'rounded-3xl bg-white p-6 ring-1 ring-sand-200'
const signInBox =
  'flex flex-col gap-3 rounded-2xl bg-sand-100 p-4 sm:flex-row sm:items-center sm:justify-between'
const signInButton =
  'inline-flex h-10 items-center justify-center rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-sand-900'

/** A new key after each successful post, so the form starts empty again. */
export function useFreshFormKey(result?: PostResult | null) {
  const [key, setKey] = useState(0)
  useEffect(() => {
    if (result?.ok) setKey((k) => k + 1)
  }, [result])
  return key
}

export function ResultMessage({ result }: { result?: PostResult | null }) {
  if (!result) return null
  return (
    <>
      <FocusFirstError failure={result.ok ? null : result} />
      <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
    </>
  )
}

export function QuestionList({ questions }: { questions: QuestionCard[] }) {
  if (!questions.length)
    return (
      <p className={`${card} text-center text-sand-800`}>
        No questions yet. Ask the first one: members and our editors answer.
      </p>
    )
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {questions.map((q) => (
        <li key={q.id} className={card}>
          <p className="text-xs font-bold tracking-[0.14em] text-clay-700 uppercase">
            {q.hubTitle}
          </p>
          <h3 className="mt-2 font-display text-xl font-semibold text-ink">
            <Link to={`/community/questions/${q.id}`} className="hover:underline">
              {q.title}
            </Link>
          </h3>
          <p className="mt-2 text-sm text-sand-800">
            Asked by {q.authorName} · {formatDate(q.createdAt)} · {q.answerCount}{' '}
            {q.answerCount === 1 ? 'answer' : 'answers'}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function AskQuestionForm({
  signedIn,
  result,
}: {
  signedIn: boolean
  result?: PostResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  const errors = result && !result.ok ? result.errors : undefined
  const formKey = useFreshFormKey(result)
  return (
    <section aria-labelledby="ask-title" className={card}>
      <MessageCircleQuestion aria-hidden className="size-6 text-clay-700" />
      <h3 id="ask-title" className="mt-3 font-display text-2xl font-semibold text-ink">
        Ask the community
      </h3>
      <p className="mt-1 text-sand-800">
        Training, style, NIL, recovery: ask what you want to know. Be kind, keep personal details
        out.
      </p>
      {!signedIn ? (
        <div className={`mt-5 ${signInBox}`}>
          <p className="text-sm font-medium text-sand-900">Sign in to ask a question.</p>
          <SignInButton className={signInButton} />
        </div>
      ) : (
        <Form key={formKey} method="post" className="mt-5 space-y-4" noValidate preventScrollReset>
          <input type="hidden" name="intent" value="ask" />
          <InputField
            label="Question"
            name="title"
            required
            maxLength={150}
            error={errors?.title}
          />
          <TextareaField
            label="Details"
            name="body"
            required
            maxLength={5000}
            rows={4}
            error={errors?.body}
          />
          <SelectField
            label="Hub"
            name="hubId"
            required
            placeholder="Choose a hub"
            options={HUBS.map((h) => ({ value: h.id, label: h.title }))}
            error={errors?.hubId}
          />
          <ResultMessage result={result} />
          <Button type="submit" disabled={busy}>
            Post question
          </Button>
        </Form>
      )}
    </section>
  )
}

export function AnswerList({ answers, signedIn }: { answers: PublicAnswer[]; signedIn: boolean }) {
  if (!answers.length) return <p className="text-sand-800">No answers yet. Share what you know.</p>
  return (
    <ol className="space-y-4">
      {answers.map((a) => (
        <li key={a.id} id={`answer-${a.id}`} className={card} data-testid="answer">
          {a.isExpert ? (
            <p className="mb-2 inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-bold text-clay-700">
              <Award aria-hidden className="size-3.5" /> Expert answer
            </p>
          ) : null}
          <p className="whitespace-pre-line text-ink">{a.body}</p>
          <p className="mt-3 text-sm text-sand-800">
            {a.authorName} · {formatDate(a.createdAt)}
          </p>
          <div className="mt-3 flex flex-wrap items-start gap-3">
            {signedIn && !a.mine && !a.markedByMe ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="helpful" />
                <input type="hidden" name="answerId" value={a.id} />
                <Button type="submit" variant="outline" size="sm">
                  <ThumbsUp aria-hidden className="size-4" /> Helpful ({a.helpfulCount})
                </Button>
              </Form>
            ) : (
              <span className="inline-flex h-8 items-center gap-1.5 text-sm text-sand-800">
                <ThumbsUp aria-hidden className="size-4" />
                {a.helpfulCount} found this helpful{a.markedByMe ? ' (you too)' : ''}
              </span>
            )}
            {signedIn && !a.mine ? (
              <ReportForm
                itemType="answer"
                itemId={a.id}
                label="this answer"
                reported={a.reportedByMe}
              />
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  )
}

export function AnswerForm({
  questionId,
  signedIn,
  result,
}: {
  questionId: string
  signedIn: boolean
  result?: PostResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  const formKey = useFreshFormKey(result)
  if (!signedIn)
    return (
      <div className={signInBox}>
        <p className="text-sm font-medium text-sand-900">Sign in to answer this question.</p>
        <SignInButton className={signInButton} />
      </div>
    )
  return (
    <Form key={formKey} method="post" className="space-y-4" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="questionId" value={questionId} />
      <TextareaField
        label="Your answer"
        name="body"
        required
        maxLength={5000}
        rows={4}
        error={result && !result.ok ? result.errors?.body : undefined}
      />
      <ResultMessage result={result} />
      <Button type="submit" disabled={busy}>
        Post answer
      </Button>
    </Form>
  )
}
