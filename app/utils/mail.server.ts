// Nodemailer over SMTP when SMTP_URL is set,
// otherwise a row in email_outbox plus a log line with the text (so a newcomer can click links).
// Mail decided inside a transaction (member notifications) is queued with queueMail: the row
// commits or rolls back with the decision, and deliverQueuedMail sends it once, from any process.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { emailOutbox } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>
}

type Transport = { sendMail: (m: Record<string, unknown>) => Promise<unknown> }
let transport: Promise<Transport> | null = null

async function getTransport(url: string): Promise<Transport> {
  transport ??= import('nodemailer').then(
    (m) => m.default.createTransport(url) as unknown as Transport,
  )
  return transport
}

/** Sends over SMTP; the error message when it failed. */
async function sendSmtp(url: string, mail: Mail): Promise<string | null> {
  try {
    const t = await getTransport(url)
    await t.sendMail({
      from: getEnv().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    })
    return null
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e)
    console.error(`mail: SMTP delivery to ${mail.to} failed: ${error}`)
    return error
  }
}

/** Without SMTP: the test file and the log line (the row is already in email_outbox). */
async function logOutbox(mail: Mail) {
  // end-to-end tests read links from here (set only by playwright.config.ts, never in production)
  const file = process.env.MAIL_OUTBOX_FILE
  if (file) {
    const { appendFile } = await import('node:fs/promises')
    await appendFile(
      file,
      JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }) + '\n',
    )
  }
  if (getEnv().LOG_LEVEL !== 'silent') {
    console.log(
      `[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}\n[/mail]`,
    )
  }
}

export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv()
  const headers = mail.headers ?? null
  if (env.SMTP_URL) {
    const error = await sendSmtp(env.SMTP_URL, mail)
    // a record of what was sent; the body (it may hold a sign-in or reset link) is not kept
    await db.insert(emailOutbox).values({
      to: mail.to,
      subject: mail.subject,
      text: '[sent over SMTP; body not kept]',
      headers,
      transport: 'smtp',
      sentAt: error ? null : new Date(),
      error,
    })
    return
  }
  await db
    .insert(emailOutbox)
    .values({ ...mail, headers, html: mail.html ?? null, transport: 'outbox' })
  await logOutbox(mail)
}

/** Stores a mail in the caller's transaction; deliverQueuedMail sends it after the commit. */
export async function queueMail(tx: Tx, mail: Mail): Promise<void> {
  await tx.insert(emailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ?? null,
    transport: 'queued',
  })
}

/**
 * Sends queued mail. Each row is claimed (locked rows are skipped) and switched to its transport in
 * one statement, so two processes never send the same mail. Returns how many were handled.
 */
export async function deliverQueuedMail(limit = 20): Promise<number> {
  const env = getEnv()
  const claimed = await db
    .update(emailOutbox)
    .set({ transport: env.SMTP_URL ? 'smtp' : 'outbox' })
    .where(
      inArray(
        emailOutbox.id,
        sql`(select id from email_outbox where transport = 'queued' order by created_at limit ${limit} for update skip locked)`,
      ),
    )
    .returning()
  for (const row of claimed) {
    const mail: Mail = {
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers: row.headers ?? undefined,
    }
    if (!env.SMTP_URL) {
      await logOutbox(mail)
      continue
    }
    const error = await sendSmtp(env.SMTP_URL, mail)
    await db
      .update(emailOutbox)
      .set({
        text: '[sent over SMTP; body not kept]',
        html: null,
        sentAt: error ? null : new Date(),
        error,
      })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.transport, 'smtp')))
  }
  return claimed.length
}
