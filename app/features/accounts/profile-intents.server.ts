// The intents of /profile and /profile/settings (the settings forms post to the page they are on;
// forms or scripts that post to /profile keep working): signed-in members, each answer named by its
// form's intent. None of them is a staff action (no audit row), and none changes a cached public
// page: a member's profile, interests, photo and privacy choices show on her own pages only.
import { ProfileConsentSchema } from '#app/features/consent/consent-api.schema'
import { recordProfileConsent } from '#app/features/consent/consent-api.server'
import {
  avatarTooLarge,
  exportRedirect,
  parseAvatarForm,
  parseDeleteForm,
  parseInterestsForm,
  parseProfileForm,
  removeAccount,
  resendVerification,
  saveProfile,
  saveProfileInterests,
  uploadAvatar,
} from './profile-actions.server'
import { intent } from './route-action.server'

/** Both pages' intents; each route declares its action with them. */
export const profileIntents = {
  update: intent({
    who: 'member',
    parse: parseProfileForm,
    audit: false,
    // her public name is on her stories, comments, answers and reviews, on cached pages
    invalidates: 'all',
    run: ({ user, input }) => saveProfile(user, input),
  }),
  interests: intent({
    who: 'member',
    parse: parseInterestsForm,
    audit: false,
    invalidates: 'nothing',
    run: ({ user, input }) => saveProfileInterests(user, input),
  }),
  avatar: intent({
    who: 'member',
    parse: parseAvatarForm,
    audit: false,
    // her picture shows beside her stories and comments on cached pages
    invalidates: 'all',
    run: ({ user, input }) => uploadAvatar(user, input.file),
  }),
  'resend-verification': intent({
    who: 'member',
    audit: false,
    invalidates: 'nothing',
    run: ({ request, user }) => resendVerification(request, user),
  }),
  export: intent({
    who: 'member',
    audit: false,
    invalidates: 'nothing',
    run: () => exportRedirect(),
  }),
  delete: intent({
    who: 'member',
    parse: parseDeleteForm,
    audit: false,
    // her stories, comments, answers and reviews leave every page at once
    invalidates: 'all',
    run: ({ request, user }) => removeAccount(request, user),
  }),
  consent: intent({
    who: 'member',
    schema: ProfileConsentSchema,
    audit: false,
    invalidates: 'nothing',
    run: ({ request, user, input }) => recordProfileConsent(request, user.id, input),
  }),
}

/** Each answer names its form; a photo larger than the limit is refused before it is read. */
export const profileAnswers = {
  respond: 'result',
  tag: (name: string) => ({ intent: name }),
  precheck: avatarTooLarge,
} as const
