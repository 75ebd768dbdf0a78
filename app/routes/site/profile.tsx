// /profile: the signed-in member's profile, its edit forms, interests, data export and deletion.
import { useEffect } from 'react'
import type { Route } from './+types/profile'
import { showToast } from '#app/components/toaster'
import { handleProfileAction, type ProfileActionData } from '#app/features/accounts/profile-actions.server'
import { getProfile } from '#app/features/accounts/profile.server'
import { requireUser } from '#app/features/accounts/session.server'
import { AccountDataForms, AvatarForm, InterestsForm, ProfileDetailsForm } from '#app/features/accounts/components/profile-forms'
import { ProfileView } from '#app/features/accounts/components/profile-view'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ siteUrl: siteUrlFrom(matches), path: '/profile', title: 'Your profile', noindex: true })

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const profile = await getProfile(user.id)
  if (!profile) throw new Response('Not found', { status: 404 })
  return { profile }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  return handleProfileAction(request, user)
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData
  const result = actionData as ProfileActionData | undefined
  useEffect(() => {
    if (result?.message) showToast({ type: result.ok ? 'success' : 'error', title: result.message })
  }, [result])
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 md:px-6 md:py-14">
      <ProfileView profile={profile} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          {/* key: fresh defaults after a successful save */}
          <ProfileDetailsForm key={JSON.stringify(profile)} profile={profile} result={result} />
          <InterestsForm key={`i-${profile.sportsInterests.join()}-${profile.contentInterests.join()}`} profile={profile} result={result} />
        </div>
        <div className="space-y-6">
          <AvatarForm result={result} />
          <AccountDataForms email={profile.email} emailVerified={profile.emailVerified} result={result} />
        </div>
      </div>
    </div>
  )
}
