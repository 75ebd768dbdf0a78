// The vote form's intent, declared by the home page and /community: a member with a verified email
// votes once; the poll shows on those two pages only, so the rest of the cache stays warm.
import { consumeMemberWrite, RATE_LIMITED_MESSAGE } from '#app/features/accounts/rate-limit.server'
import { intent } from '#app/features/accounts/route-action.server'
import { failure } from '#app/utils/action-result'
import { VoteSchema } from './polls.schema'
import { castVote } from './polls.server'

export const voteIntent = intent({
  who: 'verified',
  schema: VoteSchema,
  audit: false,
  invalidates: ['/', '/community'],
  run: async ({ user, input }) => {
    if (!(await consumeMemberWrite('vote', user.id))) return failure(RATE_LIMITED_MESSAGE, 429)
    return castVote(user.id, input)
  },
})
