// Structured logs (pino): one JSON object a line in production, a short readable line in development
// (LOG_FORMAT=json|pretty), at LOG_LEVEL. Every line written while a request is handled carries its
// request id (and the signed-in user's id once the session is known), through AsyncLocalStorage:
// server.mjs runs each request inside `requestContext.run(...)`, so console.error in a loader lands
// on the right request too (routeConsoleToLogger). Secrets never reach a line: known fields are
// redacted and every message and error text is scrubbed of email addresses, bearer tokens,
// cookie-like and query-string secrets (scrub).
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'
import pino, { type DestinationStream, type Logger } from 'pino'

export type RequestContext = { requestId: string; userId?: string }
export const requestContext = new AsyncLocalStorage<RequestContext>()

/** The signed-in user of the request being handled, for its log lines (accounts/session). */
export function noteRequestUser(userId: string) {
  const ctx = requestContext.getStore()
  if (ctx) ctx.userId = userId
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi
const SECRET_PARAM =
  /\b((?:[\w.-]*(?:token|password|passwd|secret|session|signature|sig|code|key|auth)[\w.-]*)=)[^&\s"';,]+/gi

/** The text with email addresses, credentials and secret-looking name=value pairs blanked. */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(AUTH_SCHEME, '$1 [redacted]')
    .replace(SECRET_PARAM, '$1[redacted]')
}

/** Field names never written, at any depth up to two (pino redact paths). */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'cookie',
  'authorization',
  'email',
  'headers',
]
const REDACT_PATHS = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`])

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value)
  // errors keep their class: the err serializer scrubs their message and stack
  if (!value || typeof value !== 'object' || value instanceof Error || depth > 4) return value
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) out[k] = scrubDeep(v, depth + 1)
  return out
}

/** LOG_FORMAT=pretty: "12:00:01.234 INFO  [req id] message {other fields}". */
export function prettyDestination(out: NodeJS.WritableStream = process.stdout): DestinationStream {
  return {
    write(line: string) {
      let o: Record<string, unknown>
      try {
        o = JSON.parse(line)
      } catch {
        out.write(line)
        return
      }
      const { time, level, msg, reqId, pid: _pid, hostname: _h, err, ...rest } = o
      const t = typeof time === 'string' ? time.slice(11, 23) : ''
      const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ''
      const stack = err && typeof err === 'object' ? `\n${(err as { stack?: string }).stack}` : ''
      out.write(
        `${t} ${String(level).toUpperCase().padEnd(5)} ${reqId ? `[${reqId}] ` : ''}${msg ?? ''}${extra}${stack}\n`,
      )
    },
  }
}

export type LogOptions = {
  level?: string
  format?: 'json' | 'pretty'
  destination?: DestinationStream
}

function defaultFormat(): 'json' | 'pretty' {
  const f = process.env.LOG_FORMAT
  if (f === 'json' || f === 'pretty') return f
  return process.env.NODE_ENV === 'production' ? 'json' : 'pretty'
}

export function createLogger(opts: LogOptions = {}): Logger {
  const format = opts.format ?? defaultFormat()
  const destination =
    opts.destination ??
    // synchronous, as console.log on a pipe or file is: nothing is lost at process.exit
    (format === 'pretty' ? prettyDestination() : pino.destination({ dest: 1, sync: true }))
  return pino(
    {
      level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        err: (e: Error) =>
          scrubDeep(pino.stdSerializers.err(e)) as ReturnType<typeof pino.stdSerializers.err>,
      },
      mixin() {
        const ctx = requestContext.getStore()
        if (!ctx) return {}
        return ctx.userId ? { reqId: ctx.requestId, userId: ctx.userId } : { reqId: ctx.requestId }
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((a) =>
            typeof a === 'string'
              ? scrub(a)
              : a instanceof Error || !a || typeof a !== 'object'
                ? a
                : scrubDeep(a),
          ) as typeof args
          method.apply(this, scrubbed)
        },
      },
    },
    destination,
  )
}

declare global {
  var __appLogger: Logger | undefined
}

/** The process's logger (one, shared by server.mjs and the app build). */
export function getLogger(): Logger {
  return (globalThis.__appLogger ??= createLogger())
}

/** Replaces the logger (tests capture lines with their own destination). */
export function setLogger(logger: Logger) {
  globalThis.__appLogger = logger
}

/** console.* arguments as one pino call: the first Error as `err`, the rest formatted as the message. */
export function logArgs(
  logger: Logger,
  level: 'debug' | 'info' | 'warn' | 'error',
  args: unknown[],
) {
  const errIndex = args.findIndex((a) => a instanceof Error)
  if (errIndex === -1) return logger[level](format(...args))
  const err = args[errIndex] as Error
  const rest = args.filter((_, i) => i !== errIndex)
  logger[level]({ err }, rest.length ? format(...rest) : err.message)
}

/**
 * console.log/info/warn/error/debug go through the logger (server.mjs, once per process): the
 * app's existing `console.error('...', error)` calls become JSON lines with the request id.
 */
export function routeConsoleToLogger(logger: Logger = getLogger()) {
  console.log = (...a: unknown[]) => logArgs(logger, 'info', a)
  console.info = (...a: unknown[]) => logArgs(logger, 'info', a)
  console.warn = (...a: unknown[]) => logArgs(logger, 'warn', a)
  console.error = (...a: unknown[]) => logArgs(logger, 'error', a)
  console.debug = (...a: unknown[]) => logArgs(logger, 'debug', a)
}
