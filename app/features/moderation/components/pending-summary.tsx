// How much waits in the review queue, per kind, each a link to that part of the queue.
import { Link } from 'react-router'
import { KIND_LABELS, QUEUE_KINDS, type QueueKind } from '../review-queue.schema'

export function PendingSummary({
  counts,
}: {
  counts: Record<QueueKind, number> & { total: number }
}) {
  if (!counts.total)
    return (
      <p className="px-5 py-6 text-sm text-sand-800">
        Nothing is waiting: every post and report has been reviewed.
      </p>
    )
  return (
    <ul className="divide-y divide-sand-100">
      {QUEUE_KINDS.map((k) => (
        <li key={k}>
          <Link
            to={`/admin/queue?kind=${k}`}
            className="flex items-center justify-between px-5 py-2.5 text-sm hover:bg-sand-50"
          >
            <span className="font-medium text-ink capitalize">{KIND_LABELS[k].many}</span>
            <span
              className={
                counts[k]
                  ? 'rounded-full bg-clay-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums'
                  : 'text-xs text-sand-800 tabular-nums'
              }
            >
              {counts[k]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
