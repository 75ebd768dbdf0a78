import { sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'

export async function loader() {
  try {
    await db.execute(sql`select 1`)
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json({ ok: false }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
