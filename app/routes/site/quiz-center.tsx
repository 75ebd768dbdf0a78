import type { Route } from './+types/quiz-center'
import { PageIntro } from '#app/components/site/page-intro'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import { MemberResults, QuizCards } from '#app/features/quizzes/components/quiz-ui'
import { listMemberResults, listPublishedQuizzes } from '#app/features/quizzes/quizzes.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const [quizzes, results] = await Promise.all([
    listPublishedQuizzes(),
    user ? listMemberResults(user.id) : Promise.resolve(null),
  ])
  return { quizzes, results }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/quiz-center',
    title: 'Quiz Center',
    description:
      'Quick quizzes for athletes: your training style, your NIL brand voice, a game-day skincare routine and the rules of women’s sports.',
  })

export default function QuizCenter({ loaderData }: Route.ComponentProps) {
  const { quizzes, results } = loaderData
  return (
    <>
      <PageIntro
        eyebrow="Quiz Center"
        title="Find your style, on and off the field"
        lead="Five minutes, no wrong answers (except in the rules quiz). Each result comes with reading picked by our editors."
      />
      <div className="page-container space-y-14 py-14">
        <QuizCards quizzes={quizzes} />
        <section aria-labelledby="your-results-title" className="max-w-3xl">
          <h2 id="your-results-title" className="font-display text-3xl font-semibold text-ink">
            Your results
          </h2>
          <div className="mt-4">
            {results ? (
              <MemberResults results={results} />
            ) : (
              <div className="flex flex-col gap-3 rounded-2xl bg-sand-100 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm font-medium text-sand-900">
                  Sign in to keep your quiz results. Without an account nothing is saved.
                </p>
                <SignInButton className="inline-flex h-10 items-center justify-center rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-sand-900" />
              </div>
            )}
          </div>
        </section>
      </div>
    </>
  )
}
