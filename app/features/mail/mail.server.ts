// CONTRACT (owned by the accounts work, issue 3): nodemailer over SMTP when SMTP_URL is set,
// otherwise a row in email_outbox plus a log line with the text (so a newcomer can click links).
export type Mail = { to: string; subject: string; text: string; html?: string }
export async function sendMail(_mail: Mail): Promise<void> {}
