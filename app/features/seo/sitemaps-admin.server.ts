// The 'regenerate' action of /admin/sitemap, audited like every admin write.
import { db } from '#app/db/client.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { regenerateSitemaps } from './sitemaps.server'

export async function regenerateSitemapsAudited(actor: Actor) {
  const files = await regenerateSitemaps()
  await recordAudit(db, {
    action: 'regenerate',
    entityType: 'sitemap',
    entityData: { name: 'Sitemaps', files },
    userId: actor.id,
  })
  return files
}
