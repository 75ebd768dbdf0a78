// A quiz result at its own shareable address: the result, a social card (/og/quiz-result/...) and
// the reading its keywords recommend. A visitor who follows a shared link can take the quiz herself.
import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, Check } from 'lucide-react'
import type { Route } from './+types/quiz-result'
import { buttonClass } from '#app/components/ui/button'
import { HubLabel } from '#app/features/articles/components/article-card'
import { getQuizResult } from '#app/features/quizzes/quiz-result.server'
import { quizResultCardId } from '#app/features/quizzes/quizzes.schema'
import { getEnv } from '#app/utils/env.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { invariantResponse } from '#app/utils/invariant'

const ShareLinks = lazy(() => import('#app/components/site/share-links'))

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await getQuizResult(params.slug, params.resultKey)
  invariantResponse(result, 'Result not found')
  const path = `/quiz-center/${result.quizSlug}/result/${result.key}`
  return {
    result,
    saved: new URL(request.url).searchParams.get('saved') === '1',
    shareUrl: getEnv().SITE_URL.replace(/\/$/, '') + path,
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: 'Result not found' }]
  const { result } = loaderData
  return seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: `/quiz-center/${result.quizSlug}/result/${result.key}`,
    title: `${result.title}: ${result.quizTitle}`,
    description: result.description.slice(0, 160),
    image: `/og/quiz-result/${quizResultCardId(result.quizSlug, result.key)}.png`,
    imageAlt: `Quiz result: ${result.title}`,
  })
}

export default function QuizResult({ loaderData }: Route.ComponentProps) {
  const { result, saved, shareUrl } = loaderData
  const matched = result.related.some((a) => a.matched.length)
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <Link
        to="/quiz-center"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-sand-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Quiz Center
      </Link>
      <p className="mt-6 text-xs font-bold tracking-[0.16em] text-clay-700 uppercase">
        Quiz result · {result.quizTitle}
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
      <section aria-labelledby="share-title" className="mt-8">
        <h2 id="share-title" className="text-sm font-bold text-ink">
          Share this result
        </h2>
        <div className="mt-2">
          <Suspense>
            <ShareLinks url={shareUrl} title={`${result.title}: ${result.quizTitle}`} />
          </Suspense>
        </div>
      </section>
      {result.related.length ? (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="font-display text-2xl font-semibold text-ink">
            {matched ? `Read next, picked for ${result.title}` : `Read next in ${result.hubTitle}`}
          </h2>
          <ul className="mt-4 space-y-3">
            {result.related.map((a) => (
              <li key={a.id} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
                <HubLabel hubId={a.hubId} />
                <Link
                  to={`/hub/${a.hubId}/${a.slug}`}
                  className="mt-1 block font-semibold text-ink hover:underline"
                >
                  {a.title}
                </Link>
                {a.excerpt ? (
                  <p className="mt-1 line-clamp-2 text-sm text-sand-800">{a.excerpt}</p>
                ) : null}
                {a.matched.length ? (
                  <p className="mt-2 text-xs font-medium text-sand-700">
                    Matches: {a.matched.join(', ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-12 flex flex-wrap gap-3">
        <Link to={`/quiz-center/${result.quizSlug}`} className={buttonClass('outline', 'md')}>
          Take the quiz
        </Link>
        <Link to="/quiz-center" className={buttonClass('primary', 'md')}>
          More quizzes
        </Link>
      </div>
    </div>
  )
}
