// Loading one table's NDJSON rows inside the restore's transaction, in batches of rows that
// json_populate_recordset turns into the table's row type (every value goes through its column's
// own text input, so numbers, timestamps and arrays come back exactly as they were written).
//
// PGlite: each batch goes in as bytes through PGlite's /dev/blob device, read by pg_read_file,
// instead of as a query parameter. A parameter is a JavaScript string: the file is decoded from
// UTF-8, joined, measured character by character and encoded again by the protocol, which took
// about a third of the load's CPU and left megabytes of garbage per batch
// (docs/decisions/0016-backup-restore-speed.md).
import { createReadStream } from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Transaction as PGliteTransaction } from '@electric-sql/pglite'
import { dbKind, type Tx } from '#app/db/client.server'
import { quoteIdent } from './introspect.server'

const BATCH_ROWS = 1000
const BATCH_BYTES = 4 * 1024 * 1024
const NEWLINE = 0x0a
const COMMA = 0x2c

/** The insert of a batch, up to its JSON array and the closing parenthesis. */
function insertPrefix(table: string, columns: string[]) {
  const cols = columns.map(quoteIdent).join(', ')
  return `insert into ${quoteIdent(table)} (${cols}) select ${cols} from json_populate_recordset(null::${quoteIdent(table)}, `
}

/**
 * The PGlite transaction under a drizzle one: drizzle keeps it as its session's `client` and has
 * no way to pass PGlite's query options (the blob), so it is read from there.
 */
function pgliteClient(tx: Tx): PGliteTransaction {
  const client = (tx._.session as unknown as { client?: PGliteTransaction }).client
  if (typeof client?.query !== 'function')
    throw new Error('No PGlite client under this transaction')
  return client
}

/**
 * Chunks of a file of about `size` bytes, each ending at a newline (the last one at the end of
 * the file), read as they are consumed.
 */
async function* readLineChunks(file: string, size: number) {
  let rest: Buffer | null = null
  for await (const read of createReadStream(file, { highWaterMark: size })) {
    const chunk: Buffer = rest ? Buffer.concat([rest, read as Buffer]) : (read as Buffer)
    const end = chunk.lastIndexOf(NEWLINE)
    if (end < 0) {
      rest = chunk
      continue
    }
    yield chunk.subarray(0, end + 1)
    rest = end + 1 < chunk.length ? Buffer.from(chunk.subarray(end + 1)) : null
  }
  if (rest) yield rest
}

/** The non-empty lines of an NDJSON chunk as the bytes of one JSON array, and how many. */
function toJsonArray(chunk: Buffer) {
  const out = Buffer.allocUnsafe(chunk.length + 2)
  let length = 0
  let rows = 0
  let start = 0
  while (start < chunk.length) {
    let end = chunk.indexOf(NEWLINE, start)
    if (end < 0) end = chunk.length
    if (end > start) {
      out[length++] = rows === 0 ? 0x5b : COMMA // '[' before the first row, ',' between rows
      length += chunk.copy(out, length, start, end)
      rows++
    }
    start = end + 1
  }
  if (rows === 0) return { bytes: out.subarray(0, 0), rows }
  out[length++] = 0x5d // ']'
  return { bytes: out.subarray(0, length), rows }
}

async function loadFromBlobs(
  tx: Tx,
  table: string,
  columns: string[],
  file: string,
  onRows: (n: number) => void,
) {
  const client = pgliteClient(tx)
  const query = insertPrefix(table, columns) + `pg_read_file('/dev/blob')::json)`
  let count = 0
  for await (const chunk of readLineChunks(file, BATCH_BYTES)) {
    const { bytes, rows } = toJsonArray(chunk)
    if (!rows) continue
    await client.query(query, [], { blob: new Blob([bytes]) })
    count += rows
    onRows(rows)
  }
  return count
}

/**
 * The lines of a file, read a chunk at a time as they are consumed (readline's iterator reads
 * ahead of a slow consumer and held a whole table's lines in memory).
 */
async function* readLines(file: string) {
  let rest = ''
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    const parts = (rest + (chunk as string)).split('\n')
    rest = parts.pop()!
    yield* parts
  }
  if (rest) yield rest
}

async function loadFromParameters(
  tx: Tx,
  table: string,
  columns: string[],
  file: string,
  onRows: (n: number) => void,
) {
  const prefix = sql.raw(insertPrefix(table, columns))
  let batch: string[] = []
  let bytes = 0
  let count = 0
  const insertBatch = async () => {
    await tx.execute(sql`${prefix}${'[' + batch.join(',') + ']'}::json)`)
    count += batch.length
    onRows(batch.length)
    batch = []
    bytes = 0
  }
  for await (const line of readLines(file)) {
    if (!line) continue
    batch.push(line)
    bytes += line.length
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await insertBatch()
  }
  if (batch.length) await insertBatch()
  return count
}

/**
 * Inserts the rows of one table's NDJSON file in batches; returns how many it inserted.
 * `onRows` is told after each batch.
 */
export async function loadTable(
  tx: Tx,
  table: string,
  columns: string[],
  file: string,
  onRows: (n: number) => void,
) {
  return dbKind === 'pglite'
    ? loadFromBlobs(tx, table, columns, file, onRows)
    : loadFromParameters(tx, table, columns, file, onRows)
}
