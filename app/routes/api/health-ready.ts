// Readiness: database, migrations, media storage, not draining (app/utils/health.server.ts).
import { readiness } from '#app/utils/health.server'

export async function loader() {
  const result = await readiness()
  return Response.json(result, {
    status: result.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
