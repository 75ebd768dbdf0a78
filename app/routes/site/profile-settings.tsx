// /profile/settings: the member's profile fields, photo, interests, privacy choices, data export and
// account deletion. Plain forms posting to this page: they work without JavaScript.
import { useEffect } from 'react'
import { Link, useNavigation } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/profile-settings'
import { showToast } from '#app/components/toaster'
import type { ProfileActionData } from '#app/features/accounts/profile-actions.server'
import { loadProfileSettings } from '#app/features/accounts/profile-route.server'
import { profileAnswers, profileIntents } from '#app/features/accounts/profile-intents.server'
import { defineAction } from '#app/features/accounts/route-action.server'
import {
  AccountDataForms,
  AvatarForm,
  InterestsForm,
  ProfileDetailsForm,
} from '#app/features/accounts/components/profile-forms'
import { ProfileConsent } from '#app/features/consent/components/profile-consent'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/profile/settings',
    title: 'Profile settings',
    noindex: true,
  })

export async function loader({ request }: Route.LoaderArgs) {
  return loadProfileSettings(request)
}

export const action = defineAction({ ...profileAnswers, intents: profileIntents })

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function ProfileSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, consent } = loaderData
  const busy = useNavigation().state !== 'idle'
  const result = actionData as ProfileActionData | undefined
  useEffect(() => {
    if (result?.message) showToast({ type: result.ok ? 'success' : 'error', title: result.message })
  }, [result])
  return (
    <div className="page-container space-y-6 py-10 md:py-14">
      <div>
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-sand-900 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to your profile
        </Link>
        <h1 className="mt-2 font-display text-4xl font-semibold text-ink md:text-5xl">
          Profile settings
        </h1>
        <p className="mt-2 max-w-2xl text-sand-800">
          Each field says who can see it: <strong>public</strong> fields appear on your profile,{' '}
          <strong>only you</strong> fields are never shown to anyone else.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {/* key: fresh defaults after a successful save */}
          <ProfileDetailsForm key={JSON.stringify(profile)} profile={profile} result={result} />
          <InterestsForm
            key={`i-${profile.sportsInterests.join()}-${profile.contentInterests.join()}`}
            profile={profile}
            result={result}
          />
        </div>
        <div className="min-w-0 space-y-6">
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
