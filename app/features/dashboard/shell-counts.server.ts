import { and, eq, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { articles, contactMessages, userSubmissions } from '#app/db/schema'

export type ShellCounts = { pendingStories: number; drafts: number; newMessages: number }

/** Badge counts for the admin sidebar. */
export async function getShellCounts(): Promise<ShellCounts> {
  const [pendingStories, drafts, newMessages] = await Promise.all([
    db.$count(userSubmissions, eq(userSubmissions.status, 'pending')),
    db.$count(articles, and(eq(articles.status, 'draft'), isNull(articles.deletedAt))),
    db.$count(contactMessages, eq(contactMessages.status, 'new')),
  ])
  return { pendingStories, drafts, newMessages }
}
