// /profile: the signed-in member's summary: the profile as others see it, their stories and where
// each stands, saved items and quiz results. The forms live on /profile/settings; this page keeps
// the same action so posts to /profile (older links, scripts) still work.
import { useEffect } from 'react'
import { Link } from 'react-router'
import { Bell, Bookmark, Settings } from 'lucide-react'
import type { Route } from './+types/profile'
import { showToast } from '#app/components/toaster'
import { buttonClass } from '#app/components/ui/button'
import { FormMessage } from '#app/components/ui/field'
import type { ProfileActionData } from '#app/features/accounts/profile-actions.server'
import { profilePageAction } from '#app/features/accounts/profile-route.server'
import { getProfile } from '#app/features/accounts/profile.server'
import { ForYouList } from '#app/features/hubs/components/for-you'
import { getForYou } from '#app/features/hubs/for-you.server'
import { listSaved } from '#app/features/accounts/saved.server'
import { requireUser } from '#app/features/accounts/session.server'
import { ProfileView } from '#app/features/accounts/components/profile-view'
import { articlePath } from '#app/features/articles/article-rules'
import { MemberStories } from '#app/features/community/components/member-stories'
import { listMemberStories } from '#app/features/community/member-stories.server'
import { MemberResults } from '#app/features/quizzes/components/quiz-ui'
import { listMemberResults } from '#app/features/quizzes/quizzes.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { invariantResponse } from '#app/utils/invariant'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ siteUrl: siteUrlFrom(matches), path: '/profile', title: 'Your profile', noindex: true })

/** How many saved items the summary lists before 'See all'. */
const SAVED_PREVIEW = 4

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [profile, quizResults, stories, saved] = await Promise.all([
    getProfile(user.id),
    listMemberResults(user.id),
    listMemberStories(user.id),
    listSaved(user.id),
  ])
  invariantResponse(profile, 'Not found')
  const forYou = await getForYou(user.id, {
    sports: profile.sportsInterests,
    interests: profile.contentInterests,
  })
  const savedItems = [
    ...saved.articles.map((a) => ({
      key: `article:${a.id}`,
      kind: 'Article',
      title: a.title,
      href: articlePath(a),
      savedAt: a.savedAt,
    })),
    ...saved.products.map((p) => ({
      key: `product:${p.id}`,
      kind: 'Product',
      title: p.title,
      href: '/saved',
      savedAt: p.savedAt,
    })),
  ].sort((a, b) => new Date(b.savedAt).getTime() - new Date(a.savedAt).getTime())
  return {
    profile,
    quizResults,
    stories,
    forYou,
    saved: { total: savedItems.length, items: savedItems.slice(0, SAVED_PREVIEW) },
  }
}

export async function action({ request }: Route.ActionArgs) {
  return profilePageAction(request)
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

const panel = 'rounded-3xl bg-white p-6 ring-1 ring-sand-200'

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, quizResults, stories, saved, forYou } = loaderData
  const result = actionData as ProfileActionData | undefined
  useEffect(() => {
    if (result?.message) showToast({ type: result.ok ? 'success' : 'error', title: result.message })
  }, [result])
  return (
    <div className="page-container space-y-6 py-10 md:py-14">
      {result?.message ? (
        <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
      ) : null}
      <ProfileView
        profile={profile}
        actions={
          <div className="flex flex-col gap-2 sm:items-end">
            <Link to="/profile/settings" className={buttonClass('outline', 'md', 'min-h-11')}>
              <Settings aria-hidden className="size-4" /> Edit profile and settings
            </Link>
            <Link to="/profile/notifications" className={buttonClass('outline', 'md', 'min-h-11')}>
              <Bell aria-hidden className="size-4" /> Notifications and emails
            </Link>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <MemberStories stories={stories} />
        <section aria-labelledby="saved-title" className={panel}>
          <h2 id="saved-title" className="font-display text-2xl font-semibold text-ink">
            Saved
          </h2>
          {saved.items.length ? (
            <ul className="mt-4 divide-y divide-sand-200">
              {saved.items.map((item) => (
                <li key={item.key} className="py-3">
                  <p className="text-xs font-bold tracking-wide text-sand-700 uppercase">
                    {item.kind}
                  </p>
                  <Link to={item.href} className="font-semibold text-ink hover:underline">
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sand-800">
              Tap Save on any article or product and it will wait for you here.
            </p>
          )}
          <Link
            to="/saved"
            className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-clay-700 underline-offset-4 hover:underline"
          >
            <Bookmark aria-hidden className="size-4" />
            {saved.total ? `See all saved (${saved.total})` : 'Open Saved'}
          </Link>
        </section>
        <section aria-labelledby="quiz-results-title" className={panel}>
          <h2 id="quiz-results-title" className="font-display text-2xl font-semibold text-ink">
            Your quiz results
          </h2>
          <div className="mt-4">
            <MemberResults results={quizResults} />
          </div>
        </section>
      </div>
      <ForYouList forYou={forYou} className={panel} />
    </div>
  )
}
