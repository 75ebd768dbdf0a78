// POST /api/saved: save or unsave an article or product for the signed-in member. Without
// JavaScript the form posts here and is redirected back; the SaveButton's fetcher gets JSON.
import { redirect } from 'react-router'
import type { Route } from './+types/saved'
import { safeRedirectTo } from '#app/features/accounts/auth-actions.server'
import { SaveItemSchema } from '#app/features/accounts/saved.schema'
import { isSaveable, saveItem, unsaveItem } from '#app/features/accounts/saved.server'
import { requireUser } from '#app/features/accounts/session.server'
import { readFormData } from '#app/utils/form-data.server'
import { fieldFailure, invalidResult } from '#app/utils/action-result'
import { resultResponse } from '#app/utils/action-response.server'

export function loader() {
  return redirect('/saved')
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readFormData(request)
  const parsed = SaveItemSchema.safeParse(Object.fromEntries(form))
  const viaFetcher = form.get('via') === 'fetcher'
  if (!parsed.success) return resultResponse(invalidResult(parsed.error.issues))
  const { itemType, itemId, intent } = parsed.data
  if (intent === 'save') {
    if (!(await isSaveable(itemType, itemId)))
      return resultResponse(fieldFailure({ itemId: 'Unknown item' }, 404))
    await saveItem(user.id, itemType, itemId)
  } else {
    await unsaveItem(user.id, itemType, itemId)
  }
  if (viaFetcher) return { ok: true as const, saved: intent === 'save' }
  return redirect(safeRedirectTo(form.get('redirectTo'), '/saved'))
}
