// Where the email verification link lands (better-auth verifies, signs the member in, then redirects
// here): on to the page she signed up from (a same-origin path only), else the site root, with a toast.
import { redirect } from 'react-router'
import type { Route } from './+types/verified'
import { safeRedirect } from '#app/utils/safe-redirect'
import { toastHeader } from '#app/utils/toast.server'

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const error = url.searchParams.get('error')
  const toast = error
    ? {
        type: 'error' as const,
        title: 'Link expired',
        description:
          'This verification link is invalid or has expired. Sign in and ask for a new one from your profile.',
      }
    : {
        type: 'success' as const,
        title: 'Email verified',
        description: "Thanks for confirming your email address. You're signed in.",
      }
  const to = error ? '/' : safeRedirect(url.searchParams.get('redirectTo'))
  return redirect(to, { headers: await toastHeader(toast) })
}
