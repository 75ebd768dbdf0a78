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
import { invalidatePublicCache, invalidatePublicPages } from '#app/utils/public-cache.server'
import type { Role } from './roles.server'
import type { SessionUser } from './session.server'
import { admit, formFields, lowestDoor, readBody } from './route-action-door.server'

export { formFields }

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
  /** the parsed JSON body (body: 'json'), else undefined */
  json?: unknown
  input: I
  /** what follows the intent's prefix for a prefixed intent ('restore-revision:*'), else '' */
  arg: string
  user: W extends 'anyone' ? SessionUser | null : SessionUser
  /** the caller's highest role ('user' when signed out) */
  role: Role
}

type ParseOutcome<I> = { ok: true; input: I } | ActionFailure

export type IntentDefinition<W extends Who = Who, I = unknown, O = unknown> = {
  who: W
  /** zod schema over the form's fields (a repeated field is an array) */
  schema?: z.ZodType<I>
  /** for forms a schema alone cannot read (files, lists, several schemas): the same failure shape */
  parse?: (
    form: FormData,
    ctx: { request: Request; params: Readonly<Record<string, string | undefined>>; json?: unknown },
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
  /**
   * For a 'member' or 'verified' intent whose form shows its own answer (a cached page's form, a
   * JSON endpoint): what a signed-out caller gets instead of the sign-in redirect.
   */
  signedOut?: ActionFailure
}

/** A precheck's answer: a Response or data() as it is, a kit result, or nothing (go on). */
type Precheck =
  | Response
  | { type: string; data: unknown; init: ResponseInit | null }
  | ActionResult
  | null
  | undefined

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
  /**
   * How the body is read: a form (default), JSON (beacons; a `schema` parses the JSON value
   * itself, not its fields as strings), or nothing (a bare POST, or a `parse` that reads the
   * request itself).
   */
  body?: 'form' | 'json' | 'none'
  /** JSON bodies: the most characters read; a longer body is a 413 */
  maxBytes?: number
  /** the answer to an intent the declaration does not know (default: 400 'Unknown action') */
  unknown?: ActionFailure
  /** fields on every kit answer, refusals too (a page of several forms: the form's intent) */
  tag?: (name: string, form: FormData) => Record<string, unknown>
  /** headers on every kit answer ('result' answers), e.g. no-store on a private endpoint */
  headers?: HeadersInit
  /**
   * A refusal decided from the request alone, before the body is read (a wrong method, a body too
   * large to read): a Response as it is, or a kit result answered like the others.
   */
  precheck?: (request: Request) => Precheck | Promise<Precheck>
  /** false: the route never looks at the session ('anyone' intents see user null): beacons */
  session?: false
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
  const plain = (result: ActionResult) =>
    respond === 'toast' ? actionResponse(result) : resultResponse(result, declaration.headers)
  const door = lowestDoor(declaration)
  const session = declaration.session !== false

  const action = async ({ request, params }: ActionArgs) => {
    // the lowest door first, so a refused caller's body is never read
    const first = session ? await admit(request, door) : { user: null, role: 'user' as const }
    if (declaration.precheck) {
      const refused = await declaration.precheck(request)
      if (refused) return isKitResult(refused) ? plain(refused) : refused
    }
    const { form, json } = await readBody(request, declaration.body, declaration.maxBytes)
    const named = declaration.intentParam ? params[declaration.intentParam] : form.get('intent')
    const name = String(named ?? declaration.defaultIntent ?? '')
    const tagged = declaration.tag?.(name, form)
    const answer = (result: ActionResult) => plain(tagged ? { ...result, ...tagged } : result)
    const picked = pickIntent(declaration, name)
    if (!picked) return answer(declaration.unknown ?? failure(UNKNOWN_INTENT, 400))
    const { definition, arg } = picked
    const admitted =
      definition.who === door || !session
        ? first
        : await admit(request, definition.who, definition.signedOut)
    if (admitted.refused) return answer(admitted.refused)

    let input: unknown = {}
    if (definition.parse) {
      const parsed = await definition.parse(form, { request, params, json })
      if (!parsed.ok) return answer(parsed)
      input = parsed.input
    } else if (definition.schema) {
      const parsed = definition.schema.safeParse(
        declaration.body === 'json' ? json : formFields(form),
      )
      if (!parsed.success) return answer(invalidResult(parsed.error.issues))
      input = parsed.data
    }

    const ctx = {
      request,
      params,
      form,
      json,
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
