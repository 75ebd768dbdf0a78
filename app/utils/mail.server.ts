// Nodemailer over SMTP when SMTP_URL is set,
// otherwise a row in email_outbox plus a log line with the text (so a newcomer can click links).
import { db } from '#app/db/client.server'
import { emailOutbox } from '#app/db/schema'
import { getEnv } from '#app/utils/env.server'

export type Mail = { to: string; subject: string; text: string; html?: string }

type Transport = { sendMail: (m: Record<string, unknown>) => Promise<unknown> }
let transport: Promise<Transport> | null = null

async function getTransport(url: string): Promise<Transport> {
  transport ??= import('nodemailer').then(
    (m) => m.default.createTransport(url) as unknown as Transport,
  )
  return transport
}

export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv()
  if (env.SMTP_URL) {
    let error: string | null = null
    try {
      const t = await getTransport(env.SMTP_URL)
      await t.sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
    } catch (e) {
      error = e instanceof Error ? e.message : String(e)
      console.error(`mail: SMTP delivery to ${mail.to} failed: ${error}`)
    }
    // a record of what was sent; the body (it may hold a sign-in or reset link) is not kept
    await db.insert(emailOutbox).values({
      to: mail.to,
      subject: mail.subject,
      text: '[sent over SMTP; body not kept]',
      transport: 'smtp',
      sentAt: error ? null : new Date(),
      error,
    })
    return
  }
  await db.insert(emailOutbox).values({ ...mail, html: mail.html ?? null, transport: 'outbox' })
  // end-to-end tests read links from here (set only by playwright.config.ts, never in production)
  const file = process.env.MAIL_OUTBOX_FILE
  if (file) {
    const { appendFile } = await import('node:fs/promises')
    await appendFile(
      file,
      JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text }) + '\n',
    )
  }
  if (env.LOG_LEVEL !== 'silent') {
    console.log(
      `[mail] to=${mail.to} subject=${JSON.stringify(mail.subject)}\n${mail.text}\n[/mail]`,
    )
  }
}
