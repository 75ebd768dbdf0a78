// The action behind /profile and /profile/settings: the settings forms post to the page they are
// on, and forms or scripts that post to /profile keep working.
import { getProfileConsent, recordProfileConsent } from '#app/features/consent/consent-api.server'
import { resultResponse } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { handleProfileAction } from './profile-actions.server'
import { getProfile } from './profile.server'
import { requireUser } from './session.server'
import { invariantResponse } from '#app/utils/invariant'

export async function profilePageAction(request: Request) {
  const user = await requireUser(request)
  // the privacy choices form; everything else is the account's (which reads the body itself)
  const urlencoded = request.headers.get('content-type')?.includes('urlencoded')
  const peek = urlencoded ? await readFormData(request.clone()) : null
  if (peek?.get('intent') === 'consent') {
    const result = await recordProfileConsent(request, user.id, peek)
    return resultResponse(result)
  }
  return handleProfileAction(request, user)
}

/** The settings page's data: the profile and the member's privacy choices. */
export async function loadProfileSettings(request: Request) {
  const user = await requireUser(request)
  const profile = await getProfile(user.id)
  invariantResponse(profile, 'Not found')
  const consent = await getProfileConsent(user.id)
  return { profile, consent }
}
