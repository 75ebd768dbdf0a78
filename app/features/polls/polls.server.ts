// Community polls: the active poll with its results, the member's one vote, and the back office
// (create, edit, activate with at most one active poll, delete). Every admin write is audited in
// its transaction; every change a reader can see refreshes the public HTML cache (a member's vote:
// the route's intent, vote-intent.server.ts).
import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { pollOptions, polls, pollVotes } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { failure, type ActionResult } from '#app/utils/action-result'
import { POLL_MESSAGES, type PollDetails, type PollForm, type Vote } from './polls.schema'

export { getActivePoll, withPercentages, type ActivePoll } from './active-poll.server'

/**
 * One vote per member and poll: the primary key (poll_id, voter_key) decides, so a second tab or a
 * replayed request inserts nothing and the count is untouched. The vote row and the option's count
 * change in one transaction.
 */
export async function castVote(userId: string, vote: Vote): Promise<ActionResult> {
  const outcome = await db.transaction(async (tx) => {
    const [option] = await tx
      .select({ id: pollOptions.id, isActive: polls.isActive })
      .from(pollOptions)
      .innerJoin(polls, eq(polls.id, pollOptions.pollId))
      .where(and(eq(pollOptions.id, vote.optionId), eq(pollOptions.pollId, vote.pollId)))
    if (!option) return 'not-found' as const
    if (!option.isActive) return 'closed' as const
    const inserted = await tx
      .insert(pollVotes)
      .values({ pollId: vote.pollId, voterKey: userId, optionId: vote.optionId })
      .onConflictDoNothing()
      .returning({ pollId: pollVotes.pollId })
    if (!inserted.length) return 'already' as const
    await tx
      .update(pollOptions)
      .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
      .where(eq(pollOptions.id, vote.optionId))
    return 'voted' as const
  })
  switch (outcome) {
    case 'not-found':
      return failure(POLL_MESSAGES.notFound, 404)
    case 'closed':
      return failure(POLL_MESSAGES.closed, 409)
    case 'already':
      return failure(POLL_MESSAGES.alreadyVoted, 409)
  }
  return { ok: true, message: POLL_MESSAGES.voted }
}

export type VoteActionData = ActionResult & { intent: 'vote' }

// ---------------------------------------------------------------- back office

export type AdminPollRow = {
  id: string
  title: string
  description: string
  isActive: boolean
  createdAt: Date
  totalVotes: number
  optionCount: number
}

export async function listAdminPolls(): Promise<AdminPollRow[]> {
  const rows = await db
    .select({
      id: polls.id,
      title: polls.title,
      description: polls.description,
      isActive: polls.isActive,
      createdAt: polls.createdAt,
      totalVotes: sql<number>`coalesce(sum(${pollOptions.voteCount}), 0)::int`,
      optionCount: count(pollOptions.id),
    })
    .from(polls)
    .leftJoin(pollOptions, eq(pollOptions.pollId, polls.id))
    .groupBy(polls.id)
    .orderBy(desc(polls.isActive), desc(polls.createdAt))
  return rows.map((r) => ({
    ...r,
    totalVotes: Number(r.totalVotes),
    optionCount: Number(r.optionCount),
  }))
}

function isUniqueViolation(e: unknown) {
  const err = e as { code?: string; cause?: { code?: string } }
  return err?.code === '23505' || err?.cause?.code === '23505'
}

const ONE_ACTIVE = 'Another poll was activated at the same moment. Reload the list and try again.'

/** Creates a poll with its options; an active new poll replaces the one that was active. */
export async function createPoll(
  actor: Actor,
  form: PollForm,
): Promise<ActionResult & { id?: string }> {
  try {
    const id = await db.transaction(async (tx) => {
      if (form.isActive)
        await tx.update(polls).set({ isActive: false }).where(eq(polls.isActive, true))
      const [poll] = await tx
        .insert(polls)
        .values({
          title: form.title,
          description: form.description,
          isActive: form.isActive,
          createdBy: actor.id,
        })
        .returning({ id: polls.id })
      await tx
        .insert(pollOptions)
        .values(
          form.options.map((optionText, i) => ({ pollId: poll!.id, optionText, sortOrder: i })),
        )
      await recordAudit(tx, {
        action: 'create',
        entityType: 'poll',
        entityId: poll!.id,
        entityData: { title: form.title, options: form.options, isActive: form.isActive },
        userId: actor.id,
      })
      return poll!.id
    })
    return { ok: true, message: `Poll "${form.title}" created`, id }
  } catch (e) {
    if (isUniqueViolation(e)) return failure(ONE_ACTIVE, 409)
    throw e
  }
}

async function auditedChange(
  actor: Actor,
  id: string,
  action: string,
  change: (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
  ) => Promise<{ title: string } | undefined>,
  message: (title: string) => string,
): Promise<ActionResult> {
  try {
    const title = await db.transaction(async (tx) => {
      const row = await change(tx)
      if (!row) return null
      await recordAudit(tx, {
        action,
        entityType: 'poll',
        entityId: id,
        entityData: { title: row.title },
        userId: actor.id,
      })
      return row.title
    })
    if (title === null) return failure('Poll not found', 404)
    return { ok: true, message: message(title) }
  } catch (e) {
    if (isUniqueViolation(e)) return failure(ONE_ACTIVE, 409)
    throw e
  }
}

/** Activating one poll deactivates the others: the public pages show exactly one active poll. */
export function setPollActive(actor: Actor, id: string, active: boolean) {
  return auditedChange(
    actor,
    id,
    active ? 'activate' : 'deactivate',
    async (tx) => {
      const [found] = await tx.select({ id: polls.id }).from(polls).where(eq(polls.id, id))
      if (!found) return undefined
      if (active)
        await tx
          .update(polls)
          .set({ isActive: false })
          .where(and(eq(polls.isActive, true), ne(polls.id, id)))
      const [row] = await tx
        .update(polls)
        .set({ isActive: active })
        .where(eq(polls.id, id))
        .returning({ title: polls.title })
      return row
    },
    (title) => (active ? `"${title}" is now the active poll` : `"${title}" is no longer active`),
  )
}

export function updatePollDetails(actor: Actor, id: string, details: PollDetails) {
  return auditedChange(
    actor,
    id,
    'update',
    async (tx) => {
      const [row] = await tx
        .update(polls)
        .set(details)
        .where(eq(polls.id, id))
        .returning({ title: polls.title })
      return row
    },
    (title) => `Poll "${title}" saved`,
  )
}

/** Deletes a poll with its options and votes (cascade). */
export function deletePoll(actor: Actor, id: string) {
  return auditedChange(
    actor,
    id,
    'hard_delete',
    async (tx) => {
      const [row] = await tx.delete(polls).where(eq(polls.id, id)).returning({ title: polls.title })
      return row
    },
    (title) => `Poll "${title}" deleted`,
  )
}
