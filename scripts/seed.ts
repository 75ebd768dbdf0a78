// npm run db:seed                      demo content (idempotent)
// npm run db:seed -- --articles 100000 also a large benchmark data set (bench-000001 ...; idempotent)
import { parseArgs } from 'node:util'

const { values } = parseArgs({ options: { articles: { type: 'string' } } })
const benchCount = values.articles ? Number(values.articles) : 0
if (!Number.isInteger(benchCount) || benchCount < 0) {
  console.error('--articles needs a whole number, e.g. --articles 100000')
  process.exit(1)
}

const { sql } = await import('drizzle-orm')
const { db, dbKind, closeDb } = await import('#app/db/client.server')
const { seed } = await import('#app/db/seed/seed.server')

async function summary() {
  const tables = [
    'hubs',
    'authors',
    'articles',
    'products',
    'media',
    'polls',
    'user_submissions',
    'page_content',
    'site_settings',
  ]
  const parts = []
  for (const t of tables) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql.raw(t))
    parts.push(`${t} ${row!.n}`)
  }
  return parts.join(', ')
}

try {
  const { ms } = await seed(db, (line) => console.log(line))
  console.log(`Seeded demo content into ${dbKind} in ${ms} ms (${await summary()})`)
  if (benchCount > 0) {
    const { seedBenchmarkArticles } = await import('#app/db/seed/bench.server')
    const r = await seedBenchmarkArticles(db, benchCount, (done) =>
      process.stdout.write(`\r  ${done}/${benchCount} benchmark articles`),
    )
    process.stdout.write('\n')
    console.log(
      `Benchmark articles: ${r.inserted} inserted, ${benchCount - r.inserted} already there, ${r.ms} ms`,
    )
    // PGlite never runs autovacuum/ANALYZE: without statistics the planner scans whole tables, and
    // the GIN indexes keep the bulk insert in their pending lists (a tag lookup read 350 pages for
    // no row) until a vacuum merges them
    await db.execute(sql`vacuum analyze`)
  }
} finally {
  await closeDb()
}
