// One audit notification as the bell sees it: the NOTIFY payload checked, the entity's admin link
// looked up, and the Server-Sent Events text of the event.
import { and, eq, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, authors, media, pageContent, products } from '#app/db/schema'
import type { AuditNotifyPayload } from '#app/utils/audit.server'
import { isUuid } from '#app/utils/uuid'
import type { AuditEvent } from './notifications'

async function exists(query: Promise<unknown[]>) {
  return (await query).length > 0
}

/** The entity's admin page when it still exists (a deleted article has no page to open). */
export async function linkFor(entityType: string, entityId: string | null): Promise<string | null> {
  try {
    switch (entityType) {
      case 'article':
        if (!entityId || !isUuid(entityId)) return null
        return (await exists(
          db
            .select({ id: articles.id })
            .from(articles)
            .where(and(eq(articles.id, entityId), isNull(articles.deletedAt)))
            .limit(1),
        ))
          ? `/admin/articles/${entityId}`
          : null
      case 'product':
        if (!entityId || !isUuid(entityId)) return null
        return (await exists(
          db
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.id, entityId), isNull(products.deletedAt)))
            .limit(1),
        ))
          ? `/admin/products/${entityId}`
          : null
      case 'author':
        if (!entityId || !isUuid(entityId)) return null
        return (await exists(
          db.select({ id: authors.id }).from(authors).where(eq(authors.id, entityId)).limit(1),
        ))
          ? `/admin/authors/edit/${entityId}`
          : null
      case 'page': {
        if (!entityId) return null
        const live = await exists(
          db
            .select({ id: pageContent.id })
            .from(pageContent)
            .where(and(eq(pageContent.pageSlug, entityId), isNull(pageContent.deletedAt)))
            .limit(1),
        )
        return live ? `/admin/pages/edit/${encodeURIComponent(entityId)}` : null
      }
      case 'page_content': {
        if (!entityId || !isUuid(entityId)) return null
        const [row] = await db
          .select({ slug: pageContent.pageSlug })
          .from(pageContent)
          .where(and(eq(pageContent.id, entityId), isNull(pageContent.deletedAt)))
          .limit(1)
        return row ? `/admin/pages/edit/${encodeURIComponent(row.slug)}` : null
      }
      case 'media':
        if (!entityId || !isUuid(entityId)) return '/admin/media'
        return (await exists(
          db.select({ id: media.id }).from(media).where(eq(media.id, entityId)).limit(1),
        ))
          ? '/admin/media'
          : null
      case 'story':
        return '/admin/reviews'
      case 'user':
      case 'invitation':
        return '/admin/users'
      case 'site_settings':
        return '/admin/settings'
      default:
        return null
    }
  } catch {
    return null
  }
}

export function parsePayload(raw: string): AuditNotifyPayload | null {
  try {
    const p = JSON.parse(raw) as Partial<AuditNotifyPayload>
    if (
      typeof p.id !== 'string' ||
      typeof p.action !== 'string' ||
      typeof p.entityType !== 'string'
    )
      return null
    return {
      id: p.id,
      action: p.action,
      entityType: p.entityType,
      entityId: typeof p.entityId === 'string' ? p.entityId : null,
      title: typeof p.title === 'string' ? p.title : null,
      createdAt: typeof p.createdAt === 'string' ? p.createdAt : new Date().toISOString(),
    }
  } catch {
    return null
  }
}

export async function toEvent(p: AuditNotifyPayload): Promise<AuditEvent> {
  return { ...p, link: await linkFor(p.entityType, p.entityId) }
}
export function formatEvent(event: AuditEvent) {
  return `id: ${event.id}\nevent: notification\ndata: ${JSON.stringify(event)}\n\n`
}
