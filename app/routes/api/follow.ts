// POST /api/follow: follow or unfollow a hub or an author for the signed-in member. Without
// JavaScript the form posts here and is redirected back; the FollowButton's fetcher gets JSON.
import { redirect } from 'react-router'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { FollowFormSchema } from '#app/features/hubs/follows.schema'
import { setFollow } from '#app/features/hubs/follows.server'
import { safeRedirect } from '#app/utils/safe-redirect'
import { fieldFailure } from '#app/utils/action-result'

export function loader() {
  return redirect('/profile')
}

const followIntent = intent({
  who: 'member',
  schema: FollowFormSchema,
  audit: false,
  // a member's follows show on her own pages only, never in the public cache
  invalidates: 'nothing',
  run: async ({ user, input, form }) => {
    const result = await setFollow(user.id, input)
    if (!result.ok) return result
    if (form.get('via') === 'fetcher') return { ok: true as const, following: result.following }
    return redirect(safeRedirect(form.get('redirectTo'), result.path))
  },
})

export const action = defineAction({
  respond: 'result',
  unknown: fieldFailure({ intent: 'Choose follow or unfollow' }),
  intents: { follow: followIntent, unfollow: followIntent },
})
