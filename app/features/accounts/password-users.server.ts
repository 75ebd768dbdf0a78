// Creating password users outside the sign-up form (demo accounts, the user:create script),
// with better-auth's own password hasher so they sign in like anyone else.
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { DB, Tx } from '#app/db/client.server'
import { accounts, profiles, users } from '#app/db/schema'
import { type Role, setUserRole } from './roles.server'

/**
 * A verified user who signs in with a password: the user row, its credential account (the hash
 * from better-auth's hasher) and an empty profile, inside the caller's transaction.
 */
export async function insertCredentialUser(
  tx: Tx,
  u: {
    id: string
    email: string
    displayName: string
    username: string | null
    passwordHash: string
    /** 'YYYY-MM-DD'; without it the account gets the minors' rules (age unknown) */
    birthDate?: string | null
  },
) {
  await tx.insert(users).values({
    id: u.id,
    email: u.email,
    name: u.displayName,
    displayName: u.displayName,
    username: u.username,
    emailVerified: true,
    birthDate: u.birthDate ?? null,
  })
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: u.id,
    providerId: 'credential',
    userId: u.id,
    password: u.passwordHash,
  })
  await tx
    .insert(profiles)
    .values({ userId: u.id, displayName: u.displayName })
    .onConflictDoNothing()
}

export type NewPasswordUser = {
  email: string
  password: string
  displayName: string
  username?: string
  role: Role
  /** 'YYYY-MM-DD'; unset leaves it as it is (unknown on a new account: the minors' rules apply) */
  birthDate?: string
}

/** Creates (or, when the email exists, updates password and role of) a verified password user. */
export async function upsertPasswordUser(
  db: DB,
  input: NewPasswordUser,
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase()
  const hash = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
    let id = existing?.id
    if (!id) {
      id = crypto.randomUUID()
      await insertCredentialUser(tx, {
        id,
        email,
        displayName: input.displayName,
        username: input.username ?? null,
        passwordHash: hash,
        birthDate: input.birthDate,
      })
    } else {
      if (input.birthDate)
        await tx.update(users).set({ birthDate: input.birthDate }).where(eq(users.id, id))
      const [cred] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.userId, id))
      if (cred) await tx.update(accounts).set({ password: hash }).where(eq(accounts.id, cred.id))
      else
        await tx.insert(accounts).values({
          id: crypto.randomUUID(),
          accountId: id,
          providerId: 'credential',
          userId: id,
          password: hash,
        })
    }
    await setUserRole(tx, id, input.role)
    return { id, created: !existing }
  })
}
