// The declared-action wrapper's first steps (route-action.server.ts): who is asking, against the
// intent's door, and what they sent (a form, a JSON value, or nothing).
import { failure, type ActionFailure, type ActionResult } from '#app/utils/action-result'
import { readFormData } from '#app/utils/form-data.server'
import { ROLE_RANK, requireRole, type Role } from './roles.server'
import {
  VERIFY_EMAIL_FIRST,
  getOptionalUser,
  requireUser,
  type SessionUser,
} from './session.server'
import type { ActionDeclaration, Who } from './route-action-types'

/** A form's fields as an object; a field sent more than once becomes an array. */
export function formFields(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key)
    out[key] = all.length > 1 ? all : all[0]
  }
  return out
}

export async function readBody(
  request: Request,
  body: ActionDeclaration['body'],
  maxBytes?: number,
): Promise<{ form: FormData; json?: unknown }> {
  if (body === 'none') return { form: new FormData() }
  if (body === 'json') {
    let parsed: unknown
    let text: string
    try {
      text = await request.text()
    } catch {
      throw new Response('We could not read the request.', { status: 400 })
    }
    if (maxBytes !== undefined && text.length > maxBytes)
      throw new Response('Request too large', {
        status: 413,
        headers: { 'Cache-Control': 'no-store' },
      })
    try {
      parsed = JSON.parse(text)
    } catch {
      throw new Response('We could not read the request.', { status: 400 })
    }
    const form = new FormData()
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [key, value] of Object.entries(parsed))
        form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
    return { form, json: parsed }
  }
  return { form: await readFormData(request) }
}

export async function admit(
  request: Request,
  who: Who,
  signedOut?: ActionFailure,
  forbidden?: ActionFailure,
): Promise<{ user: SessionUser | null; role: Role; refused?: ActionResult }> {
  if (who === 'editor' || who === 'admin')
    return requireRole(request, who).catch((error: unknown) => {
      if (forbidden && error instanceof Response && error.status === 403)
        return { user: null, role: 'user' as const, refused: forbidden }
      throw error
    })
  if (signedOut && (who === 'member' || who === 'verified')) {
    const user = await getOptionalUser(request)
    if (!user) return { user, role: 'user', refused: signedOut }
  }
  if (who === 'member') return { user: await requireUser(request), role: 'user' }
  if (who === 'verified') {
    const user = await requireUser(request)
    if (!user.emailVerified)
      return { user, role: 'user', refused: failure(VERIFY_EMAIL_FIRST, 403) }
    return { user, role: 'user' }
  }
  return { user: await getOptionalUser(request), role: 'user' }
}

/** The lowest door of a declaration: checked before the body is read (refusals read nothing). */
export function lowestDoor(declaration: ActionDeclaration): Who {
  // a door that answers signed-out callers itself lets them in as far as the intent
  const doors = Object.values(declaration.intents).map((i) =>
    i.signedOut && (i.who === 'member' || i.who === 'verified') ? 'anyone' : i.who,
  )
  const rank = (w: Who) =>
    w === 'anyone' ? -2 : w === 'member' || w === 'verified' ? -1 : ROLE_RANK[w]
  return doors.reduce((low, w) => (rank(w) < rank(low) ? w : low), doors[0] ?? 'anyone')
}
