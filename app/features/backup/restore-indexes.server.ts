// Secondary indexes and foreign keys are dropped before a restore loads the rows and rebuilt after
// it, in the same transaction; the tables' own triggers are off meanwhile; sequences then continue
// after the restored rows.
import { sql } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { listDerivedTables, queryRows, quoteIdent } from './introspect.server'

type Deferred = { table: string; name: string; def: string }

/**
 * Loading into a table without its secondary indexes and foreign keys and building them once at
 * the end is several times faster than maintaining them row by row (three GIN indexes and a dozen
 * b-trees on articles). They are dropped inside the restore's transaction, so a failed restore
 * rolls them back with the rows; each is recreated from its own definition (pg_get_indexdef,
 * pg_get_constraintdef), and re-adding a foreign key checks every row against it once.
 */
export async function dropForLoad(tx: Tx, tables: string[]) {
  const names = new Set(tables)
  const fks = (
    await queryRows<Deferred>(
      tx,
      sql`select cl.relname as "table", con.conname as name, pg_get_constraintdef(con.oid) as def
            from pg_constraint con
            join pg_class cl on cl.oid = con.conrelid
            join pg_namespace n on n.oid = cl.relnamespace
           where con.contype = 'f' and n.nspname = 'public'
           order by cl.relname, con.conname`,
    )
  ).filter((f) => names.has(f.table))
  for (const f of fks)
    await tx.execute(
      sql.raw(`alter table ${quoteIdent(f.table)} drop constraint ${quoteIdent(f.name)}`),
    )
  // indexes that back no primary key, unique or exclusion constraint
  const indexes = (
    await queryRows<Deferred>(
      tx,
      sql`select t.relname as "table", i.relname as name, pg_get_indexdef(x.indexrelid) as def
            from pg_index x
            join pg_class i on i.oid = x.indexrelid
            join pg_class t on t.oid = x.indrelid
            join pg_namespace n on n.oid = t.relnamespace
           where n.nspname = 'public'
             and not exists (select 1 from pg_constraint c
                              where c.conindid = x.indexrelid and c.conrelid = x.indrelid
                                and c.contype in ('p', 'u', 'x'))
           order by t.relname, i.relname`,
    )
  ).filter((i) => names.has(i.table))
  for (const i of indexes) await tx.execute(sql.raw(`drop index ${quoteIdent(i.name)}`))
  // Triggers that keep derived tables (search_words from article titles) would redo their work for
  // every batch; the derived tables are rebuilt once after the load (rebuildDerived). Disabling is
  // transactional like the rest: a failed restore leaves them enabled.
  const triggered = (
    await queryRows<{ table: string }>(
      tx,
      sql`select distinct c.relname as "table"
            from pg_trigger t
            join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and not t.tgisinternal
           order by 1`,
    )
  )
    .map((t) => t.table)
    .filter((t) => names.has(t))
  for (const t of triggered)
    await tx.execute(sql.raw(`alter table ${quoteIdent(t)} disable trigger user`))
  return { fks, indexes, triggered }
}

export async function rebuildAfterLoad(
  tx: Tx,
  dropped: { fks: Deferred[]; indexes: Deferred[]; triggered: string[] },
  onStep: (label: string, done: number, total: number) => void,
) {
  const total = dropped.indexes.length + dropped.fks.length
  let done = 0
  for (const i of dropped.indexes) {
    onStep(i.name, done++, total)
    await tx.execute(sql.raw(i.def))
  }
  for (const f of dropped.fks) {
    onStep(f.name, done++, total)
    await tx.execute(
      sql.raw(`alter table ${quoteIdent(f.table)} add constraint ${quoteIdent(f.name)} ${f.def}`),
    )
  }
  for (const t of dropped.triggered)
    await tx.execute(sql.raw(`alter table ${quoteIdent(t)} enable trigger user`))
}

/** Derived tables (left out of the archive) rebuilt from the restored rows, one statement each. */
export async function rebuildDerived(tx: Tx) {
  for (const t of await listDerivedTables(tx)) {
    if (!t.rebuild) throw new Error(`derived table ${t.name} names no rebuild function`)
    await tx.execute(sql.raw(`select ${quoteIdent(t.rebuild)}()`))
  }
}

/** Sequences behind serial columns continue after the restored rows. */
export async function resetSequences(tx: Tx) {
  const seqs = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns
         where table_schema = 'public' and column_default like 'nextval(%'`,
  )
  for (const s of seqs) {
    const t = quoteIdent(s.table_name)
    const c = quoteIdent(s.column_name)
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${t}', '${s.column_name.replaceAll("'", "''")}'), coalesce((select max(${c}) from ${t}), 1), (select max(${c}) from ${t}) is not null)`,
      ),
    )
  }
}
