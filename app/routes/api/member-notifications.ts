// /api/notifications: the signed-in member's live notifications (Server-Sent Events): only her own
// notices and unread count. Signed out: 401.
import { getOptionalUser } from '#app/features/accounts/session.server'
import { openMemberStream } from '#app/features/notifications/member-realtime.server'
import type { Route } from './+types/member-notifications'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  if (!user)
    return new Response('Sign in to receive notifications', {
      status: 401,
      headers: { 'Cache-Control': 'private, no-store' },
    })
  return openMemberStream(request, user.id)
}
