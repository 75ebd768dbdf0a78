// What a signed-in member told us about herself, for pages that adapt to her: her public name and
// the interest chips (sports and content) from the sign-up modal or her profile. One query.
import { eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { profiles, users } from '#app/db/schema'
import { normaliseInterests } from './interests'

export type MemberPreferences = {
  displayName: string | null
  sports: string[]
  interests: string[]
}

export async function getMemberPreferences(userId: string): Promise<MemberPreferences> {
  const [row] = await db
    .select({
      profileName: profiles.displayName,
      accountName: users.displayName,
      sports: profiles.sportsInterests,
      interests: profiles.contentInterests,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  return {
    displayName: row?.profileName ?? row?.accountName ?? null,
    sports: normaliseInterests('sports', row?.sports ?? []),
    interests: normaliseInterests('content', row?.interests ?? []),
  }
}
