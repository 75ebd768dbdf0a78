// POST /api/saved: save or unsave an article or product for the signed-in member. Without
// JavaScript the form posts here and is redirected back; the SaveButton's fetcher gets JSON.
import { redirect } from 'react-router'
import { safeRedirectTo } from '#app/features/accounts/auth-actions.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { SaveItemSchema } from '#app/features/accounts/saved.schema'
import { isSaveable, saveItem, unsaveItem } from '#app/features/accounts/saved.server'
import { fieldFailure } from '#app/utils/action-result'

export function loader() {
  return redirect('/saved')
}

/** The fetcher gets JSON; a plain form goes back where it came from. */
function answer(form: FormData, saved: boolean) {
  if (form.get('via') === 'fetcher') return { ok: true as const, saved }
  return redirect(safeRedirectTo(form.get('redirectTo'), '/saved'))
}

export const action = defineAction({
  respond: 'result',
  // a form without an intent saves
  defaultIntent: 'save',
  intents: {
    save: intent({
      who: 'member',
      schema: SaveItemSchema,
      audit: false,
      // saved items show on the member's own pages only
      invalidates: 'nothing',
      run: async ({ user, input, form }) => {
        if (!(await isSaveable(input.itemType, input.itemId)))
          return fieldFailure({ itemId: 'Unknown item' }, 404)
        await saveItem(user.id, input.itemType, input.itemId)
        return answer(form, true)
      },
    }),
    unsave: intent({
      who: 'member',
      schema: SaveItemSchema,
      audit: false,
      invalidates: 'nothing',
      run: async ({ user, input, form }) => {
        await unsaveItem(user.id, input.itemType, input.itemId)
        return answer(form, false)
      },
    }),
  },
})
