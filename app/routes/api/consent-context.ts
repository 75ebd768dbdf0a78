// GET /api/consent/context: the reader's jurisdiction, whether consent is asked, the consent version
// and the active vendors and purposes. Per reader, so never cached; the pages themselves stay shared.
import { data } from 'react-router'
import type { Route } from './+types/consent-context'
import { getOptionalUser } from '#app/features/accounts/session.server'
import { getConsentContext } from '#app/features/consent/consent-api.server'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  const context = await getConsentContext(request, user?.id ?? null)
  return data(context, {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Sec-GPC' },
  })
}
