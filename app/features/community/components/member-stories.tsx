// The member's own stories on /profile: 'In review', 'Published' or 'Not approved' with the reason.
import { Link } from 'react-router'
import { formatDate } from '#app/utils/format-date'
import type { MemberStory } from '../member-stories.server'

const STATE = {
  pending: { label: 'In review', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  approved: { label: 'Published', tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  rejected: { label: 'Not approved', tone: 'bg-red-50 text-red-800 ring-red-200' },
} as const

export function MemberStories({ stories }: { stories: MemberStory[] }) {
  return (
    <section
      aria-labelledby="my-stories-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-sand-200"
    >
      <h2 id="my-stories-title" className="font-display text-2xl font-semibold text-ink">
        Your stories
      </h2>
      {stories.length ? (
        <ul className="mt-4 divide-y divide-sand-200">
          {stories.map((s) => {
            const state = STATE[s.status]
            return (
              <li key={s.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  {s.status === 'approved' && !s.hidden ? (
                    <Link
                      to={`/community/story/${s.id}`}
                      className="font-semibold text-ink hover:underline"
                    >
                      {s.title}
                    </Link>
                  ) : (
                    <span className="font-semibold text-ink">{s.title}</span>
                  )}
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${state.tone}`}
                  >
                    {s.hidden ? 'Hidden while we review reports' : state.label}
                  </span>
                </div>
                <p className="mt-1 text-sm text-sand-700">Sent {formatDate(s.createdAt)}</p>
                {s.status === 'rejected' && s.rejectionReason ? (
                  <p className="mt-1 text-sm text-sand-900">Editor’s note: {s.rejectionReason}</p>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sand-800">
          You have not shared a story yet.{' '}
          <Link to="/community" className="font-semibold underline">
            Share one on Community
          </Link>
          .
        </p>
      )}
    </section>
  )
}
