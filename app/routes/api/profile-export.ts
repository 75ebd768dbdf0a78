// /profile/export: 'Download my data' as a JSON attachment for the signed-in member (GET from the
// profile page's link; POST works too). Signed out: the sign-in redirect.
import type { Route } from './+types/profile-export'
import { accountExportResponse } from '#app/features/accounts/profile-actions.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { requireUser } from '#app/features/accounts/session.server'

export async function loader({ request }: Route.LoaderArgs) {
  return accountExportResponse(await requireUser(request))
}

export const action = defineAction({
  body: 'none',
  defaultIntent: 'export',
  intents: {
    export: intent({
      who: 'member',
      audit: false,
      invalidates: 'nothing',
      run: ({ user }) => accountExportResponse(user),
    }),
  },
})
