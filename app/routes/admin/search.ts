import type { Route } from './+types/search'
import { requireRole } from '#app/features/accounts/roles.server'
import { searchAdmin } from '#app/features/search/admin-search.server'
import { ADMIN_SECTIONS, canSee } from '#app/components/admin/admin-sections'

// Resource route for the admin command palette (Ctrl+K).
export async function loader({ request }: Route.LoaderArgs) {
  const { role } = await requireRole(request, ADMIN_SECTIONS.shell.minRole)
  const q = new URL(request.url).searchParams.get('q') ?? ''
  return Response.json(await searchAdmin(q, { includePages: canSee(ADMIN_SECTIONS.pages, role) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
}
