// GET /admin/newsletter.csv: confirmed newsletter subscribers, for admins only.
import type { Route } from './+types/newsletter-csv'
import { requireRole } from '#app/features/accounts/roles.server'
import { confirmedSubscribersCsv } from '#app/features/newsletter/newsletter.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.newsletter.minRole)
  const csv = await confirmedSubscribersCsv()
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
