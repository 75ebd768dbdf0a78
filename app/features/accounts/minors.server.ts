// The one rule for pages that show members' writing (a story, its comments, a question and its
// answers, the story excerpts beside them): if any of it was written by a member the minors' rules
// apply to (under 18, or of unknown age), the page carries noindex. It stays readable on the site;
// search engines are asked not to list it. Each such page's loader calls `noindexForAuthors` with
// the ids of everyone whose writing it shows; tests/minor-noindex.test.ts lists those pages.
import { inArray } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { users } from '#app/db/schema'
import { isMinorBirthDate } from './accounts.schema'

/** True when any of these members is a minor or of unknown age (deleted accounts, null, count not). */
export async function noindexForAuthors(
  authorIds: Iterable<string | null | undefined>,
  now = new Date(),
): Promise<boolean> {
  const ids = [...new Set([...authorIds].filter((id): id is string => Boolean(id)))]
  if (!ids.length) return false
  const rows = await db
    .select({ birthDate: users.birthDate })
    .from(users)
    .where(inArray(users.id, ids))
  return rows.some((r) => isMinorBirthDate(r.birthDate, now))
}
