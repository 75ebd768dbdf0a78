// One item of the review queue: what was written, by whom (name, account age, minor or not), where
// it appears, and the decision: approve, or reject with a reason. A checkbox adds it to the bulk
// form. Member text is rendered as text (escaped), never as HTML.
import { Check, ExternalLink, Flag, X } from 'lucide-react'
import { Link, useFetcher } from 'react-router'
import { StatusBadge } from '#app/components/admin/admin-page'
import { Button } from '#app/components/ui/button'
import { RowCheckbox } from '#app/components/ui/checkbox'
import { FormMessage } from '#app/components/ui/field'
import { useActionToast } from '#app/components/use-action-toast'
import { type ActionResult, formErrorOf } from '#app/utils/action-result'
import { formatDate, isoDate } from '#app/utils/format-date'
import { NEW_ACCOUNT_DAYS } from '#app/features/discussions/discussions.schema'
import { itemKey, KIND_LABELS, type QueueKind } from '../review-queue.schema'
import { ReasonFields } from './reason-fields'

export type QueueCardItem = {
  kind: QueueKind
  itemType: 'story' | 'question' | 'answer' | 'comment' | 'review'
  id: string
  title: string | null
  body: string
  createdAt: Date | string
  note: string | null
  link: string
  parentTitle: string | null
  authorName: string | null
  authorDays: number | null
  authorMinor: boolean | null
  hidden: boolean
  reports: { count: number; trusted: number; reasons: string[] } | null
  photo?: { url: string; alt: string } | null
}

export const BULK_FORM_ID = 'queue-bulk'

function where(item: QueueCardItem) {
  if (item.kind === 'report')
    return item.parentTitle ? `On “${item.parentTitle}”` : 'Its public page'
  if (item.itemType === 'answer') return `Answer to “${item.parentTitle ?? 'a question'}”`
  if (item.itemType === 'comment') return `Comment on “${item.parentTitle ?? 'a story'}”`
  return item.itemType === 'story' ? 'Community stories' : 'Community questions'
}

function Author({ item }: { item: QueueCardItem }) {
  const days = item.authorDays
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <strong className="[overflow-wrap:anywhere] text-ink">
        {item.authorName ?? 'Deleted member'}
      </strong>
      {days !== null ? (
        <span>
          member for {days === 0 ? 'less than a day' : `${days} day${days === 1 ? '' : 's'}`}
        </span>
      ) : null}
      {days !== null && days < NEW_ACCOUNT_DAYS ? (
        <StatusBadge tone="warning">New account</StatusBadge>
      ) : null}
      <StatusBadge tone={item.authorMinor ? 'info' : 'neutral'}>
        {item.authorMinor === null ? 'Age unknown' : item.authorMinor ? 'Minor' : 'Adult'}
      </StatusBadge>
    </span>
  )
}

export function QueueItemCard({ item }: { item: QueueCardItem }) {
  const key = itemKey(item.kind, item.itemType, item.id)
  const fetcher = useFetcher<ActionResult>({ key: `queue-${key}` })
  useActionToast(fetcher.data)
  const busy = fetcher.state !== 'idle'
  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined) ?? {}
  const isReport = item.kind === 'report'
  const what = KIND_LABELS[item.itemType].one
  const headingId = `queue-${item.kind}-${item.id}`
  const heading = item.title ?? (isReport ? `Reported ${what}` : `New ${what}`)
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-start gap-3">
        <RowCheckbox
          name="item"
          value={key}
          form={BULK_FORM_ID}
          aria-label={`Select ${heading}`}
          className="mt-0"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-sm text-sand-800">
            <StatusBadge tone={isReport ? 'danger' : 'warning'}>
              {isReport ? (
                <>
                  <Flag aria-hidden className="mr-1 size-3" /> Reported {what}
                </>
              ) : (
                <span className="capitalize">{what}</span>
              )}
            </StatusBadge>
            <time dateTime={isoDate(item.createdAt)}>{formatDate(item.createdAt)}</time>
          </div>
          <h2
            id={headingId}
            className="mt-2 font-display text-lg font-semibold break-words text-ink"
          >
            {heading}
          </h2>
          <p className="mt-1 line-clamp-6 break-words whitespace-pre-line text-sand-900">
            {item.body}
          </p>
          {item.photo ? (
            <figure className="mt-3 max-w-sm">
              <img
                src={item.photo.url}
                alt={item.photo.alt}
                width={480}
                height={320}
                loading="lazy"
                className="h-auto max-h-64 w-full rounded-xl bg-sand-100 object-contain"
              />
              <figcaption className="mt-1 text-sm text-sand-800">
                <span className="font-semibold">Photo description:</span> {item.photo.alt}
              </figcaption>
            </figure>
          ) : null}
          <div className="mt-3 space-y-1 text-sm text-sand-800">
            <Author item={item} />
            <p>
              <Link
                to={item.link}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-semibold [overflow-wrap:anywhere] text-clay-700 underline"
              >
                {where(item)}
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                <span className="sr-only"> (opens in a new tab)</span>
              </Link>
            </p>
            {item.note ? <p>Waiting because: {item.note}</p> : null}
            {item.reports ? (
              <p>
                {item.reports.count} report{item.reports.count === 1 ? '' : 's'} (
                {item.reports.trusted} from trusted members): {item.reports.reasons.join(', ')}
                {item.hidden ? ' · hidden until you decide' : ' · still visible'}
              </p>
            ) : null}
          </div>
          <div className="mt-4 flex flex-wrap items-start gap-2">
            <fetcher.Form method="post">
              <input type="hidden" name="item" value={key} />
              <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
                <Check aria-hidden className="size-4" /> {isReport ? 'Keep' : 'Approve'}
                <span className="sr-only"> {heading}</span>
              </Button>
            </fetcher.Form>
            <details className="group min-w-0 flex-1 open:basis-full">
              <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-full border border-sand-400 px-3 text-sm font-semibold hover:bg-sand-100">
                <X aria-hidden className="size-4" /> {isReport ? 'Remove…' : 'Reject…'}
              </summary>
              <fetcher.Form method="post" className="mt-3 w-full max-w-md space-y-3">
                <input type="hidden" name="item" value={key} />
                <ReasonFields idPrefix={headingId} errors={errors} />
                <Button
                  type="submit"
                  name="intent"
                  value="reject"
                  variant="danger"
                  size="sm"
                  disabled={busy}
                >
                  {isReport ? `Remove ${what}` : `Reject ${what}`}
                </Button>
              </fetcher.Form>
            </details>
          </div>
          <FormMessage>{formErrorOf(fetcher.data)}</FormMessage>
        </div>
      </div>
    </article>
  )
}
