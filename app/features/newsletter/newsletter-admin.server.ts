// Newsletter subscribers as the admin sees them: counts by status and a searchable list.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { newsletterSubscribers } from '#app/db/schema'
import {
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberFilter,
  type SubscriberStatus,
} from './newsletter-admin.schema'
import { likePattern } from '#app/utils/like-pattern'

export async function listSubscribers(filter: SubscriberFilter) {
  const where: SQL[] = []
  if (filter.status !== 'all') where.push(eq(newsletterSubscribers.status, filter.status))
  if (filter.q) {
    const p = likePattern(filter.q)
    where.push(
      or(
        ilike(newsletterSubscribers.email, p),
        ilike(newsletterSubscribers.firstName, p),
        ilike(newsletterSubscribers.lastName, p),
      )!,
    )
  }
  const condition = where.length ? and(...where) : undefined
  const [items, [totals], byStatus] = await Promise.all([
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        firstName: newsletterSubscribers.firstName,
        lastName: newsletterSubscribers.lastName,
        sports: newsletterSubscribers.sports,
        interests: newsletterSubscribers.interests,
        status: newsletterSubscribers.status,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .from(newsletterSubscribers)
      .where(condition)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((filter.page - 1) * SUBSCRIBERS_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscribers).where(condition),
    db
      .select({ status: newsletterSubscribers.status, n: count() })
      .from(newsletterSubscribers)
      .groupBy(newsletterSubscribers.status),
  ])
  const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 }
  for (const row of byStatus)
    if (row.status in counts) counts[row.status as SubscriberStatus] = row.n
  const total = totals?.n ?? 0
  return {
    items,
    total,
    pageCount: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)),
    counts,
  }
}
