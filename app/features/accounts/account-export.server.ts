// "Download my data" (/profile/export): every row that belongs to the member, in every table. The
// tables are found in the database catalogue at run time (foreign keys to users.id, and user_id
// columns without one), so a table added later is exported without touching this file. Rows kept
// by email address (newsletter, contact messages, mail) and the poll votes keyed by her id are
// added by name. Secrets are left out by the explicit list below.
import { type SQL, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'

/**
 * Columns never exported: password hashes, session and provider tokens, one-time link hashes,
 * and mail bodies (they carry sign-in, verification and reset links). Their tables still are.
 */
export const EXPORT_SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
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
}

type Row = Record<string, unknown>

async function rows<T = Row>(query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[]
  return Array.isArray(result) ? result : (result.rows ?? [])
}

/** Every (table, column) that points at a user: foreign keys to users.id, and user_id columns. */
export async function userReferenceColumns() {
  const found = await rows<{ table_name: string; column_name: string }>(sql`
    select cl.relname as table_name, a.attname as column_name
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = any (con.conkey)
     where con.contype = 'f' and con.confrelid = 'users'::regclass and n.nspname = current_schema()
    union
    select c.table_name, c.column_name
      from information_schema.columns c
     where c.table_schema = current_schema() and c.column_name = 'user_id'
       and c.table_name <> 'users'
     order by 1, 2`)
  const byTable = new Map<string, string[]>()
  for (const r of found)
    byTable.set(r.table_name, [...(byTable.get(r.table_name) ?? []), r.column_name])
  return byTable
}

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`)

function withoutSecrets(table: string, list: Row[]) {
  const secret = EXPORT_SECRET_COLUMNS[table]
  if (!secret) return list
  return list.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !secret.includes(k))))
}

async function rowsWhere(table: string, condition: SQL) {
  return withoutSecrets(table, await rows(sql`select * from ${ident(table)} where ${condition}`))
}

/** Everything stored about the member, by table (no password hashes, tokens or mail bodies). */
export async function exportAccountData(userId: string) {
  const [user] = await rows<Row & { email: string }>(sql`select * from users where id = ${userId}`)
  if (!user) return null
  const email = user.email.toLowerCase()
  const conditions = new Map<string, SQL[]>()
  const add = (table: string, condition: SQL) =>
    conditions.set(table, [...(conditions.get(table) ?? []), condition])
  for (const [table, columns] of await userReferenceColumns())
    for (const c of columns) add(table, sql`${ident(c)} = ${userId}`)
  // kept by email address, or by a key that is her id without a foreign key
  add('newsletter_subscribers', sql`lower(email) = ${email}`)
  add('contact_messages', sql`lower(email) = ${email}`)
  add('email_outbox', sql`lower("to") = ${email}`)
  add('poll_votes', sql`voter_key = ${userId}`)
  const tables: Record<string, Row[]> = {}
  for (const [table, list] of [...conditions].sort(([a], [b]) => a.localeCompare(b)))
    tables[table] = await rowsWhere(table, sql.join(list, sql` or `))
  return { exportedAt: new Date().toISOString(), account: user, tables }
}
