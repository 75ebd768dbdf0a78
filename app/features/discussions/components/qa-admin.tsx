// Back-office cards: one question or answer of the Q&A queue, one reported item. Props in.
import { Form } from 'react-router'
import { StatusBadge } from '#app/components/admin/admin-page'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { Button, buttonClass } from '#app/components/ui/button'
import { InputField, TextareaField } from '#app/components/ui/field'
import { formatDate } from '#app/utils/format-date'
import type { QaItem } from '../discussions-admin.server'
import type { ReportedItem } from '../discussions-reports.server'
import { REPORT_REASONS } from '../discussions.schema'

const card = 'space-y-3 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs'

export function QaCard({
  item,
  busy,
  errors,
}: {
  item: QaItem
  busy: boolean
  errors?: Record<string, string>
}) {
  const label = item.kind === 'question' ? 'Question' : 'Answer'
  const name = item.kind === 'question' ? item.title : `answer to "${item.questionTitle}"`
  return (
    <article className={card} aria-label={`${label}: ${name}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <StatusBadge tone="info">{label}</StatusBadge>
        {item.status === 'pending' ? <StatusBadge tone="warning">Pending</StatusBadge> : null}
        {item.status === 'hidden' || item.hidden ? (
          <StatusBadge tone="danger">Hidden</StatusBadge>
        ) : null}
        {item.isExpert ? <StatusBadge tone="success">Expert answer</StatusBadge> : null}
        <span className="text-sand-800">
          {item.authorEmail ?? 'Deleted account'} · {formatDate(item.createdAt)}
        </span>
      </div>
      {item.kind === 'answer' ? (
        <p className="text-sm text-sand-800">
          On: <span className="font-semibold">{item.questionTitle}</span>
        </p>
      ) : null}
      {item.moderationNote ? (
        <p className="text-sm text-amber-900">Waiting because: {item.moderationNote}</p>
      ) : null}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        {item.kind === 'question' ? (
          <InputField
            label="Title"
            name="title"
            defaultValue={item.title ?? ''}
            error={errors?.title}
          />
        ) : null}
        <TextareaField
          label={item.kind === 'question' ? 'Question' : 'Answer'}
          name="body"
          defaultValue={item.body}
          rows={3}
          error={errors?.body}
        />
        <div className="flex flex-wrap gap-2">
          {item.status === 'pending' ? (
            <>
              <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
                Approve<span className="sr-only"> {name}</span>
              </Button>
              <Button
                type="submit"
                name="intent"
                value="reject"
                size="sm"
                variant="outline"
                disabled={busy}
              >
                Reject<span className="sr-only"> {name}</span>
              </Button>
            </>
          ) : null}
          <Button
            type="submit"
            name="intent"
            value="save"
            size="sm"
            variant="outline"
            disabled={busy}
          >
            Save edits
          </Button>
          {item.status === 'published' ? (
            <Button
              type="submit"
              name="intent"
              value="hide"
              size="sm"
              variant="outline"
              disabled={busy}
            >
              Hide
            </Button>
          ) : null}
          {item.status === 'hidden' ? (
            <Button
              type="submit"
              name="intent"
              value="republish"
              size="sm"
              variant="outline"
              disabled={busy}
            >
              Publish again
            </Button>
          ) : null}
          {item.kind === 'answer' && item.status === 'published' ? (
            <Button
              type="submit"
              name="intent"
              value={item.isExpert ? 'unexpert' : 'expert'}
              size="sm"
              variant="outline"
              disabled={busy}
            >
              {item.isExpert ? 'Remove expert mark' : "Mark 'Expert answer'"}
            </Button>
          ) : null}
        </div>
      </Form>
      {item.status !== 'pending' ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonClass('ghost', 'sm', 'text-red-800')}>
              Delete<span className="sr-only"> {name}</span>
            </button>
          }
          title={`Delete this ${item.kind}?`}
          description={
            item.kind === 'question'
              ? 'The question and all its answers are removed for good.'
              : 'The answer is removed for good.'
          }
          confirmLabel="Delete"
          fields={{ intent: 'delete', kind: item.kind, id: item.id }}
        />
      ) : null}
    </article>
  )
}

const REASON_LABEL: Record<string, string> = Object.fromEntries(
  REPORT_REASONS.map((r) => [r.value, r.label]),
)
const TYPE_LABEL = { story: 'Story', question: 'Question', answer: 'Answer', comment: 'Comment' }

export function ReportedItemCard({ item, busy }: { item: ReportedItem; busy: boolean }) {
  return (
    <article className={card} aria-label={`Reported ${item.itemType}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <StatusBadge tone="info">{TYPE_LABEL[item.itemType]}</StatusBadge>
        <StatusBadge tone="warning">
          {item.reports.length} {item.reports.length === 1 ? 'report' : 'reports'}
        </StatusBadge>
        {item.hidden ? <StatusBadge tone="danger">Hidden until reviewed</StatusBadge> : null}
      </div>
      <p className="line-clamp-3 whitespace-pre-line text-ink">{item.excerpt}</p>
      {item.link ? (
        <a
          href={item.link}
          className="text-sm font-semibold underline"
          target="_blank"
          rel="noreferrer"
        >
          Open on the site
        </a>
      ) : null}
      <ul className="space-y-1 text-sm text-sand-900">
        {item.reports.map((r, i) => (
          <li key={i}>
            <span className="font-semibold">{REASON_LABEL[r.reason] ?? r.reason}</span>
            {r.details ? `: ${r.details}` : ''}{' '}
            <span className="text-sand-700">
              ({r.reporterEmail ?? 'deleted account'}, {formatDate(r.createdAt)})
            </span>
          </li>
        ))}
      </ul>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="resolve-report" />
        <input type="hidden" name="itemType" value={item.itemType} />
        <input type="hidden" name="itemId" value={item.itemId} />
        <Button
          type="submit"
          name="decision"
          value="keep"
          size="sm"
          variant="outline"
          disabled={busy}
        >
          Keep and dismiss reports
        </Button>
        <Button
          type="submit"
          name="decision"
          value="remove"
          size="sm"
          variant="danger"
          disabled={busy}
        >
          Remove from the site
        </Button>
      </Form>
    </article>
  )
}
