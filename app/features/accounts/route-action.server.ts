// The one way a route writes (docs/decisions/0031-declared-actions.md). A route declares its
// intents as data: who may send each (`who`), how its input is read (`schema` or `parse`), what it
// does (`run`), which public pages it makes stale (`invalidates`) and which audit entity it writes
// (`audit`). One wrapper then, for every request: checks who is asking, reads the form (a broken
// body or a NUL is a 400), picks the intent from the form's `intent` field, answers a failed parse
// with the kit's field errors (400, nothing changed), runs the intent, and after it has committed
// empties the public pages it declared. The declarations stay readable as data
// (`action.declaration`), so the security suites enumerate intents without reading source text.
import type { z } from 'zod'
import {
  invalidResult,
  failure,
  type ActionFailure,
  type ActionResult,
} from '#app/utils/action-result'
import { actionResponse, resultResponse } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { invalidatePublicCache, invalidatePublicPages } from '#app/utils/public-cache.server'
import { ROLE_RANK, requireRole, type Role } from './roles.server'
import {
  VERIFY_EMAIL_FIRST,
  getOptionalUser,
  requireUser,
  type SessionUser,
} from './session.server'

/**
 * Who may send an intent. 'anyone': no sign-in (the user is there when signed in). 'member':
 * signed in (signed out is redirected to /auth). 'verified': signed in with a confirmed email
 * (unconfirmed answers 403 VERIFY_EMAIL_FIRST). 'editor' / 'admin': staff (401 signed out, 403
 * without the role; an admin passes an editor door).
 */
export type Who = 'anyone' | 'member' | 'verified' | 'editor' | 'admin'

/** The public pages a successful intent makes stale: none, every cached page, or these paths. */
export type Invalidation = 'nothing' | 'all' | readonly string[]

export type IntentContext<W extends Who, I> = {
  request: Request
  params: Readonly<Record<string, string | undefined>>
  form: FormData
  input: I
  /** what follows the intent's prefix for a prefixed intent ('restore-revision:*'), else '' */
  arg: string
  user: W extends 'anyone' ? SessionUser | null : SessionUser
  /** the caller's highest role ('user' when signed out) */
  role: Role
}

export type ParseOutcome<I> = { ok: true; input: I } | ActionFailure

export type IntentDefinition<W extends Who = Who, I = unknown, O = unknown> = {
  who: W
  /** zod schema over the form's fields (a repeated field is an array) */
  schema?: z.ZodType<I>
  /** for forms a schema alone cannot read (files, lists, several schemas): the same failure shape */
  parse?: (
    form: FormData,
    ctx: { request: Request; params: IntentContext<W, I>['params'] },
  ) => ParseOutcome<I> | Promise<ParseOutcome<I>>
  /** a kit result (answered with its status, and a toast on admin pages), or a Response / data() */
  run: (ctx: IntentContext<W, I>) => Promise<O> | O
  /** required: what public pages a success makes stale ('nothing' is a decision, not a default) */
  invalidates: Invalidation | ((ctx: IntentContext<W, I>, outcome: unknown) => Invalidation)
  /**
   * The audit entity this intent writes (recorded by the feature inside the write's transaction,
   * so the row and the change commit together), or false for writes that are not staff actions.
   */
  audit: string | false
}

/** How a kit result becomes a response: with a success toast (admin pages) or as data alone. */
export type Respond = 'toast' | 'result'

export type ActionDeclaration = {
  /** the intent used when the form has none (a form with a single purpose) */
  defaultIntent?: string
  respond?: Respond
  /**
   * For a resource route whose URL names the intent (/api/consent/:intent): the route param that
   * carries it. The form's `intent` field is the one style everywhere else.
   */
  intentParam?: string
  /** how the body is read: a form (default), JSON (beacons), or nothing (a bare POST) */
  body?: 'form' | 'json' | 'none'
  /**
   * A request whose body the wrapper must not read (an upload streamed to disk): when `when`
   * matches, the form is left unread and the request goes to `intent`, whose `run` reads the body.
   */
  unread?: { when: (request: Request) => boolean; intent: string }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent has its own input and outcome
  intents: Record<string, IntentDefinition<Who, any, any>>
}

type ActionArgs = {
  request: Request
  params: Readonly<Record<string, string | undefined>>
}

type OutcomeOf<D extends ActionDeclaration> = {
  [K in keyof D['intents']]: Awaited<ReturnType<D['intents'][K]['run']>>
}[keyof D['intents']]

/**
 * What the page's actionData can be: every intent's outcome (a kit result as it is serialized), a
 * refusal or failed parse (ActionFailure). Responses (redirects) never reach the page.
 */
export type ActionData<D extends ActionDeclaration> =
  Exclude<OutcomeOf<D>, Response> | ActionFailure

export type DeclaredAction<D extends ActionDeclaration = ActionDeclaration> = ((
  args: ActionArgs,
) => Promise<ActionData<D>>) & {
  declaration: D
}

export const UNKNOWN_INTENT = 'Unknown action'

/** Declares one intent with its types inferred (`who` narrows the user, `schema` the input). */
export function intent<W extends Who, O, I = Record<string, never>>(
  definition: IntentDefinition<W, I, O>,
): IntentDefinition<W, I, O> {
  return definition
}

function isResponseLike(value: unknown): boolean {
  if (value instanceof Response) return true
  // react-router's data() result
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  )
}

function isKitResult(value: unknown): value is ActionResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === 'boolean' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

function succeeded(outcome: unknown): boolean {
  if (outcome instanceof Response) return outcome.status < 400
  if (isResponseLike(outcome)) {
    const status = (outcome as { init?: { status?: number } | null }).init?.status ?? 200
    return status < 400
  }
  if (typeof outcome === 'object' && outcome !== null && 'ok' in outcome)
    return (outcome as { ok: unknown }).ok !== false
  return true
}

/** A form's fields as an object; a field sent more than once becomes an array. */
export function formFields(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key)
    out[key] = all.length > 1 ? all : all[0]
  }
  return out
}

async function readBody(request: Request, body: ActionDeclaration['body']): Promise<FormData> {
  if (body === 'none') return new FormData()
  if (body === 'json') {
    let parsed: unknown
    try {
      parsed = await request.json()
    } catch {
      throw new Response('We could not read the request.', { status: 400 })
    }
    const form = new FormData()
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [key, value] of Object.entries(parsed))
        form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
    return form
  }
  return readFormData(request)
}

async function admit(
  request: Request,
  who: Who,
): Promise<{ user: SessionUser | null; role: Role; refused?: ActionResult }> {
  if (who === 'editor' || who === 'admin') return requireRole(request, who)
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
function lowestDoor(declaration: ActionDeclaration): Who {
  const doors = Object.values(declaration.intents).map((i) => i.who)
  const rank = (w: Who) =>
    w === 'anyone' ? -2 : w === 'member' || w === 'verified' ? -1 : ROLE_RANK[w]
  return doors.reduce((low, w) => (rank(w) < rank(low) ? w : low), doors[0] ?? 'anyone')
}

function pickIntent(declaration: ActionDeclaration, name: string) {
  const exact = declaration.intents[name]
  if (exact) return { definition: exact, arg: '' }
  for (const [key, definition] of Object.entries(declaration.intents)) {
    if (key.endsWith(':*') && name.startsWith(key.slice(0, -1)))
      return { definition, arg: name.slice(key.length - 1) }
  }
  return null
}

async function invalidate(what: Invalidation) {
  if (what === 'nothing') return
  if (what === 'all') await invalidatePublicCache()
  else if (what.length) await invalidatePublicPages(what)
}

/**
 * The route's action from its declaration. Usage:
 *
 *   export const action = defineAction({
 *     intents: {
 *       trash: intent({ who: 'editor', schema: IdSchema, audit: 'product', invalidates: 'all',
 *         run: ({ user, input }) => changeProductState(user, input.id, 'soft_delete') }),
 *     },
 *   })
 */
export function defineAction<const D extends ActionDeclaration>(declaration: D): DeclaredAction<D> {
  const respond = declaration.respond ?? 'toast'
  const answer = (result: ActionResult) =>
    respond === 'toast' ? actionResponse(result) : resultResponse(result)
  const door = lowestDoor(declaration)

  const action = async ({ request, params }: ActionArgs) => {
    // the lowest door first, so a refused caller's body is never read
    const first = await admit(request, door)
    const unread = declaration.unread?.when(request) ? declaration.unread.intent : null
    const form = unread === null ? await readBody(request, declaration.body) : new FormData()
    const named = declaration.intentParam ? params[declaration.intentParam] : form.get('intent')
    const name = unread ?? String(named ?? declaration.defaultIntent ?? '')
    const picked = pickIntent(declaration, name)
    if (!picked) return answer(failure(UNKNOWN_INTENT, 400))
    const { definition, arg } = picked
    const admitted = definition.who === door ? first : await admit(request, definition.who)
    if (admitted.refused) return answer(admitted.refused)

    let input: unknown = {}
    if (definition.parse) {
      const parsed = await definition.parse(form, { request, params })
      if (!parsed.ok) return answer(parsed)
      input = parsed.input
    } else if (definition.schema) {
      const parsed = definition.schema.safeParse(formFields(form))
      if (!parsed.success) return answer(invalidResult(parsed.error.issues))
      input = parsed.data
    }

    const ctx = {
      request,
      params,
      form,
      input,
      arg,
      user: admitted.user,
      role: admitted.role,
    } as IntentContext<Who, unknown>
    let outcome: unknown
    try {
      outcome = await definition.run(ctx)
    } catch (thrown) {
      // a thrown redirect (redirectWithToast) is a success that leaves the page
      if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
        await invalidateFor(definition, ctx, thrown)
      }
      throw thrown
    }
    if (succeeded(outcome)) await invalidateFor(definition, ctx, outcome)
    if (isKitResult(outcome)) return answer(outcome)
    return outcome
  }
  // the runtime answer is data(result) or the outcome; React Router's types unwrap data() alike
  return Object.assign(action as unknown as (args: ActionArgs) => Promise<ActionData<D>>, {
    declaration,
  })
}

async function invalidateFor(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any intent
  definition: IntentDefinition<Who, any, any>,
  ctx: IntentContext<Who, unknown>,
  outcome: unknown,
) {
  const what =
    typeof definition.invalidates === 'function'
      ? definition.invalidates(ctx, outcome)
      : definition.invalidates
  await invalidate(what)
}

/** Whether a route module's action was made by defineAction (the route-table test reads this). */
export function isDeclaredAction(action: unknown): action is DeclaredAction {
  return (
    typeof action === 'function' &&
    typeof (action as { declaration?: unknown }).declaration === 'object'
  )
}
