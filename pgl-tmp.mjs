import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
let t = performance.now()
const lap = (s) => { const n = performance.now(); console.log(s, (n - t).toFixed(0)); t = n }
const c = await PGlite.create('memory://', { extensions: { pg_trgm } })
lap('create')
await migrate(drizzle(c), { migrationsFolder: 'drizzle' })
lap('migrate')
const dump = await c.dumpDataDir('none')
lap('dump ' + dump.size)
await c.close()
const d = await PGlite.create('memory://', { extensions: { pg_trgm }, loadDataDir: dump })
lap('load')
console.log((await d.query('select count(*) from drizzle.__drizzle_migrations')).rows)
await migrate(drizzle(d), { migrationsFolder: 'drizzle' })
lap('migrate again (noop)')
