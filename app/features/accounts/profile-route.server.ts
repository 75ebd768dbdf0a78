// The data behind /profile/settings (its action and /profile's: profile-intents.server.ts).
import { getProfileConsent } from '#app/features/consent/consent-api.server'
import { invariantResponse } from '#app/utils/invariant'
import { getProfile } from './profile.server'
import { requireUser } from './session.server'

/** The settings page's data: the profile and the member's privacy choices. */
export async function loadProfileSettings(request: Request) {
  const user = await requireUser(request)
  const profile = await getProfile(user.id)
  invariantResponse(profile, 'Profile not found')
  const consent = await getProfileConsent(user.id)
  return { profile, consent }
}
