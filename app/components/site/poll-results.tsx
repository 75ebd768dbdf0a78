import { BarChart3 } from 'lucide-react'
import type { ActivePoll } from '#app/features/hubs/home-page.server'

/** The active poll's current results (read-only; voting is a member feature of a later issue). */
export function PollResults({ poll }: { poll: ActivePoll }) {
  const leader = Math.max(...poll.options.map((o) => o.votes), 0)
  return (
    <section aria-labelledby="poll-title" className="rounded-3xl bg-white p-6 ring-1 ring-sand-200 md:p-8">
      <p className="inline-flex items-center gap-2 text-xs font-bold tracking-[0.16em] text-clay-700 uppercase">
        <BarChart3 aria-hidden className="size-4" /> Community poll
      </p>
      <h3 id="poll-title" className="mt-3 font-display text-2xl font-semibold text-ink">
        {poll.title}
      </h3>
      {poll.description ? <p className="mt-2 text-sand-800">{poll.description}</p> : null}
      <ul className="mt-6 space-y-3">
        {poll.options.map((o) => (
          <li key={o.id}>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className={o.votes === leader && leader > 0 ? 'font-semibold text-ink' : 'text-sand-900'}>{o.text}</span>
              <span className="font-semibold text-ink tabular-nums">{o.percent}%</span>
            </div>
            <div
              className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-sand-100"
              role="img"
              aria-label={`${o.text}: ${o.percent}% (${o.votes} ${o.votes === 1 ? 'vote' : 'votes'})`}
            >
              <div className="h-full rounded-full bg-clay-600" style={{ width: `${o.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-sand-700">
        {poll.totalVotes.toLocaleString('en-US')} {poll.totalVotes === 1 ? 'vote' : 'votes'} so far
      </p>
    </section>
  )
}
