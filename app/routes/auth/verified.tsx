// Where the email verification link lands (better-auth verifies, then redirects here): on to the
// site root (SPEC section 7) with a toast.
import { redirect } from 'react-router'
import type { Route } from './+types/verified'
import { toastHeader } from '#app/utils/toast.server'

export async function loader({ request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get('error')
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
        description: 'Thanks for confirming your email address.',
      }
  return redirect('/', { headers: await toastHeader(toast) })
}
