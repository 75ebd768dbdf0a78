// What a backup covers, read from the database at run time (never a hard-coded list, so a table
// added by a later migration is backed up without code changes): every base table in the public
// schema but derived ones (search_words, rebuilt by triggers), its insertable columns (generated
// ones are rebuilt by the database), the foreign-key order to insert them in, and the last applied
// migration.
import { sql } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'

export type TableInfo = { name: string; columns: string[] }

async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows?: T[] } | T[]
  return Array.isArray(result) ? result : (result.rows ?? [])
}
export { rows as queryRows }

export const quoteIdent = (name: string) => '"' + name.replaceAll('"', '""') + '"'

/** Every public base table with its insertable columns, parents before children. */
export async function listTables(tx: Tx): Promise<TableInfo[]> {
  const cols = await rows<{ table_name: string; column_name: string }>(
    tx,
    sql`select c.table_name, c.column_name
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and c.is_generated = 'NEVER'
           -- a table the database derives from others (its comment says so) is rebuilt by
           -- their triggers as they are restored
           and coalesce(obj_description(format('%I.%I', c.table_schema, c.table_name)::regclass, 'pg_class'), '')
               not like 'derived:%'
         order by c.table_name, c.ordinal_position`,
  )
  const byTable = new Map<string, string[]>()
  for (const c of cols) {
    const list = byTable.get(c.table_name) ?? []
    list.push(c.column_name)
    byTable.set(c.table_name, list)
  }
  const fks = await rows<{ child: string; parent: string }>(
    tx,
    sql`select cl.relname as child, pcl.relname as parent
          from pg_constraint con
          join pg_class cl on cl.oid = con.conrelid
          join pg_class pcl on pcl.oid = con.confrelid
          join pg_namespace n on n.oid = cl.relnamespace
         where con.contype = 'f' and n.nspname = 'public'`,
  )
  // depth-first topological order; a cycle (none today) falls back to name order
  const names = [...byTable.keys()].sort()
  const parents = new Map(names.map((n) => [n, new Set<string>()]))
  for (const fk of fks) if (fk.child !== fk.parent) parents.get(fk.child)?.add(fk.parent)
  const ordered: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (n: string) => {
    if (state.get(n)) return
    state.set(n, 'visiting')
    for (const p of parents.get(n) ?? []) if (byTable.has(p)) visit(p)
    state.set(n, 'done')
    ordered.push(n)
  }
  names.forEach(visit)
  return ordered.map((name) => ({ name, columns: byTable.get(name)! }))
}

/**
 * Tables the database derives from others (left out of backups). Each one's comment reads
 * 'derived: <what>; rebuild: <function>()': a restore, which loads rows with triggers off, calls
 * that function once the rows are in.
 */
export async function listDerivedTables(tx: Tx) {
  const found = await rows<{ name: string; comment: string }>(
    tx,
    sql`select c.relname as name, obj_description(c.oid, 'pg_class') as comment
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'
           and obj_description(c.oid, 'pg_class') like 'derived:%'
         order by c.relname`,
  )
  return found.map((t) => ({
    name: t.name,
    rebuild: /; rebuild: ([a-z_][a-z0-9_]*)\(\)$/.exec(t.comment)?.[1] ?? null,
  }))
}

export type MigrationState = {
  count: number
  lastCreatedAt: string | null
  lastHash: string | null
}

/** The migrations applied to this database (drizzle's journal table). */
export async function getMigrationState(tx: Tx): Promise<MigrationState> {
  const [row] = await rows<{
    count: string | number
    created_at: string | null
    hash: string | null
  }>(
    tx,
    sql`select (select count(*) from drizzle.__drizzle_migrations) as count,
               created_at::text as created_at, hash
          from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )
  return {
    count: Number(row?.count ?? 0),
    lastCreatedAt: row?.created_at ?? null,
    lastHash: row?.hash ?? null,
  }
}

/** Row count and an order-independent checksum of a table's rows (used to verify a round trip). */
export async function tableFingerprint(tx: Tx, table: TableInfo) {
  const cols = table.columns.map(quoteIdent).join(', ')
  const [row] = await rows<{ n: string | number; sum: string | null }>(
    tx,
    sql.raw(
      `select count(*) as n, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as sum
         from (select row(${cols})::text as r from ${quoteIdent(table.name)}) x`,
    ),
  )
  return { rows: Number(row?.n ?? 0), checksum: row?.sum ?? '' }
}
