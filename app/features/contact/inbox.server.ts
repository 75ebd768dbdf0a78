// The staff inbox: contact and business-inquiry messages, replies by email, archive and retention.
import { and, count, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { contactMessages, contactReplies, users } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { sendMail } from '#app/utils/mail.server'
import type { ActionResult } from '#app/utils/action-result'
import { getEnv } from '#app/utils/env.server'
import { runScheduledJob } from '#app/utils/jobs.server'
import { onStart, onStop } from '#app/utils/lifecycle.server'
import { INBOX_PAGE_SIZE, type InboxFilter, type InboxStatus } from './inbox.schema'
import { likePattern } from '#app/utils/like-pattern'
import { isUuid } from '#app/utils/uuid'

export async function listInbox(filter: InboxFilter) {
  const where: SQL[] = []
  if (filter.status !== 'all') where.push(eq(contactMessages.status, filter.status))
  if (filter.kind !== 'all') where.push(eq(contactMessages.kind, filter.kind))
  if (filter.q) {
    const p = likePattern(filter.q)
    where.push(
      or(
        ilike(contactMessages.name, p),
        ilike(contactMessages.email, p),
        ilike(contactMessages.subject, p),
        ilike(contactMessages.message, p),
        ilike(contactMessages.company, p),
      )!,
    )
  }
  const condition = where.length ? and(...where) : undefined
  const [items, [totals], byStatus] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        kind: contactMessages.kind,
        name: contactMessages.name,
        email: contactMessages.email,
        company: contactMessages.company,
        subject: contactMessages.subject,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(condition)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((filter.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(condition),
    db
      .select({ status: contactMessages.status, n: count() })
      .from(contactMessages)
      .groupBy(contactMessages.status),
  ])
  const total = totals?.n ?? 0
  const counts = { new: 0, replied: 0, archived: 0 } as Record<InboxStatus, number>
  for (const row of byStatus) if (row.status in counts) counts[row.status as InboxStatus] = row.n
  return { items, total, pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)), counts }
}

export async function getInboxMessage(id: string) {
  if (!isUuid(id)) return null
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
  if (!message) return null
  const replies = await db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      sentTo: contactReplies.sentTo,
      createdAt: contactReplies.createdAt,
      authorName: users.name,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, id))
    .orderBy(contactReplies.createdAt)
  return { ...message, replies }
}

export function countNewMessages() {
  return db.$count(contactMessages, eq(contactMessages.status, 'new'))
}

const NOT_FOUND: ActionResult = { ok: false, status: 404, message: 'Message not found' }

/** Sends the reply by email and records it on the message (status 'replied'). */
export async function replyToMessage(
  actor: Actor,
  id: string,
  body: string,
): Promise<ActionResult> {
  const message = await getInboxMessage(id)
  if (!message) return NOT_FOUND
  const subject = `Re: ${message.subject || 'your message to Beyond the Game'}`
  await db.transaction(async (tx) => {
    await tx.insert(contactReplies).values({
      messageId: id,
      authorId: actor.id,
      body,
      sentTo: message.email,
    })
    await tx
      .update(contactMessages)
      .set({ status: 'replied', repliedAt: new Date(), archivedAt: null })
      .where(eq(contactMessages.id, id))
    await recordAudit(tx, {
      action: 'reply',
      entityType: 'contact_message',
      entityId: id,
      entityData: { title: message.subject || message.name },
      userId: actor.id,
    })
  })
  const quoted = message.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  await sendMail({
    to: message.email,
    subject,
    text: `Hi ${message.name},\n\n${body}\n\nThe Beyond the Game team\n\n${quoted}\n`,
  })
  return { ok: true, message: `Reply sent to ${message.email}` }
}

export async function setMessageStatus(
  actor: Actor,
  id: string,
  status: 'new' | 'archived',
): Promise<ActionResult> {
  const message = await getInboxMessage(id)
  if (!message) return NOT_FOUND
  // a message that was answered goes back to 'replied' when it leaves the archive
  const next = status === 'new' && message.repliedAt ? 'replied' : status
  await db.transaction(async (tx) => {
    await tx
      .update(contactMessages)
      .set({ status: next, archivedAt: status === 'archived' ? new Date() : null })
      .where(eq(contactMessages.id, id))
    await recordAudit(tx, {
      action: status === 'archived' ? 'archive' : 'unarchive',
      entityType: 'contact_message',
      entityId: id,
      entityData: { title: message.subject || message.name },
      userId: actor.id,
    })
  })
  return {
    ok: true,
    message: status === 'archived' ? 'Message archived' : 'Message moved to inbox',
  }
}

export async function deleteMessage(actor: Actor, id: string): Promise<ActionResult> {
  const message = await getInboxMessage(id)
  if (!message) return NOT_FOUND
  await db.transaction(async (tx) => {
    await tx.delete(contactMessages).where(eq(contactMessages.id, id))
    await recordAudit(tx, {
      action: 'hard_delete',
      entityType: 'contact_message',
      entityId: id,
      entityData: { title: message.subject || message.name },
      userId: actor.id,
    })
  })
  return { ok: true, message: 'Message deleted' }
}

/** Tells the staff address (STAFF_INBOX_EMAIL) about a new message; nothing when it is unset. */
export async function notifyStaffOfMessage(message: {
  id: string
  kind: string
  name: string
  email: string
  subject: string
}) {
  const env = getEnv()
  if (!env.STAFF_INBOX_EMAIL) return
  const what = message.kind === 'business' ? 'business inquiry' : 'contact message'
  try {
    await sendMail({
      to: env.STAFF_INBOX_EMAIL,
      subject: `New ${what}: ${message.subject || message.name}`,
      text: `${message.name} <${message.email}> sent a ${what}.\n\nRead and reply: ${env.SITE_URL}/admin/inbox/${message.id}\n`,
    })
  } catch (error) {
    // the message is stored; a failed notice must not fail the visitor's form
    console.error('inbox: staff notification failed', error)
  }
}

/** Deletes archived messages older than INBOX_RETENTION_DAYS (the privacy page states the period). */
export async function purgeArchivedMessages(now = new Date()) {
  const days = getEnv().INBOX_RETENTION_DAYS
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const removed = await db
    .delete(contactMessages)
    .where(and(eq(contactMessages.status, 'archived'), lt(contactMessages.archivedAt, cutoff)))
    .returning({ id: contactMessages.id })
  return removed.length
}

const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000
const RETENTION_CHECK_MS = 60 * 60 * 1000
let retentionTimer: ReturnType<typeof setInterval> | undefined

async function runRetention() {
  try {
    await runScheduledJob('inbox-retention', RETENTION_INTERVAL_MS, async () => {
      const removed = await purgeArchivedMessages()
      if (removed) console.log(`inbox: deleted ${removed} archived message(s) past retention`)
    })
  } catch (error) {
    console.error('inbox: retention run failed', error)
  }
}

// Every process keeps the timer; the claim in job_runs lets one of them (of all processes and
// machines) run it once a day (app/utils/jobs.server.ts). Checked hourly, so a process that stops
// does not delay the day's run by more than an hour.
onStart(() => {
  if (retentionTimer || process.env.NODE_ENV === 'test') return
  void runRetention()
  retentionTimer = setInterval(runRetention, RETENTION_CHECK_MS)
  retentionTimer.unref?.()
})
onStop(() => {
  if (retentionTimer) clearInterval(retentionTimer)
  retentionTimer = undefined
})
