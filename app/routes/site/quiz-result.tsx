import { data, Link } from 'react-router'
import { ArrowLeft, Check } from 'lucide-react'
import type { Route } from './+types/quiz-result'
import { getQuizResult } from '#app/features/quizzes/quizzes.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await getQuizResult(params.slug, params.resultKey)
  if (!result) throw data('Result not found', { status: 404 })
  return { result, saved: new URL(request.url).searchParams.get('saved') === '1' }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta({
        siteUrl: siteUrlFrom(matches),
        path: `/quiz-center/${loaderData.result.quizSlug}/result/${loaderData.result.key}`,
        title: `${loaderData.result.title} | ${loaderData.result.quizTitle}`,
        description: loaderData.result.description.slice(0, 160),
      })
    : [{ title: 'Result not found' }]

export default function QuizResult({ loaderData }: Route.ComponentProps) {
  const { result, saved } = loaderData
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <Link
        to="/quiz-center"
        className="inline-flex items-center gap-1 text-sm font-semibold text-sand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Quiz Center
      </Link>
      <p className="mt-6 text-xs font-bold tracking-[0.16em] text-clay-700 uppercase">
        Your result · {result.quizTitle}
      </p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-ink md:text-5xl">
        {result.title}
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-sand-900">{result.description}</p>
      {saved ? (
        <p
          role="status"
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-sand-100 px-4 py-2 text-sm font-medium"
        >
          <Check aria-hidden className="size-4" /> Saved to your results on your profile
        </p>
      ) : null}
      {result.related.length ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="font-display text-2xl font-semibold text-ink">
            Read next{result.hub ? ` in ${result.hub.title}` : ''}
          </h2>
          <ul className="mt-4 space-y-3">
            {result.related.map((a) => (
              <li key={a.id} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
                <Link
                  to={`/hub/${a.hubId}/${a.slug}`}
                  className="font-semibold text-ink hover:underline"
                >
                  {a.title}
                </Link>
                {a.excerpt ? (
                  <p className="mt-1 line-clamp-2 text-sm text-sand-800">{a.excerpt}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-12 flex flex-wrap gap-3">
        <Link
          to={`/quiz-center/${result.quizSlug}`}
          className="rounded-full border border-sand-400 bg-white px-5 py-2.5 text-sm font-semibold hover:bg-sand-100"
        >
          Take it again
        </Link>
        <Link
          to="/quiz-center"
          className="rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-sand-900"
        >
          More quizzes
        </Link>
      </div>
    </div>
  )
}
