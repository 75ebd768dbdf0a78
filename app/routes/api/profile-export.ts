// /profile/export: 'Download my data' as a JSON attachment for the signed-in member (GET from the
// profile page's link; POST works too). Signed out: the sign-in redirect.
import type { Route } from './+types/profile-export'
import { accountExportResponse } from '#app/features/accounts/profile-actions.server'
import { requireUser } from '#app/features/accounts/session.server'

export async function loader({ request }: Route.LoaderArgs) {
  return accountExportResponse(await requireUser(request))
}

export async function action({ request }: Route.ActionArgs) {
  return accountExportResponse(await requireUser(request))
}
