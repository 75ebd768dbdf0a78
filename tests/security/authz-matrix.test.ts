// Authorization matrix, generated from app/routes.ts: every admin route's loader and every action
// intent × anonymous, member, editor, admin. Refused cells must answer 401 (or a redirect to
// /auth) for anonymous and 403 for a too-low role, and change nothing in the database; allowed
// cells must get past the guard without a server error. Loaders and actions are called directly,
// so a route that leans on its layout's guard fails here (each must call requireRole itself).
// A new admin route needs one line in tests/security/admin-route-roles.ts.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import {
  seedProductFixtures,
  seedReadingFixtures,
} from '#app/features/articles/testing/reading-fixtures'
import { NAV_GROUPS } from '#app/components/admin/admin-nav'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { createUser, type TestUser } from '#tests/factories'
import {
  ADMIN_ROUTE_ROLES,
  MISSING_ROLE_MESSAGE,
  NOT_RUN_WHEN_ALLOWED,
  minRoleFor,
  type MinRole,
} from './admin-route-roles'
import { changedTables, snapshotDb } from './db-snapshot'
import {
  extractIntents,
  fillPath,
  importRoute,
  listAdminRoutes,
  paramNames,
  routeKey,
} from './route-table'

type Who = 'anonymous' | 'member' | 'editor' | 'admin'
const WHO: Who[] = ['anonymous', 'member', 'editor', 'admin']
const RANK: Record<Who, number> = { anonymous: -1, member: 0, editor: 1, admin: 2 }
const MISSING_ID = '00000000-0000-4000-8000-000000000000'
const ORIGIN = 'http://localhost:3000'

const routes = listAdminRoutes()
// imported once, up front: the intents each action declares name the matrix's cells
const modules = new Map(
  await Promise.all(
    routes
      .filter((r) => ADMIN_ROUTE_ROLES[routeKey(r)])
      .map(async (r) => [r.file, await importRoute(r.file)] as const),
  ),
)
const users: Partial<Record<Who, TestUser>> = {}
const paramValues: Record<string, string> = {}

function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : ((res as { rows?: T[] }).rows ?? [])) as T[]
}
// a query that no longer fits the schema only costs the real value, not the suite
async function first(query: string) {
  try {
    return rowsOf<{ v: string }>(await db.execute(sql.raw(query)))[0]?.v
  } catch {
    return undefined
  }
}

beforeAll(async () => {
  await seedReadingFixtures()
  await seedProductFixtures()
  await db.execute(
    sql`insert into page_content (page_slug, section_key, content_data, is_published)
        values ('about', 'hero', '{"title": "About us"}', true)`,
  )
  await db.execute(
    sql`insert into contact_messages (kind, name, email, subject, message)
        values ('contact', 'Ana', 'ana@example.test', 'Hello', 'A question about the site.')`,
  )
  for (const who of ['member', 'editor', 'admin'] as const)
    users[who] = await createUser({ role: who === 'member' ? 'user' : who })
  // real rows for the usual params, so allowed cells reach the route's real work; any other
  // param gets an id that matches nothing (a 404 is an allowed answer)
  const known: Record<string, string | undefined> = {
    id: await first('select id::text as v from articles order by created_at limit 1'),
    articleId: await first('select id::text as v from articles order by created_at limit 1'),
    productId: await first('select id::text as v from products order by created_at limit 1'),
    authorId: await first('select id::text as v from authors limit 1'),
    pageSlug: await first('select page_slug as v from page_content limit 1'),
    hubId: await first('select id as v from hubs limit 1'),
    messageId: await first('select id::text as v from contact_messages limit 1'),
    '*': 'no-such-admin-page',
  }
  for (const [k, v] of Object.entries(known)) if (v) paramValues[k] = v
}, 120_000)

function paramsFor(pattern: string) {
  const params: Record<string, string> = {}
  for (const name of paramNames(pattern)) params[name] = paramValues[name] ?? MISSING_ID
  return params
}

/** Status and Location of a loader's or action's answer, returned or thrown; the body is not read
 * (an event stream never ends). */
async function callGuarded(fn: (args: unknown) => unknown, req: Request, params: object) {
  let out: unknown
  try {
    out = await fn({ request: req, params, context: {} })
  } catch (e) {
    out = e
  }
  if (out instanceof Response) {
    await out.body?.cancel().catch(() => {})
    return { status: out.status, location: out.headers.get('Location') }
  }
  const d = out as { type?: string; init?: ResponseInit | null } | null
  if (d?.type === 'DataWithResponseInit')
    return { status: d.init?.status ?? 200, location: new Headers(d.init?.headers).get('Location') }
  if (out instanceof Error) throw out
  return { status: 200, location: null }
}

function request(pattern: string, who: Who, init: { method: string; intent?: string }) {
  const params = paramsFor(pattern)
  const url = new URL(
    fillPath(pattern, (n) => params[n]!),
    ORIGIN,
  )
  if (init.intent) url.searchParams.set('intent', init.intent)
  const headers = new Headers({ Origin: ORIGIN })
  const user = users[who]
  if (user) headers.set('Cookie', user.cookie)
  let body: FormData | undefined
  if (init.method === 'POST') {
    body = new FormData()
    if (init.intent !== undefined) body.append('intent', init.intent)
  }
  // aborted after the call, so a stream the loader opened is closed
  const abort = new AbortController()
  const req = new Request(url, { method: init.method, headers, body, signal: abort.signal })
  return { request: req, params, abort }
}

/** One guard decision; returns true when the cell was refused (so it must have changed nothing). */
async function expectCell(
  fn: (args: unknown) => unknown,
  pattern: string,
  who: Who,
  need: MinRole,
  init: { method: string; intent?: string },
) {
  if (RANK[who] >= RANK[need] && NOT_RUN_WHEN_ALLOWED.test(init.intent ?? '')) return false
  const { request: req, params, abort } = request(pattern, who, init)
  const res = await callGuarded(fn, req, params).finally(() => abort.abort())
  const where = `${init.method} /${pattern}${init.intent ? ` intent=${init.intent}` : ''} as ${who}`
  if (RANK[who] >= RANK[need]) {
    expect(
      [401, 403].includes(res.status) || res.status >= 500,
      `${where}: expected to pass the guard (needs ${need}), got ${res.status}`,
    ).toBe(false)
    return false
  }
  if (who === 'anonymous') {
    const toSignIn = res.status >= 300 && res.status < 400 && /^\/auth\b/.test(res.location ?? '')
    expect(
      res.status === 401 || toSignIn,
      `${where}: expected 401 or a redirect to /auth, got ${res.status}`,
    ).toBe(true)
  } else {
    expect(res.status, `${where}: expected 403 (needs ${need})`).toBe(403)
  }
  return true
}

/** Runs cells and proves that, when every one of them was refused, the database is untouched. */
async function expectCells(label: string, cells: Array<() => Promise<boolean>>) {
  const before = await snapshotDb()
  let refused = true
  for (const cell of cells) refused = (await cell()) && refused
  if (!refused) return
  const changed = changedTables(before, await snapshotDb())
  expect(changed, `${label}: refused, but these tables changed`).toEqual([])
}

describe('every admin route declares its minimum role', () => {
  test.each(routes.map((r) => [routeKey(r), r] as const))('%s', (key, r) => {
    expect(ADMIN_ROUTE_ROLES[key], MISSING_ROLE_MESSAGE(key, r.file)).toBeDefined()
  })

  test('the database fingerprint sees a write (so "nothing changed" is not vacuous)', async () => {
    const before = await snapshotDb()
    expect(Object.keys(before).length).toBeGreaterThan(10)
    await db.execute(
      sql`update contact_messages set subject = subject || '.' where id = (select id from contact_messages limit 1)`,
    )
    expect(changedTables(before, await snapshotDb())).toEqual(['contact_messages'])
  })

  test('the table names no route that is gone', () => {
    const keys = new Set(routes.map(routeKey))
    const stale = Object.keys(ADMIN_ROUTE_ROLES).filter((k) => !keys.has(k))
    expect(stale, 'remove these from ADMIN_ROUTE_ROLES: no such route in app/routes.ts').toEqual([])
  })

  test('each admin section (the table routes, sidebar and shortcuts read) has the role listed here', () => {
    for (const [id, section] of Object.entries(ADMIN_SECTIONS)) {
      const roles = ADMIN_ROUTE_ROLES[section.path.replace(/^\//, '')]
      expect(roles, `section ${id}: ${section.path} is not in ADMIN_ROUTE_ROLES`).toBeDefined()
      expect(minRoleFor(roles!, 'loader'), `section ${id} (${section.path})`).toBe(section.minRole)
    }
  })

  test('the sidebar shows each page to the same roles the server allows', () => {
    for (const item of NAV_GROUPS.flatMap((g) => g.items)) {
      const roles = ADMIN_ROUTE_ROLES[item.to.replace(/^\//, '')]
      if (!roles) continue
      expect(minRoleFor(roles, 'loader'), `sidebar entry ${item.to}`).toBe(item.minRole)
    }
  })
})

for (const r of routes) {
  const key = routeKey(r)
  const roles = ADMIN_ROUTE_ROLES[key]
  if (!roles) continue // reported above
  describe(`${key} (${r.file})`, () => {
    const mod = modules.get(r.file)!

    test.each(WHO)('loader as %s', async (who) => {
      const loader = mod.loader
      if (!loader) return
      await expectCells(`GET /${r.path} as ${who}`, [
        () => expectCell(loader, r.path, who, minRoleFor(roles, 'loader'), { method: 'GET' }),
      ])
    })

    const intents = [...extractIntents(r.file, mod), 'not-a-real-intent']
    test.each(WHO)(`action (${intents.length} intents) as %s`, async (who) => {
      const action = mod.action
      if (!action) return
      await expectCells(
        `POST /${r.path} as ${who} (intents ${intents.join(', ')})`,
        intents.map(
          (intent) => () =>
            expectCell(action, r.path, who, minRoleFor(roles, 'action', intent), {
              method: 'POST',
              intent,
            }),
        ),
      )
    })
  })
}
