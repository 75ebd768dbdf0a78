// Bad-input fuzzer, generated from app/routes.ts: malformed requests against every loader and
// action of the production server (playwright.config.ts starts it), as anonymous, member and
// admin. Nothing may answer 500 or more; unsupported methods answer 405. Route params get real
// values found in links of the parameterless pages, so the requests reach the real code.
import { expect, test } from '@playwright/test'
import { DEMO } from './demo-accounts'
import { rawRequest, signInCookie, type RawResponse } from './raw-http'
import {
  extractFieldNames,
  extractIntents,
  fillPath,
  hasAction,
  listRoutes,
  paramNames,
  type RouteEntry,
} from './route-table'

test.describe.configure({ mode: 'serial' })
test.setTimeout(600_000)

const BASE = `http://localhost:${process.env.E2E_PORT ?? 3100}`
type Who = 'anonymous' | 'member' | 'admin'
const cookies: Record<Who, string> = { anonymous: '', member: '', admin: '' }

// intents whose success would end the session the fuzzer runs in, or start a long job
const SESSION_ENDING = /sign-?out|log-?out|^delete$|delete-account|^backup$|^restore$/

const BAD_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '-1',
  '0',
  '99999999999999999999999',
  'NaN',
  '1e309',
  'x'.repeat(4000),
  '%F0%9F%8F%83%E2%80%8D%E2%99%80%EF%B8%8F',
  '%E2%80%AE%E2%80%8B',
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20or%201%3D1--",
]
const BAD_PARAM_VALUES = [
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000Z',
  '%00',
  'x'.repeat(2000),
  '%E2%80%AE%F0%9F%8F%83',
  '..',
  '%2E%2E%2F%2E%2E',
  '-1',
]
const UNICODE_VALUES = [
  '\u202E\u200B\u200D\uFEFF',
  '🏃‍♀️'.repeat(50),
  'e\u0301\u0301\u0301\u0301',
  '\uFFFF\uFFFE',
  '\u0001\u0007\u001B[31m',
]
const BAD_METHODS = ['DELETE', 'PUT', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND']
const WHO: Who[] = ['anonymous', 'member', 'admin']
// cases per route and role: each role takes a different slice of a route's cases, so the three
// together cover up to three times this many; enough for 1,000+ requests in about a minute
const PER_ROUTE_AND_ROLE = 14

/** The role's share of a route's cases: a rotating window, plus every status-checked case. */
function share<T extends { expectStatus?: number; always?: boolean }>(
  cases: T[],
  roleIndex: number,
) {
  const always = cases.filter((c) => c.always)
  cases = cases.filter((c) => !c.always)
  const checked = cases
    .filter((c) => c.expectStatus !== undefined)
    .slice(roleIndex * 2, roleIndex * 2 + 2)
  const rest = cases.filter((c) => c.expectStatus === undefined)
  if (rest.length <= PER_ROUTE_AND_ROLE) return [...always, ...checked, ...rest]
  const step = Math.max(1, Math.floor(rest.length / (PER_ROUTE_AND_ROLE * WHO.length)))
  const picked: T[] = []
  for (let i = 0; picked.length < PER_ROUTE_AND_ROLE && i < rest.length; i++) {
    const at = (i * WHO.length + roleIndex) * step
    if (at < rest.length) picked.push(rest[at]!)
    else break
  }
  // the first cases (plain GET, the broken bodies) matter for every role
  return [...always, ...checked, rest[0]!, ...picked.filter((c) => c !== rest[0])]
}

type Case = {
  label: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer | string
  expectStatus?: number
  /** sent by every role, whatever the sampling */
  always?: boolean
}

function urlencoded(fields: Array<[string, string]>) {
  return fields.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
}

function multipart(fields: Array<[string, string]>, boundary = 'fuzzBoundary7MA4YWxk') {
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  )
  return {
    body: parts.join('') + `--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  }
}

// the auth API is one splat route; these are the endpoints the site uses
const AUTH_ENDPOINTS = [
  'sign-in/email',
  'sign-up/email',
  'update-user',
  'change-password',
  'reset-password',
  'request-password-reset',
  'verify-email',
  'get-session',
]

/** Concrete URLs for a pattern, from links on the crawled pages; a made-up value otherwise. */
function concretePaths(pattern: string, html: string) {
  if (pattern === 'api/auth/*') return AUTH_ENDPOINTS.map((e) => `/api/auth/${e}`)
  const names = paramNames(pattern)
  if (!names.length) return [fillPath(pattern, () => '')]
  const re = new RegExp(
    '^' +
      fillPath(pattern, (n) => (n === '*' ? '\u0001' : '\u0002'))
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace('\u0001', '[^"\'?#<> ]+')
        .replace(/\u0002/g, '[^/"\'?#<> ]+') +
      '$',
  )
  const found = new Set<string>()
  for (const m of html.matchAll(/href="([^"?#]+)/g)) if (re.test(m[1]!)) found.add(m[1]!)
  const real = [...found].slice(0, 1)
  return real.length ? real : [fillPath(pattern, (n) => (n === '*' ? 'fuzz-target' : 'fuzz-id'))]
}

function withParam(pattern: string, realPath: string, name: string, value: string) {
  const real = realPath.split('/')
  return pattern
    .split('/')
    .map((seg, i) => {
      if (seg === '*' && name === '*') return value
      if (seg === `:${name}`) return value
      if (seg.includes(`:${name}`)) return seg.replace(`:${name}`, value)
      return real[i] ?? seg
    })
    .join('/')
    .replace(/^(?!\/)/, '/')
}

function casesFor(route: RouteEntry, path: string): Case[] {
  const cases: Case[] = []
  const origin = { Origin: BASE }
  cases.push({ label: 'GET', method: 'GET', path })
  const { fields, query } = extractFieldNames(route.file)
  const queryNames = [...new Set([...query, 'q', 'page', 'redirectTo'])].slice(0, 5)
  for (const name of queryNames)
    for (const v of BAD_QUERY_VALUES)
      cases.push({
        label: `GET ?${name}=${v.slice(0, 20)}`,
        method: 'GET',
        path: `${path}?${name}=${v}`,
      })
  cases.push({
    label: 'GET repeated and bracket params',
    method: 'GET',
    path: `${path}?page=1&page=2&q[]=x&q[a]=y&=&&`,
  })
  for (const name of paramNames(route.path))
    for (const v of BAD_PARAM_VALUES)
      cases.push({
        label: `GET :${name}=${v.slice(0, 20)}`,
        method: 'GET',
        path: withParam(route.path, path, name, v),
      })
  for (const method of BAD_METHODS)
    cases.push({
      label: method,
      method,
      path,
      headers: origin,
      body: method === 'TRACE' ? undefined : 'a=1',
      expectStatus: 405,
    })

  // bodies that are not what they claim to be, on every route (no action: 405 is fine)
  const raw: Array<[string, string | undefined, string | Buffer]> = [
    ['multipart type, plain body', 'multipart/form-data; boundary=xx', 'hello'],
    ['multipart, no boundary', 'multipart/form-data', '--xx\r\n\r\n'],
    [
      'multipart, truncated',
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave',
    ],
    [
      'multipart, bad part header',
      'multipart/form-data; boundary=xx',
      '--xx\r\nContent-Disposition: nonsense\r\n\r\nx\r\n--xx--\r\n',
    ],
    ['multipart type, JSON body', 'multipart/form-data; boundary=xx', '{"intent":"save"}'],
    ['JSON', 'application/json', '{"intent":"save","title":["x"],"id":{"$ne":1}}'],
    ['broken JSON', 'application/json', '{"intent":'],
    [
      'JSON with NUL and wrong types',
      'application/json',
      JSON.stringify({
        email: 'nul\u0000@example.test',
        password: 'Pass\u0000word-123!',
        name: 'A\u0000B',
        displayName: ['x'],
        birthDate: '2000-02-31',
        token: { $gt: '' },
        newPassword: 7,
        callbackURL: '\u0000',
      }),
    ],
    ['text/plain', 'text/plain', 'intent=save'],
    ['no content type', undefined, 'intent=save'],
    [
      'urlencoded, invalid UTF-8',
      'application/x-www-form-urlencoded',
      Buffer.from([0x69, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x3d, 0xff, 0xfe, 0xc0, 0xaf]),
    ],
    [
      'urlencoded, broken escapes',
      'application/x-www-form-urlencoded',
      'intent=%&title=%E0%A4%A&%%=1',
    ],
  ]
  for (const [label, type, body] of raw)
    cases.push({
      label: `POST ${label}`,
      method: 'POST',
      path,
      body,
      headers: { ...origin, ...(type ? { 'Content-Type': type } : {}) },
      always: /^(multipart type, plain body|JSON with NUL)/.test(label),
    })

  if (!hasAction(route.file)) return cases
  const intents = extractIntents(route.file)
  const safeIntents = intents.filter((i) => !SESSION_ENDING.test(i))
  const names = fields.filter((f) => f !== 'intent').slice(0, 25)
  const filled = (intent: string, value: (name: string) => string): Array<[string, string]> => [
    ...(intent ? [['intent', intent] as [string, string]] : []),
    ...names.map((n) => [n, value(n)] as [string, string]),
  ]
  const post = (label: string, form: Array<[string, string]>, asMultipart = false) => {
    if (asMultipart) {
      const m = multipart(form)
      cases.push({
        label: `POST multipart ${label}`,
        method: 'POST',
        path,
        body: m.body,
        headers: { ...origin, 'Content-Type': m.type },
      })
    } else
      cases.push({
        label: `POST ${label}`,
        method: 'POST',
        path,
        body: urlencoded(form),
        headers: { ...origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      })
  }
  for (const intent of intents) {
    post(
      `intent=${intent} NUL in every field`,
      filled(intent, (n) => `a\0${n}`),
    )
    post(
      `intent=${intent} NUL in every field`,
      filled(intent, (n) => `\0${n}\0`),
      true,
    )
  }
  const main = safeIntents.find((i) => i) ?? ''
  for (const n of names)
    post(
      `intent=${main} NUL in ${n}`,
      filled(main, (f) => (f === n ? 'x\0y' : 'fuzz')),
    )
  for (const intent of safeIntents) {
    post(`intent=${intent} arrays`, [
      ...filled(intent, () => 'one'),
      ...filled(intent, () => 'two'),
      ...names.map((n) => [`${n}[]`, 'x'] as [string, string]),
    ])
    post(
      `intent=${intent} invalid ids`,
      filled(intent, (n) => (/id$/i.test(n) ? 'not-a-uuid' : 'fuzz')),
    )
  }
  for (const v of UNICODE_VALUES)
    post(
      `intent=${main} unicode ${JSON.stringify(v).slice(0, 20)}`,
      filled(main, () => v),
      true,
    )
  post(
    `intent=${main} huge fields`,
    filled(main, () => 'x'.repeat(64 * 1024)),
  )
  post('intent with NUL', [['intent', `${main}\0`]])
  post('NUL in a field name', [
    ['intent', main],
    ['ti\0tle', 'x'],
  ])
  return cases
}

async function runPool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]!)
    }),
  )
}

test('malformed requests to every loader and action never get a 500', async () => {
  cookies.member = await signInCookie(BASE, DEMO.member.email, DEMO.member.password)
  cookies.admin = await signInCookie(BASE, DEMO.admin.email, DEMO.admin.password)

  const routes = listRoutes().filter((r) => !r.layout)
  // crawl the parameterless pages as admin for real values of the params
  let html = ''
  for (const r of routes.filter((r) => !paramNames(r.path).length)) {
    const res = await rawRequest(BASE, {
      method: 'GET',
      path: fillPath(r.path, () => ''),
      headers: { Cookie: cookies.admin },
    })
    if ((res.headers['content-type'] ?? '').includes('html')) html += res.body
  }

  const failures: string[] = []
  const tally: Record<number, number> = {}
  let total = 0
  for (const [roleIndex, who] of WHO.entries()) {
    for (const route of routes) {
      for (const path of concretePaths(route.path, html)) {
        const cases = share(casesFor(route, path), roleIndex)
        await runPool(cases, 4, async (c) => {
          let res: RawResponse
          try {
            res = await rawRequest(BASE, {
              method: c.method,
              path: c.path,
              body: c.body,
              headers: { ...c.headers, ...(cookies[who] ? { Cookie: cookies[who] } : {}) },
            })
          } catch (error) {
            failures.push(
              `${who} ${c.method} ${c.path.slice(0, 120)} [${c.label}]: no response (${String(error)})`,
            )
            return
          }
          total++
          tally[res.status] = (tally[res.status] ?? 0) + 1
          const bad =
            res.status >= 500 || (c.expectStatus !== undefined && res.status !== c.expectStatus)
          if (bad)
            failures.push(
              `${who} ${c.method} ${c.path.slice(0, 120)} [${c.label}] -> ${res.status}${c.expectStatus ? ` (expected ${c.expectStatus})` : ''}`,
            )
        })
      }
    }
    // a session the fuzz ended would turn later rounds into anonymous ones: sign in again
    if (who !== 'anonymous')
      cookies[who] = await signInCookie(BASE, DEMO[who].email, DEMO[who].password)
  }
  console.log(
    `fuzzer: ${total} requests over ${routes.length} routes; statuses ${JSON.stringify(tally)}`,
  )
  expect(total).toBeGreaterThanOrEqual(1000)
  expect(failures, failures.slice(0, 50).join('\n')).toEqual([])
})

test('the cases named in the issue answer 400 or 405 with a message', async () => {
  const check = async (
    method: string,
    path: string,
    status: number,
    text: RegExp,
    init: { body?: string; headers?: Record<string, string> } = {},
  ) => {
    const res = await rawRequest(BASE, { method, path, ...init })
    expect(res.status, `${method} ${path}`).toBe(status)
    expect(res.body, `${method} ${path}`).toMatch(text)
  }
  await check('DELETE', '/profile', 405, /Method not allowed/)
  await check('TRACE', '/', 405, /Method not allowed/)
  await check('GET', '/explore?category=%00', 400, /malformed/)
  await check('GET', '/api/search?q=%00', 400, /malformed/)
  const form = { Origin: BASE }
  await check('POST', '/contact', 400, /could not read the form/, {
    body: 'hello',
    headers: { ...form, 'Content-Type': 'multipart/form-data; boundary=xx' },
  })
  await check('POST', '/contact', 400, /could not read the form/, {
    body: '{"name":"x"}',
    headers: { ...form, 'Content-Type': 'application/json' },
  })
  await check('POST', '/contact', 400, /null characters/, {
    body: urlencoded([
      ['name', 'Ana\0'],
      ['email', 'ana@example.test'],
      ['subject', 'Hi'],
      ['message', 'A message long enough to pass.'],
    ]),
    headers: { ...form, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
})
