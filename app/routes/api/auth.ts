// better-auth's HTTP handler at /api/auth/* (session refresh, sign-out, email verification links,
// and the JSON endpoints the modal uses). Rate limits and origin checks apply here.
import type { Route } from './+types/auth'
import { auth } from '#app/features/accounts/auth.server'

export function loader({ request }: Route.LoaderArgs) {
  return auth.handler(request)
}

export function action({ request }: Route.ActionArgs) {
  return auth.handler(request)
}
