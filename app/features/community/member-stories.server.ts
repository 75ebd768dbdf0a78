// A member's own stories with their review state, for /profile.
import { desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { userSubmissions } from '#app/db/schema'

export type MemberStory = {
  id: string
  title: string
  status: 'pending' | 'approved' | 'rejected'
  hidden: boolean
  rejectionReason: string | null
  createdAt: Date
}

export async function listMemberStories(userId: string, limit = 50): Promise<MemberStory[]> {
  const rows = await db
    .select({
      id: userSubmissions.id,
      title: userSubmissions.title,
      status: userSubmissions.status,
      hiddenAt: userSubmissions.hiddenAt,
      rejectionReason: userSubmissions.rejectionReason,
      createdAt: userSubmissions.createdAt,
    })
    .from(userSubmissions)
    .where(eq(userSubmissions.userId, userId))
    .orderBy(desc(userSubmissions.createdAt))
    .limit(limit)
  return rows.map(({ hiddenAt, ...r }) => ({ ...r, hidden: Boolean(hiddenAt) }))
}
