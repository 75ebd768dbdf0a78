// One result shape for every action, browser-safe so components can read it. Routes turn a result
// into a response with actionResponse / redirectWithToast (action-response.server.ts); pages show
// a failed result with useActionToast (app/components/use-action-toast.ts).

export type FieldErrors = Record<string, string>

export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; message: string; status: number; errors?: FieldErrors }

/** The failed half, for results whose success carries other data (an accepted invitation). */
export type ActionFailure = Extract<ActionResult, { ok: false }>

/**
 * A result whose success carries data for the caller rather than a message to show (a saved
 * article's id and status, an accepted invitation's account, an autosave's time); a failure is the
 * kit's, so routes answer it with resultResponse like any other.
 */
export type DataResult<T extends object> = ({ ok: true } & T) | ActionFailure

type Issue = { path: readonly PropertyKey[]; message: string }

/** The first message per field; nested paths are joined with dots ('social.instagram'). */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'form'
    out[key] ??= issue.message
  }
  return out
}

/**
 * A list input's error (one control for many values: the poll's options, a quiz's questions): its
 * own, or else the first of its items' ('options.2').
 */
export function listErrorOf(errors: FieldErrors | undefined, name: string) {
  if (!errors) return undefined
  return errors[name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1]
}

/** A failed result: the message the person sees, the HTTP status, and field errors if any. */
export function failure(message: string, status = 400, errors?: FieldErrors): ActionFailure {
  return errors ? { ok: false, message, status, errors } : { ok: false, message, status }
}

/** A failed result from field errors found after parsing: the first one is the summary. */
export function fieldFailure(errors: FieldErrors, status = 400) {
  return failure(Object.values(errors)[0] ?? 'Please check the form', status, errors)
}

/** A 400 result from zod issues: the first message as the summary, every field's first message. */
export function invalidResult(issues: readonly Issue[]): ActionFailure {
  return {
    ok: false,
    status: 400,
    message: issues[0]?.message ?? 'Please check the form',
    errors: fieldErrorsOf(issues),
  }
}

/**
 * The message a form shows above its fields: a failure's message when no field error carries it
 * (a field error is shown at its field, and the summary would repeat it).
 */
export function formErrorOf(
  result: { ok: boolean; message?: string; errors?: FieldErrors } | null | undefined,
) {
  return result && !result.ok && !result.errors ? result.message || undefined : undefined
}
