// The active poll as readers see it (the home page's and /community's poll card): its options with
// their counts and shares, and the signed-in member's own vote.
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { pollOptions, polls, pollVotes } from '#app/db/schema'

export type PollOptionResult = { id: string; text: string; votes: number; percent: number }
export type ActivePoll = {
  id: string
  title: string
  description: string
  totalVotes: number
  options: PollOptionResult[]
  /** the signed-in member's choice; null when signed out or not voted yet */
  myOptionId: string | null
}

/** Percentages that add up to the total's share (rounded per option). */
export function withPercentages(options: { id: string; text: string; votes: number }[]) {
  const totalVotes = options.reduce((sum, o) => sum + o.votes, 0)
  return {
    totalVotes,
    options: options.map((o) => ({
      ...o,
      percent: totalVotes ? Math.round((o.votes / totalVotes) * 100) : 0,
    })),
  }
}

// The latest active poll with its options, as one statement built once (a prepared query: Drizzle
// no longer builds its SQL text per home page render, and the page waits for one round trip
// instead of two; docs/decisions/0022). A poll without options gives one row with null options.
let activePollRows: ReturnType<typeof prepareActivePoll> | undefined
function prepareActivePoll() {
  const latestActive = db
    .select({ id: polls.id })
    .from(polls)
    .where(eq(polls.isActive, true))
    .orderBy(desc(polls.createdAt))
    .limit(1)
  return db
    .select({
      id: polls.id,
      title: polls.title,
      description: polls.description,
      optionId: pollOptions.id,
      text: pollOptions.optionText,
      votes: pollOptions.voteCount,
    })
    .from(polls)
    .leftJoin(pollOptions, eq(pollOptions.pollId, polls.id))
    .where(inArray(polls.id, latestActive))
    .orderBy(asc(pollOptions.sortOrder), asc(pollOptions.optionText))
    .prepare('active_poll_with_options')
}

/**
 * The latest active poll with its options (active, latest 1, with poll_options:
 * docs/product.md#data), and the member's own vote when a user id is given.
 */
export async function getActivePoll(userId?: string | null): Promise<ActivePoll | null> {
  const [rows, mine] = await Promise.all([
    (activePollRows ??= prepareActivePoll()).execute(),
    userId
      ? db
          .select({ optionId: pollVotes.optionId })
          .from(pollVotes)
          .innerJoin(polls, eq(polls.id, pollVotes.pollId))
          .where(and(eq(polls.isActive, true), eq(pollVotes.voterKey, userId)))
      : Promise.resolve([]),
  ])
  const poll = rows[0]
  if (!poll) return null
  const options = rows.flatMap((r) =>
    r.optionId === null ? [] : [{ id: r.optionId, text: r.text!, votes: r.votes! }],
  )
  const { id, title, description } = poll
  const myOptionId = mine.find((v) => options.some((o) => o.id === v.optionId))?.optionId ?? null
  return { id, title, description, ...withPercentages(options), myOptionId }
}
