import type { DB } from '#app/db/client.server'
export async function seedBenchmarkArticles(_db: DB, _count: number, _progress?: (done: number) => void) {
  return { inserted: 0, ms: 0 }
}
