// Member profile: read, edit, interests, avatar, data export and account deletion.
import { eq, sql } from 'drizzle-orm'
import { loadSharp } from '#app/utils/sharp.server'
import { db } from '#app/db/client.server'
import * as s from '#app/db/schema'
import { getMediaStorage } from '#app/utils/storage.server'
import { getEnv } from '#app/utils/env.server'
import { normaliseInterests } from './interests'
import type { ProfileForm } from './profile.schema'
import { socialLinksFrom } from './profile.schema'
import { scrubAccountTraces } from './account-scrub.server'
import { deleteRateLimitsFor } from './rate-limit.server'
import { notifySessionsRevoked } from './session-events.server'

export async function isUsernameTaken(username: string) {
  const rows = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(sql`lower(${s.users.username}) = ${username.toLowerCase()}`)
    .limit(1)
  return rows.length > 0
}

export async function getProfile(userId: string) {
  const [row] = await db
    .select({
      email: s.users.email,
      username: s.users.username,
      emailVerified: s.users.emailVerified,
      createdAt: s.users.createdAt,
      accountDisplayName: s.users.displayName,
      name: s.users.name,
      profile: s.profiles,
    })
    .from(s.users)
    .leftJoin(s.profiles, eq(s.profiles.userId, s.users.id))
    .where(eq(s.users.id, userId))
  if (!row) return null
  const p = row.profile
  return {
    email: row.email,
    username: row.username,
    emailVerified: row.emailVerified,
    memberSince: row.createdAt,
    displayName: p?.displayName ?? row.accountDisplayName ?? row.name,
    avatarUrl: p?.avatarUrl ?? null,
    sport: p?.sport ?? '',
    location: p?.location ?? '',
    bio: p?.bio ?? '',
    socialLinks: p?.socialLinks ?? {},
    achievements: p?.achievements ?? [],
    sportsInterests: p?.sportsInterests ?? [],
    contentInterests: p?.contentInterests ?? [],
  }
}
export type Profile = NonNullable<Awaited<ReturnType<typeof getProfile>>>

export async function updateProfile(userId: string, form: ProfileForm) {
  const values = {
    displayName: form.displayName,
    sport: form.sport || null,
    location: form.location || null,
    bio: form.bio || null,
    achievements: form.achievements,
    socialLinks: socialLinksFrom(form as Record<string, unknown>),
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(s.profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: s.profiles.userId, set: values })
    await tx
      .update(s.users)
      .set({ displayName: form.displayName, name: form.displayName })
      .where(eq(s.users.id, userId))
  })
}

/** Saves the interest chips (modal or profile) as taxonomy names; unknown values are dropped. */
export async function saveInterests(userId: string, sports: string[], interests: string[]) {
  const values = {
    sportsInterests: normaliseInterests('sports', sports),
    contentInterests: normaliseInterests('content', interests),
  }
  await db
    .insert(s.profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: s.profiles.userId, set: values })
  return values
}

export const AVATAR_SIZE = 256

function avatarKey(url: string | null) {
  return url?.startsWith('/media/avatars/') ? url.slice('/media/'.length) : null
}

/** Resizes to a square WebP, stores it, points the profile at it and removes the previous file. */
export async function setAvatar(userId: string, upload: Buffer) {
  const { validateImage } = await import('#app/features/media/images.server')
  await validateImage(upload) // throws ImageUploadError with a user-facing message
  const webp = await (
    await loadSharp()
  )(upload)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer()
  const key = `avatars/${userId.replace(/[^A-Za-z0-9_-]/g, '')}/${crypto.randomUUID()}.webp`
  // encoded above and written here, before the transaction: the rows then only point at the file
  await getMediaStorage().put(key, webp, 'image/webp')
  const url = `/media/${key}`
  let before: { avatarUrl: string | null } | undefined
  try {
    before = await db.transaction(async (tx) => {
      const [prev] = await tx
        .select({ avatarUrl: s.profiles.avatarUrl })
        .from(s.profiles)
        .where(eq(s.profiles.userId, userId))
      await tx
        .insert(s.profiles)
        .values({ userId, avatarUrl: url })
        .onConflictDoUpdate({ target: s.profiles.userId, set: { avatarUrl: url } })
      await tx.update(s.users).set({ image: url }).where(eq(s.users.id, userId))
      return prev
    })
  } catch (error) {
    // rolled back: the new file must not stay behind
    await getMediaStorage()
      .delete(key)
      .catch(() => {})
    throw error
  }
  const old = avatarKey(before?.avatarUrl ?? null)
  if (old) await getMediaStorage().delete(old)
  return url
}

export function maxUploadBytes() {
  return getEnv().MAX_UPLOAD_BYTES
}

/** True when the user is an admin and no other admin exists (deleting them would lock the site). */
export async function isLastAdmin(userId: string) {
  const admins = await db
    .select({ userId: s.userRoles.userId })
    .from(s.userRoles)
    .where(eq(s.userRoles.role, 'admin'))
  return admins.some((a) => a.userId === userId) && admins.length === 1
}

/**
 * Deletes the member and everything tied to them (cascades), their avatar, newsletter entry, contact
 * messages, mail and rate-limit rows.
 */
export async function deleteAccount(userId: string) {
  const [row] = await db
    .select({ email: s.users.email, avatarUrl: s.profiles.avatarUrl })
    .from(s.users)
    .leftJoin(s.profiles, eq(s.profiles.userId, s.users.id))
    .where(eq(s.users.id, userId))
  if (!row) return
  await db.transaction(async (tx) => {
    await tx.delete(s.pollVotes).where(eq(s.pollVotes.voterKey, userId))
    await tx.delete(s.newsletterSubscribers).where(eq(s.newsletterSubscribers.email, row.email))
    // what was written to or about the address outside the account: messages sent from it (their
    // replies cascade), mail sent to it, and the rate-limit rows keyed by it
    await tx.delete(s.contactMessages).where(eq(sql`lower(${s.contactMessages.email})`, row.email))
    await tx.delete(s.emailOutbox).where(eq(sql`lower(${s.emailOutbox.to})`, row.email))
    await deleteRateLimitsFor(row.email, tx)
    // and where her id, address or words were copied: audit data, invitations, notifications
    await scrubAccountTraces(tx, { id: userId, email: row.email })
    await tx.delete(s.users).where(eq(s.users.id, userId))
    // her sessions went with the user row: her open streams end now in every process
    await notifySessionsRevoked(tx, userId)
  })
  const key = avatarKey(row.avatarUrl)
  if (key) await getMediaStorage().delete(key)
}
