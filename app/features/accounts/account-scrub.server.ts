// What deleting an account removes besides the rows that cascade with it: every place her id, her
// email or the words of her content were copied to (the audit log's entity data, an invitation,
// other members' notifications and mail quoting her, mail mentioning her address, verification and
// rate-limit rows keyed by her id). The audit entries stay, as a record that something happened,
// but say only 'Deleted account'. account-deletion-scrub.test.ts checks every text column.
import { eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import * as s from '#app/db/schema'
import { recomputeProductRating } from '#app/features/products/product-reviews.server'

/** Text shorter than this is too common to search for (it would redact others' entries). */
const MIN_QUOTE = 8
const REDACTED = { name: 'Deleted account', redacted: true }

/** True where `column` (as text) contains any of `needles`, ignoring case. */
function containsAny(column: SQLWrapper, needles: string[]) {
  return or(...needles.map((n) => sql`position(lower(${n}) in lower(${column}::text)) > 0`))!
}

/** Her content's ids and the words that may have been quoted from it, before it cascades away. */
async function contentOf(tx: Tx, userId: string) {
  const [stories, asked, answered, commented, reviewed] = await Promise.all([
    tx
      .select({ id: s.userSubmissions.id, text: s.userSubmissions.title })
      .from(s.userSubmissions)
      .where(eq(s.userSubmissions.userId, userId)),
    tx
      .select({ id: s.questions.id, text: s.questions.title, body: s.questions.body })
      .from(s.questions)
      .where(eq(s.questions.userId, userId)),
    tx
      .select({ id: s.answers.id, text: s.answers.body })
      .from(s.answers)
      .where(eq(s.answers.userId, userId)),
    tx
      .select({ id: s.storyComments.id, text: s.storyComments.body })
      .from(s.storyComments)
      .where(eq(s.storyComments.userId, userId)),
    tx
      .select({ id: s.productReviews.id, text: s.productReviews.body })
      .from(s.productReviews)
      .where(eq(s.productReviews.userId, userId)),
  ])
  const all = [...stories, ...asked, ...answered, ...commented, ...reviewed]
  // the audit log keeps the first 80 characters of a body; a notification up to 500
  const quotes = [...all.map((c) => c.text), ...asked.map((q) => q.body)]
    .map((t) => t.trim().slice(0, 80))
    .filter((t) => t.length >= MIN_QUOTE)
  return { ids: all.map((c) => c.id), quotes }
}

/** Runs in deleteAccount's transaction, before the user row (and what cascades) is deleted. */
export async function scrubAccountTraces(tx: Tx, who: { id: string; email: string }) {
  const email = who.email.toLowerCase()
  const content = await contentOf(tx, who.id)
  // JSON text escapes quotes and backslashes: search the audit data for the escaped form
  const jsonNeedles = [email, who.id, ...content.quotes].map((n) => JSON.stringify(n).slice(1, -1))
  const invites = await tx
    .delete(s.invitations)
    .where(eq(sql`lower(${s.invitations.email})`, email))
    .returning({ id: s.invitations.id })

  const about = [...content.ids, ...invites.map((i) => i.id)]
  await tx
    .update(s.auditLogs)
    .set({ entityData: REDACTED, entityId: null })
    .where(eq(s.auditLogs.entityId, who.id))
  await tx
    .update(s.auditLogs)
    .set({ entityData: REDACTED })
    .where(
      or(
        about.length ? inArray(s.auditLogs.entityId, about) : undefined,
        containsAny(s.auditLogs.entityData, jsonNeedles),
      ),
    )

  const quoted = [email, ...content.quotes]
  await tx
    .delete(s.memberNotifications)
    .where(
      or(
        content.ids.length ? inArray(s.memberNotifications.itemId, content.ids) : undefined,
        containsAny(s.memberNotifications.title, quoted),
        containsAny(s.memberNotifications.body, quoted),
      ),
    )
  // mail to her, or to others quoting her words (a notification's email carries its body)
  await tx
    .delete(s.emailOutbox)
    .where(or(containsAny(s.emailOutbox.text, quoted), containsAny(s.emailOutbox.subject, quoted)))
  // reset tokens hold her id as their value; limits of her posting are keyed by her id
  await tx
    .delete(s.verifications)
    .where(
      or(
        eq(s.verifications.value, who.id),
        containsAny(s.verifications.identifier, [email, who.id]),
        containsAny(s.verifications.value, [email]),
      ),
    )
  await tx.delete(s.rateLimits).where(containsAny(s.rateLimits.key, [who.id]))
  // her product reviews go with her account: the products' ratings and counts follow at once
  const reviewed = await tx
    .delete(s.productReviews)
    .where(eq(s.productReviews.userId, who.id))
    .returning({ productId: s.productReviews.productId })
  const productIds = [...new Set(reviewed.map((r) => r.productId))]
  for (const id of productIds) await recomputeProductRating(tx, id)
}
