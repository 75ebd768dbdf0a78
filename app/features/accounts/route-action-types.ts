// The declared-action wrapper's types (route-action.server.ts): who may send an intent, what it
// reads, runs and invalidates, and what the page's actionData can be.
import type { z } from 'zod'
import type { ActionFailure, ActionResult } from '#app/utils/action-result'
import type { Role } from './roles.server'
import type { SessionUser } from './session.server'

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

export type ParseOutcome<I> = { ok: true; input: I } | ActionFailure

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
export type Precheck =
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
  /** a staff door's refusal of a signed-in member without the role, answered as this result */
  forbidden?: ActionFailure
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
  /**
   * A request whose body the wrapper must not read (an upload streamed to disk): when `when`
   * matches, the form is left unread and the request goes to `intent`, whose `run` reads the body.
   */
  unread?: { when: (request: Request) => boolean; intent: string }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each intent has its own input and outcome
  intents: Record<string, IntentDefinition<Who, any, any>>
}

export type ActionArgs = {
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
