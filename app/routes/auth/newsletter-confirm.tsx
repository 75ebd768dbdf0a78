// GET /newsletter/confirm?token=...: the link from the confirmation email. Redirects home with a toast.
import { redirect } from 'react-router'
import type { Route } from './+types/newsletter-confirm'
import { confirmSubscription } from '#app/features/newsletter/newsletter.server'
import { toastHeader } from '#app/utils/toast.server'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const ok = await confirmSubscription(token)
  const toast = ok
    ? {
        type: 'success' as const,
        title: 'Subscription confirmed',
        description: 'Thanks! The newsletter is on its way to your inbox.',
      }
    : {
        type: 'error' as const,
        title: 'Link expired',
        description:
          'This confirmation link is invalid or was already used. Please subscribe again.',
      }
  return redirect('/', { headers: await toastHeader(toast) })
}
