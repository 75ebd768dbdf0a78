// Email for member notifications: per-kind settings (member_notification_settings.email; absent
// kinds take the default: on for adults, off for members under 18 or without a birth date), the
// signed one-click unsubscribe link, and the mail itself (the notice and its link, never marketing).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { db, type Tx } from '#app/db/client.server'
import { memberNotificationSettings, users } from '#app/db/schema'
import { deriveKey, getEnv } from './env.server'
import { queueMail } from './mail.server'
import {
  MEMBER_NOTIFICATION_KINDS,
  MEMBER_NOTIFICATION_LABELS,
  type MemberNotificationKind,
} from './member-notice-kinds'
import { SITE } from './site'

export type EmailSettings = Record<MemberNotificationKind, boolean>

type Recipient = { email: string; adult: boolean; stored: Record<string, boolean> }

async function recipient(tx: Tx, userId: string): Promise<Recipient | null> {
  const [row] = await tx
    .select({
      email: users.email,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      adult: sql<boolean>`coalesce(${users.birthDate} <= (current_date - interval '18 years')::date, false)`,
      stored: memberNotificationSettings.email,
    })
    .from(users)
    .leftJoin(memberNotificationSettings, eq(memberNotificationSettings.userId, users.id))
    .where(eq(users.id, userId))
  if (!row || row.suspended) return null
  return { email: row.email, adult: Boolean(row.adult), stored: row.stored ?? {} }
}

function resolve(r: Recipient): EmailSettings {
  const out = {} as EmailSettings
  for (const kind of MEMBER_NOTIFICATION_KINDS) {
    const v = r.stored[kind]
    out[kind] = typeof v === 'boolean' ? v : r.adult
  }
  return out
}

/** Which kinds the member receives by email (stored choices over the age-based default). */
export async function getEmailSettings(userId: string, tx: Tx = db): Promise<EmailSettings> {
  const r = await recipient(tx, userId)
  return r ? resolve(r) : resolve({ email: '', adult: false, stored: {} })
}

/** Sets some kinds on or off for one member, keeping the others as they were stored. */
export async function setEmailSettings(
  userId: string,
  changes: Partial<EmailSettings>,
  tx: Tx = db,
): Promise<void> {
  const patch = JSON.stringify(changes)
  await tx
    .insert(memberNotificationSettings)
    .values({ userId, email: changes as Record<string, boolean> })
    .onConflictDoUpdate({
      target: memberNotificationSettings.userId,
      set: {
        email: sql`${memberNotificationSettings.email} || ${patch}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
}

// ---------------------------------------------------------------- signed unsubscribe links

function signature(userId: string, kind: string) {
  return createHmac('sha256', deriveKey('member-notification-unsubscribe'))
    .update(`${userId}\n${kind}`)
    .digest('base64url')
}

/** Whether the link's signature was made by this server for this member and kind. */
export function verifyUnsubscribe(userId: string, kind: string, sig: string): boolean {
  const want = Buffer.from(signature(userId, kind))
  const got = Buffer.from(sig)
  return got.length === want.length && timingSafeEqual(got, want)
}

export function unsubscribeUrl(userId: string, kind: MemberNotificationKind) {
  const q = new URLSearchParams({ u: userId, k: kind, s: signature(userId, kind) })
  return `${siteUrl()}/notifications/unsubscribe?${q}`
}

function siteUrl() {
  return getEnv().SITE_URL.replace(/\/$/, '')
}

// ---------------------------------------------------------------- the mail

export type NoticeMail = {
  userId: string
  kind: MemberNotificationKind
  title: string
  body: string
  link: string | null
}

/** Queues the notice's email in the caller's transaction when the member has that kind on. */
export async function emailNotice(tx: Tx, notice: NoticeMail): Promise<boolean> {
  const r = await recipient(tx, notice.userId)
  if (!r || !resolve(r)[notice.kind]) return false
  const stop = unsubscribeUrl(notice.userId, notice.kind)
  const lines = [
    notice.title,
    ...(notice.body ? ['', notice.body] : []),
    ...(notice.link ? ['', `See it on ${SITE.name}: ${siteUrl()}${notice.link}`] : []),
    '',
    `All your notifications: ${siteUrl()}/profile/notifications`,
    '',
    '--',
    `You get this email because "${MEMBER_NOTIFICATION_LABELS[notice.kind]}" is switched on in your notification settings.`,
    `Stop these emails with one click: ${stop}`,
  ]
  await queueMail(tx, {
    to: r.email,
    subject: `${notice.title} | ${SITE.name}`,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${stop}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  return true
}

/** The one-click stop: switches one kind off for one member; false when she no longer exists. */
export async function stopEmailKind(userId: string, kind: MemberNotificationKind) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!user) return false
  await setEmailSettings(userId, { [kind]: false })
  return true
}
