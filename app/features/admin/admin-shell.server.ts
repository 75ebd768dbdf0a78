import { and, eq, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, userSubmissions } from '#app/db/schema'

export type ShellCounts = { pendingStories: number; drafts: number }

/** Badge counts for the admin sidebar. */
export async function getShellCounts(): Promise<ShellCounts> {
  const [pendingStories, drafts] = await Promise.all([
    db.$count(userSubmissions, eq(userSubmissions.status, 'pending')),
    db.$count(articles, and(eq(articles.status, 'draft'), isNull(articles.deletedAt))),
  ])
  return { pendingStories, drafts }
}
