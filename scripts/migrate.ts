// npm run db:migrate: opens the configured database (PGlite in PGLITE_DATA_DIR, or DATABASE_URL),
// which applies pending migrations, then closes it.
const started = Date.now()
const { closeDb, dbKind } = await import('#app/db/client.server')
await closeDb()
console.log(`Migrated ${dbKind} database in ${Date.now() - started} ms`)
export {}
