// A fingerprint of every table (row count and a hash of the rows), to prove a refused request
// changed nothing. One query for the whole database.
import { sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'

function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : ((res as { rows?: T[] }).rows ?? [])) as T[]
}

let tables: string[] | null = null

async function listTables() {
  if (tables) return tables
  const res = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name not like '%drizzle%' order by 1`,
  )
  tables = rowsOf<{ name: string }>(res).map((r) => r.name)
  return tables
}

export type Snapshot = Record<string, string>

export async function snapshotDb(): Promise<Snapshot> {
  const names = await listTables()
  const parts = names.map(
    (t) =>
      `select '${t}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as fp from "${t}" t`,
  )
  const res = await db.execute(sql.raw(parts.join(' union all ')))
  return Object.fromEntries(rowsOf<{ name: string; fp: string }>(res).map((r) => [r.name, r.fp]))
}

/** Names of the tables whose fingerprint differs. */
export function changedTables(before: Snapshot, after: Snapshot) {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k])
}
