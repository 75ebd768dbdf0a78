import { data, redirect } from 'react-router'
import type { ActionResult } from './action-result'
import { toastHeader, type Toast } from './toast.server'

/**
 * In-place edits answer with data: the result (and extra fields for the page) and, on success, a
 * toast cookie read by the revalidating loader. A failed action is not revalidated, so its message
 * travels in the data and the page shows it (useActionToast).
 */
export async function actionResponse<T extends Record<string, unknown>>(
  result: ActionResult,
  extra?: T,
) {
  const headers = result.ok
    ? await toastHeader({ type: 'success', title: result.message })
    : undefined
  return data({ ...result, ...extra }, { status: result.ok ? 200 : result.status, headers })
}

/**
 * A result as it is, with its status and no toast: for forms that show their own outcome (the
 * community, vote and discussion forms on public pages). `headers` carries cookies a step sets.
 */
export function resultResponse<T extends { ok: boolean; status?: number }>(
  result: T,
  headers?: HeadersInit,
) {
  return data(result, { status: result.ok ? 200 : (result.status ?? 400), headers })
}

/** A redirect after a step that changes who is signed in (cookies in `headers`) or starts a download. */
export function redirectTo(to: string, init?: number | ResponseInit) {
  return redirect(to, init)
}

/** Creates and deletes answer with a redirect that carries the toast to the next page. */
export async function redirectWithToast(to: string, toast: Toast): Promise<never> {
  throw redirect(to, { headers: await toastHeader(toast) })
}
