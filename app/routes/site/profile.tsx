// /profile: the signed-in member's profile, its edit forms, interests, data export and deletion.
import { useEffect } from 'react'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/profile'
import { showToast } from '#app/components/toaster'
import {
  handleProfileAction,
  type ProfileActionData,
} from '#app/features/accounts/profile-actions.server'
import { getProfile } from '#app/features/accounts/profile.server'
import { requireUser } from '#app/features/accounts/session.server'
import {
  AccountDataForms,
  AvatarForm,
  InterestsForm,
  ProfileDetailsForm,
} from '#app/features/accounts/components/profile-forms'
import { ProfileView } from '#app/features/accounts/components/profile-view'
import { MemberStories } from '#app/features/community/components/member-stories'
import { listMemberStories } from '#app/features/community/member-stories.server'
import { MemberResults } from '#app/features/quizzes/components/quiz-ui'
import { listMemberResults } from '#app/features/quizzes/quizzes.server'
import { ProfileConsent } from '#app/features/consent/components/profile-consent'
import { getProfileConsent, recordProfileConsent } from '#app/features/consent/consent-api.server'
import { readFormData } from '#app/utils/form-data.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ siteUrl: siteUrlFrom(matches), path: '/profile', title: 'Your profile', noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [profile, quizResults, stories] = await Promise.all([
    getProfile(user.id),
    listMemberResults(user.id),
    listMemberStories(user.id),
  ])
  if (!profile) throw new Response('Not found', { status: 404 })
  const consent = await getProfileConsent(user.id)
  return { profile, quizResults, stories, consent }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  // the privacy choices form; everything else is the account's (which reads the body itself)
  const urlencoded = request.headers.get('content-type')?.includes('urlencoded')
  const peek = urlencoded ? await readFormData(request.clone()) : null
  if (peek?.get('intent') === 'consent') {
    const result = await recordProfileConsent(request, user.id, peek)
    return data(result, { status: result.ok ? 200 : result.status })
  }
  return handleProfileAction(request, user)
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, quizResults, stories, consent } = loaderData
  const busy = useNavigation().state !== 'idle'
  const result = actionData as ProfileActionData | undefined
  useEffect(() => {
    if (result?.message) showToast({ type: result.ok ? 'success' : 'error', title: result.message })
  }, [result])
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 md:px-6 md:py-14">
      <ProfileView profile={profile} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="quiz-results-title"
          className="rounded-3xl bg-white p-6 ring-1 ring-sand-200"
        >
          <h2 id="quiz-results-title" className="font-display text-2xl font-semibold text-ink">
            Your quiz results
          </h2>
          <div className="mt-4">
            <MemberResults results={quizResults} />
          </div>
        </section>
        <MemberStories stories={stories} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          {/* key: fresh defaults after a successful save */}
          <ProfileDetailsForm key={JSON.stringify(profile)} profile={profile} result={result} />
          <InterestsForm
            key={`i-${profile.sportsInterests.join()}-${profile.contentInterests.join()}`}
            profile={profile}
            result={result}
          />
        </div>
        <div className="space-y-6">
          <AvatarForm result={result} />
          <ProfileConsent
            latest={consent.latest}
            minor={consent.minor}
            inactive={consent.inactive}
            busy={busy}
          />
          <AccountDataForms
            email={profile.email}
            emailVerified={profile.emailVerified}
            result={result}
          />
        </div>
      </div>
    </div>
  )
}
