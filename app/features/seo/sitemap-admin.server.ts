// The 'regenerate' action of /admin/sitemap, audited like every admin write.
import { db } from '#app/db/client.server'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { regenerateSitemaps } from './sitemaps.server'

export async function regenerateSitemapsAudited(actor: Actor) {
  const files = await regenerateSitemaps()
  await recordAudit(db, {
    action: 'regenerate',
    entityType: 'sitemap',
    entityData: { name: 'Sitemaps', files },
    userId: actor.id,
  })
  // crawlers served from the public HTML cache get the new files too
  await invalidatePublicCache()
  return files
}
