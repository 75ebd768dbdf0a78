// Newsletter subscribers: double opt-in by email, unique by lower-cased email, CSV export.
import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { newsletterSubscribers } from '#app/db/schema'
import { sendMail } from '#app/utils/mail.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'
import type { NewsletterForm } from './newsletter.schema'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Stores a new (or not yet confirmed) subscriber and sends the confirmation email. A confirmed
 * subscriber's details are never changed by the form alone: anyone can type an address, so the new
 * details wait in pending_profile until the link sent to that inbox confirms them.
 */
export async function subscribe(input: NewsletterForm) {
  const [existing] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email))
  const profile = {
    firstName: input.first_name,
    lastName: input.last_name,
    sports: input.sports,
    interests: input.interests,
  }
  const token = randomBytes(32).toString('base64url')
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}/newsletter/confirm?token=${token}`
  if (existing?.status === 'confirmed') {
    await db
      .update(newsletterSubscribers)
      .set({ pendingProfile: profile, confirmTokenHash: hashToken(token) })
      .where(eq(newsletterSubscribers.id, existing.id))
    await sendMail({
      to: input.email,
      subject: `Confirm the changes to your ${SITE.name} newsletter subscription`,
      text: `Hi,\n\nSomeone (hopefully you) asked to update the name and interests of your ${SITE.name} newsletter subscription. You are still subscribed either way. To apply the new details, open this link:\n\n${url}\n\nIf this was not you, ignore this email: nothing changes.`,
    })
    return { status: 'confirmed' as const }
  }
  const values = { ...profile, status: 'pending', confirmTokenHash: hashToken(token) }
  await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, ...values })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: values })
  await sendMail({
    to: input.email,
    subject: `Confirm your ${SITE.name} newsletter subscription`,
    text: `Hi ${input.first_name},\n\nThanks for subscribing to the ${SITE.name} newsletter. Confirm your subscription by opening this link:\n\n${url}\n\nIf you did not subscribe, ignore this email and you will not hear from us.`,
  })
  return { status: 'pending' as const }
}

/**
 * Confirms the subscription the token belongs to, or applies a confirmed subscriber's pending new
 * details; false for an unknown or used token.
 */
export async function confirmSubscription(token: string) {
  if (!token || token.length > 200) return false
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
  if (!row) return false
  if (row.status === 'confirmed') {
    if (!row.pendingProfile) return false
    await db
      .update(newsletterSubscribers)
      .set({ ...row.pendingProfile, pendingProfile: null, confirmTokenHash: null })
      .where(
        and(
          eq(newsletterSubscribers.id, row.id),
          eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        ),
      )
    return true
  }
  const rows = await db
    .update(newsletterSubscribers)
    .set({
      status: 'confirmed',
      confirmedAt: new Date(),
      confirmTokenHash: null,
      pendingProfile: null,
    })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
        eq(newsletterSubscribers.status, 'pending'),
      ),
    )
    .returning({ id: newsletterSubscribers.id })
  return rows.length > 0
}

export async function listConfirmedSubscribers() {
  return db
    .select({
      email: newsletterSubscribers.email,
      firstName: newsletterSubscribers.firstName,
      lastName: newsletterSubscribers.lastName,
      sports: newsletterSubscribers.sports,
      interests: newsletterSubscribers.interests,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt))
}

/** One CSV cell: quoted, and never starting like a spreadsheet formula. */
function cell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export async function confirmedSubscribersCsv() {
  const rows = await listConfirmedSubscribers()
  const header = ['email', 'first_name', 'last_name', 'sports', 'interests', 'confirmed_at']
  const lines = rows.map((r) =>
    [
      r.email,
      r.firstName,
      r.lastName,
      r.sports.join('; '),
      r.interests.join('; '),
      r.confirmedAt?.toISOString() ?? '',
    ]
      .map(cell)
      .join(','),
  )
  return [header.join(','), ...lines].join('\r\n') + '\r\n'
}
