// POST /api/follow: follow or unfollow a hub or an author for the signed-in member. Without
// JavaScript the form posts here and is redirected back; the FollowButton's fetcher gets JSON.
import { redirect } from 'react-router'
import type { Route } from './+types/follow'
import { requireUser } from '#app/features/accounts/session.server'
import { FollowFormSchema } from '#app/features/hubs/follows.schema'
import { setFollow } from '#app/features/hubs/follows.server'
import { invalidResult } from '#app/utils/action-result'
import { resultResponse } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { safeRedirect } from '#app/utils/safe-redirect'

export function loader() {
  return redirect('/profile')
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readFormData(request)
  const parsed = FollowFormSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) return resultResponse(invalidResult(parsed.error.issues))
  const result = await setFollow(user.id, parsed.data)
  if (!result.ok) return resultResponse(result)
  if (form.get('via') === 'fetcher') return { ok: true as const, following: result.following }
  return redirect(safeRedirect(form.get('redirectTo'), result.path))
}
