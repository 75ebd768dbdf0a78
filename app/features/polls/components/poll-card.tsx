// The active poll: vote buttons for a member who has not voted, results (percentages and totals)
// for everyone else. Each option is a submit button of a form posted to the page's own action, so
// voting works without JavaScript; with it, a fetcher shows the vote at once (optimistic).
import { BarChart3, Check } from 'lucide-react'
import { useActionData, useFetcher } from 'react-router'
import { cn } from '#app/components/ui/cn'
import { FormMessage } from '#app/components/ui/field'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import { useOptionalUser } from '#app/utils/use-optional-user'
import type { ActivePoll, VoteActionData } from '../polls.server'
import { formatCount } from '#app/utils/format-number'

/** The poll as it will look once the pending vote is counted. */
export function applyPendingVote(poll: ActivePoll, optionId: string | null): ActivePoll {
  if (!optionId || poll.myOptionId || !poll.options.some((o) => o.id === optionId)) return poll
  const totalVotes = poll.totalVotes + 1
  return {
    ...poll,
    myOptionId: optionId,
    totalVotes,
    options: poll.options.map((o) => {
      const votes = o.votes + (o.id === optionId ? 1 : 0)
      return { ...o, votes, percent: Math.round((votes / totalVotes) * 100) }
    }),
  }
}

function votesLabel(n: number) {
  return `${formatCount(n)} ${n === 1 ? 'vote' : 'votes'}`
}

export function PollCard({ poll: loaded }: { poll: ActivePoll }) {
  const { user } = useOptionalUser()
  const fetcher = useFetcher<VoteActionData>()
  const actionData = useActionData() as VoteActionData | undefined
  const result = fetcher.data ?? (actionData?.intent === 'vote' ? actionData : undefined)
  const pending = fetcher.formData?.get('optionId')
  const poll = applyPendingVote(loaded, typeof pending === 'string' ? pending : null)
  const canVote = Boolean(user) && !poll.myOptionId && !(result && !result.ok)
  const leader = Math.max(...poll.options.map((o) => o.votes), 0)
  return (
    <section
      aria-labelledby="poll-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-sand-200 md:p-8"
      data-testid="poll"
    >
      <p className="inline-flex items-center gap-2 text-xs font-bold tracking-[0.16em] text-clay-700 uppercase">
        <BarChart3 aria-hidden className="size-4" /> Community poll
      </p>
      <h3 id="poll-title" className="mt-3 font-display text-2xl font-semibold text-ink">
        {poll.title}
      </h3>
      {poll.description ? <p className="mt-2 text-sand-800">{poll.description}</p> : null}
      {canVote ? (
        <fetcher.Form method="post" className="mt-6" preventScrollReset>
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="pollId" value={poll.id} />
          <fieldset>
            <legend className="text-sm font-medium text-sand-800">
              Pick one. You can vote once.
            </legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {poll.options.map((o) => (
                <button
                  key={o.id}
                  type="submit"
                  name="optionId"
                  value={o.id}
                  className="min-h-12 rounded-2xl border border-sand-300 bg-white px-4 py-3 text-left font-semibold text-ink transition-colors hover:border-clay-600 hover:bg-sand-50 focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none"
                >
                  {o.text}
                </button>
              ))}
            </div>
          </fieldset>
        </fetcher.Form>
      ) : (
        <ul className="mt-6 space-y-3">
          {poll.options.map((o) => {
            const mine = poll.myOptionId === o.id
            return (
              <li key={o.id}>
                <div className="flex items-baseline justify-between gap-4 text-sm">
                  <span
                    className={cn(
                      o.votes === leader && leader > 0 ? 'font-semibold text-ink' : 'text-sand-900',
                      'inline-flex items-center gap-1.5',
                    )}
                  >
                    {o.text}
                    {mine ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-clay-700">
                        <Check aria-hidden className="size-3" /> Your vote
                      </span>
                    ) : null}
                  </span>
                  <span className="font-semibold text-ink tabular-nums">{o.percent}%</span>
                </div>
                <div
                  className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-sand-100"
                  role="img"
                  aria-label={`${o.text}: ${o.percent}% (${votesLabel(o.votes)})`}
                >
                  <div
                    className={cn('h-full rounded-full', mine ? 'bg-clay-700' : 'bg-clay-500')}
                    style={{ width: `${o.percent}%` }}
                  />
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <p className="mt-5 text-sm text-sand-700" data-testid="poll-total" aria-live="polite">
        {votesLabel(poll.totalVotes)} so far
      </p>
      {result ? (
        <div className="mt-3" role="status">
          {result.ok ? (
            <p className="text-sm font-medium text-green-800">{result.message}</p>
          ) : (
            <FormMessage>{result.message}</FormMessage>
          )}
        </div>
      ) : null}
      {!user ? (
        <div className="mt-5 flex flex-col gap-3 rounded-2xl bg-sand-100 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-sand-900">Sign in to vote in community polls.</p>
          <SignInButton className="inline-flex h-10 items-center justify-center rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-sand-900" />
        </div>
      ) : null}
    </section>
  )
}
