// The one way a route writes (docs/decisions/0031-declared-actions.md). A route declares its
// intents as data: who may send each (`who`), how its input is read (`schema` or `parse`), what it
// does (`run`), which public pages it makes stale (`invalidates`) and which audit entity it writes
// (`audit`). One wrapper then, for every request: checks who is asking, reads the form (a broken
// body or a NUL is a 400), picks the intent from the form's `intent` field, answers a failed parse
// with the kit's field errors (400, nothing changed), runs the intent, and after it has committed
// empties the public pages it declared. The declarations stay readable as data
// (`action.declaration`), so the security suites enumerate intents without reading source text.
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageUnavailable } from '#app/utils/storage-unavailable'
import { invalidResult, failure, type ActionResult } from '#app/utils/action-result'
import { actionResponse, resultResponse } from '#app/utils/action-response.server'
import { invalidatePublicCache, invalidatePublicPages } from '#app/utils/public-cache.server'
import { admit, formFields, lowestDoor, readBody } from './route-action-door.server'

export { formFields }
export type * from './route-action-types'
import type {
  ActionData,
  ActionDeclaration,
  DeclaredAction,
  IntentContext,
  IntentDefinition,
  Invalidation,
  Who,
  ActionArgs,
} from './route-action-types'

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
    const first = session
      ? await admit(request, door, undefined, declaration.forbidden)
      : { user: null, role: 'user' as const }
    // a declaration-level refusal answers before the body or the intent is read
    if (first.refused) return plain(first.refused)
    if (declaration.precheck) {
      const refused = await declaration.precheck(request)
      if (refused) return isKitResult(refused) ? plain(refused) : refused
    }
    const unread = declaration.unread?.when(request) ? declaration.unread.intent : null
    const { form, json } =
      unread === null
        ? await readBody(request, declaration.body, declaration.maxBytes)
        : { form: new FormData(), json: undefined }
    const named = declaration.intentParam ? params[declaration.intentParam] : form.get('intent')
    const name = unread ?? String(named ?? declaration.defaultIntent ?? '')
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
      // media storage (a bucket) that does not answer: a clear 503 from every write that stores
      // a file (avatars, story photos, uploads), never a server error; the feature wrote nothing
      // it has not rolled back, since files are stored before their rows
      if (isStorageUnavailable(thrown)) return answer(failure(STORAGE_UNAVAILABLE_MESSAGE, 503))
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
