// Creating password users outside the sign-up form (demo accounts, the user:create script),
// with better-auth's own password hasher so they sign in like anyone else.
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { DB } from '#app/db/client.server'
import { accounts, profiles, users } from '#app/db/schema'
import { type Role, setUserRole } from './roles.server'

export type NewPasswordUser = {
  email: string
  password: string
  displayName: string
  username?: string
  role: Role
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
      await tx.insert(users).values({
        id,
        email,
        name: input.displayName,
        displayName: input.displayName,
        username: input.username ?? null,
        emailVerified: true,
      })
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      })
      await tx
        .insert(profiles)
        .values({ userId: id, displayName: input.displayName })
        .onConflictDoNothing()
    } else {
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
