// How much a member's report weighs. A report from a new account (younger than NEW_ACCOUNT_DAYS) or
// from one with no approved contribution counts for little: it reaches the moderators' queue but
// never hides anything. Staff and trusted members (an older account with at least one approved
// story, question, answer or comment) count fully: REPORTS_TO_HIDE of them hide the item until a
// moderator decides. So three fresh accounts cannot take a story down.
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '#app/db/client.server'
import { contentReports } from '#app/db/schema'
import { NEW_ACCOUNT_DAYS } from './discussions.schema'

/** Weight of a trusted or staff reporter's report; anyone else's counts UNTRUSTED_WEIGHT. */
export const TRUSTED_WEIGHT = 1
export const UNTRUSTED_WEIGHT = 0.25

/**
 * SQL: whether the member `userId` (a column or value) is a trusted reporter. Staff always are;
 * suspended accounts never. The aliases are unusual on purpose: an outer query's `r.user_id`
 * must not be captured by an inner table of the same alias.
 */
export function trustedReporterSql(userId: SQL | unknown): SQL<boolean> {
  return sql<boolean>`(
    exists (select 1 from user_roles tr_role
      where tr_role.user_id = ${userId} and tr_role.role in ('editor', 'admin'))
    or exists (
      select 1 from users tr_user where tr_user.id = ${userId} and tr_user.suspended_at is null
        and tr_user.created_at < now() - make_interval(days => ${NEW_ACCOUNT_DAYS})
        and (
          exists (select 1 from user_submissions tr_s
            where tr_s.user_id = tr_user.id and tr_s.status = 'approved')
          or exists (select 1 from questions tr_q
            where tr_q.user_id = tr_user.id and tr_q.status = 'published')
          or exists (select 1 from answers tr_a
            where tr_a.user_id = tr_user.id and tr_a.status = 'published')
          or exists (select 1 from story_comments tr_c
            where tr_c.user_id = tr_user.id and tr_c.status = 'published')
        )
    )
  )`
}

/** The open reports on one item: how many, how many from trusted reporters, their weighted sum. */
export async function openReportWeight(tx: Tx, itemType: string, itemId: string) {
  const trusted = trustedReporterSql(contentReports.userId)
  const [row] = await tx
    .select({
      reports: sql<number>`count(*)::int`,
      trusted: sql<number>`count(*) filter (where ${trusted})::int`,
    })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.itemType, itemType),
        eq(contentReports.itemId, itemId),
        eq(contentReports.status, 'open'),
      ),
    )
  const reports = Number(row?.reports ?? 0)
  const fromTrusted = Number(row?.trusted ?? 0)
  return {
    reports,
    trusted: fromTrusted,
    weight: fromTrusted * TRUSTED_WEIGHT + (reports - fromTrusted) * UNTRUSTED_WEIGHT,
  }
}
