// "Download my data" over HTTP (/profile/export): every table that references users is in it, with
// all of the member's rows and nobody else's, and the secrets on the explicit list are not.
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import {
  emailOutbox,
  follows,
  memberNotifications,
  savedItems,
  userConsent,
  userSubmissions,
} from '#app/db/schema'
import { EXPORT_SECRET_COLUMNS } from '#app/features/accounts/account-export.server'
import { loader as exportLoader } from '#app/routes/api/profile-export'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

type Row = Record<string, unknown>

async function rows<T = Row>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[]
  return Array.isArray(result) ? result : (result.rows ?? [])
}

/** The test's own reading of the catalogue: FKs to users.id, and user_id columns without one. */
async function tablesReferencingUsers() {
  const found = await rows<{ table_name: string; column_name: string }>(sql`
    select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
     where ccu.table_name = 'users' and ccu.column_name = 'id'
       and kcu.table_schema = current_schema()
    union
    select table_name, column_name from information_schema.columns
     where table_schema = current_schema() and column_name = 'user_id'`)
  const map = new Map<string, Set<string>>()
  for (const r of found)
    map.set(r.table_name, (map.get(r.table_name) ?? new Set()).add(r.column_name))
  return map
}

async function someRowsFor(u: TestUser, title: string) {
  await db.insert(userSubmissions).values({
    title,
    content: 'My first season.',
    category: 'Personal Stories',
    userId: u.id,
  })
  await db
    .insert(savedItems)
    .values({ userId: u.id, itemType: 'article', itemId: crypto.randomUUID() })
  await db.insert(follows).values({ userId: u.id, targetType: 'hub', targetId: 'game-face' })
  await db
    .insert(memberNotifications)
    .values({ userId: u.id, kind: 'story_approved', title: `${title} approved` })
  await db.insert(userConsent).values({
    userId: u.id,
    jurisdiction: 'GDPR',
    consentVersion: '2.0',
    consentMethod: 'custom',
    consentSource: 'settings',
    expiresAt: new Date(Date.now() + 86_400_000),
  })
}

test('the export has every table that references users, all her rows, none of the secrets', async () => {
  const member = await createUser()
  const other = await createUser()
  await someRowsFor(member, 'Mine')
  await someRowsFor(other, 'Not mine')

  const res = await callRoute(exportLoader, makeRequest('/profile/export', { user: member }))
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="my-data-/)
  const body = res.data as { account: Row; tables: Record<string, Row[]> }
  expect(body.account.email).toBe(member.email)

  const catalogue = await tablesReferencingUsers()
  expect(catalogue.size).toBeGreaterThan(15)
  const missing = [...catalogue.keys()].filter((t) => t !== 'users' && !(t in body.tables))
  expect(missing, 'tables that reference users but are not in the export').toEqual([])

  // each table: exactly her rows (by every column that points at a user)
  for (const [table, columns] of catalogue) {
    if (table === 'users') continue
    const where = sql.join(
      [...columns].map((c) => sql`${sql.identifier(c)} = ${member.id}`),
      sql` or `,
    )
    const [{ n }] = (await rows<{ n: number | string }>(
      sql`select count(*) as n from ${sql.identifier(table)} where ${where}`,
    )) as [{ n: number | string }]
    expect(body.tables[table], table).toHaveLength(Number(n))
  }
  for (const table of ['user_submissions', 'saved_items', 'follows', 'member_notifications'])
    expect(body.tables[table], table).toHaveLength(1)
  expect(body.tables.user_consent).toHaveLength(1)
  expect(body.tables.sessions!.length).toBeGreaterThan(0)
  expect(body.tables.accounts).toHaveLength(1)
  expect(JSON.stringify(body)).not.toContain('Not mine')
  expect(JSON.stringify(body)).not.toContain(other.id)
})

test('secrets are left out by an explicit list: hashes, tokens, mail bodies', async () => {
  expect(EXPORT_SECRET_COLUMNS).toEqual({
    accounts: [
      'password',
      'access_token',
      'refresh_token',
      'id_token',
      'access_token_expires_at',
      'refresh_token_expires_at',
    ],
    sessions: ['token'],
    invitations: ['token_hash'],
    newsletter_subscribers: ['confirm_token_hash'],
    email_outbox: ['text', 'html'],
    product_clicks: ['visitor_hash'],
  })
  const member = await createUser()
  await db.insert(emailOutbox).values({
    to: member.email,
    subject: 'Reset your password',
    text: 'Open https://example.test/reset?token=very-secret-link-token',
  })
  const res = await callRoute(exportLoader, makeRequest('/profile/export', { user: member }))
  const text = JSON.stringify(res.data)
  const body = res.data as { tables: Record<string, Row[]> }
  for (const [table, columns] of Object.entries(EXPORT_SECRET_COLUMNS))
    for (const r of body.tables[table] ?? [])
      for (const c of columns) expect(r, `${table}.${c}`).not.toHaveProperty(c)
  expect(body.tables.email_outbox!.map((m) => m.subject)).toContain('Reset your password')
  expect(text).not.toContain('very-secret-link-token')
  // the session token of her own cookie and her password hash
  const token = decodeURIComponent(member.cookie.split('session_token=')[1]!.split(/[.;]/)[0]!)
  const [hash] = await rows<{ password: string }>(
    sql`select password from accounts where user_id = ${member.id}`,
  )
  expect(token.length).toBeGreaterThan(10)
  expect(text).not.toContain(token)
  expect(text).not.toContain(hash!.password)
  const keys = Object.values(body.tables).flatMap((list) => list.flatMap((r) => Object.keys(r)))
  expect(keys.filter((k) => /password|token|hash/i.test(k))).toEqual([])
})
