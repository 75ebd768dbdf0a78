// A member's own stories with their review state, for /profile.
import { and, desc, eq } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { userSubmissions, users } from '#app/db/schema'
import { sendMail } from '#app/utils/mail.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'

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

/** Tells the author their story is live (after an editor approved it). */
export async function sendStoryApprovedEmail(storyId: string) {
  const [row] = await db
    .select({ title: userSubmissions.title, email: users.email, name: users.name })
    .from(userSubmissions)
    .innerJoin(users, eq(users.id, userSubmissions.userId))
    .where(and(eq(userSubmissions.id, storyId), eq(userSubmissions.status, 'approved')))
  if (!row) return
  const url = `${getEnv().SITE_URL.replace(/\/$/, '')}/community/story/${storyId}`
  await sendMail({
    to: row.email,
    subject: `Your story is live: ${row.title}`,
    text: `Hi ${row.name},\n\nGood news: our editors approved your story "${row.title}" and it is now published on the ${SITE.name} community.\n\nRead it and see what members say: ${url}\n\nThank you for sharing it.\nThe ${SITE.name} team`,
  })
}
