// Quiz Center UI: quiz cards, the quiz form (radio groups, works without JavaScript), member
// results. Props in, no fetching.
import { ArrowRight, Sparkles } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button'
import { FormMessage } from '#app/components/ui/field'
import { formatDate } from '#app/utils/format-date'
import type { MemberQuizResult, QuizSummary } from '../quizzes.server'

const card = 'rounded-3xl bg-white p-6 ring-1 ring-sand-200'

export function QuizCards({ quizzes }: { quizzes: QuizSummary[] }) {
  if (!quizzes.length)
    return <p className={`${card} text-center text-sand-800`}>New quizzes are coming soon.</p>
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {quizzes.map((q) => (
        <li key={q.id} className={`${card} flex flex-col`}>
          <p className="text-xs font-bold tracking-[0.14em] text-clay-700 uppercase">
            {q.hubTitle} · {q.questionCount} questions
          </p>
          <h2 className="mt-2 font-display text-2xl font-semibold text-ink">{q.title}</h2>
          <p className="mt-2 flex-1 text-sand-800">{q.description}</p>
          <Link
            to={`/quiz-center/${q.slug}`}
            className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-sand-900"
          >
            Take the quiz<span className="sr-only">: {q.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function MemberResults({ results }: { results: MemberQuizResult[] }) {
  if (!results.length)
    return <p className="text-sand-800">Take a quiz and your results are kept here.</p>
  return (
    <ul className="divide-y divide-sand-200 rounded-3xl bg-white ring-1 ring-sand-200">
      {results.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <div>
            <p className="text-sm text-sand-800">{r.quizTitle}</p>
            <Link
              to={`/quiz-center/${r.quizSlug}/result/${r.resultKey}`}
              className="font-semibold text-ink hover:underline"
            >
              {r.resultTitle}
            </Link>
          </div>
          <span className="text-sm text-sand-700">{formatDate(r.createdAt)}</span>
        </li>
      ))}
    </ul>
  )
}

export function QuizForm({
  questions,
  message,
}: {
  questions: { id: string; prompt: string; options: { id: string; text: string }[] }[]
  message?: string | null
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" className="space-y-6">
      {questions.map((q, i) => (
        <fieldset key={q.id} className={card}>
          <legend className="sr-only">
            Question {i + 1}: {q.prompt}
          </legend>
          <p aria-hidden className="text-xs font-bold tracking-[0.14em] text-clay-700 uppercase">
            Question {i + 1} of {questions.length}
          </p>
          <p aria-hidden className="mt-2 font-display text-xl font-semibold text-ink">
            {q.prompt}
          </p>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {q.options.map((o) => (
              <label
                key={o.id}
                className="flex cursor-pointer items-center gap-3 rounded-2xl border border-sand-300 px-4 py-3 has-[:checked]:border-clay-600 has-[:checked]:bg-sand-100"
              >
                <input
                  type="radio"
                  name={`q.${q.id}`}
                  value={o.id}
                  required
                  className="size-4 accent-clay-600"
                />
                <span className="text-ink">{o.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {message ? <FormMessage>{message}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={busy}>
        <Sparkles aria-hidden className="size-4" /> See my result
      </Button>
    </Form>
  )
}
