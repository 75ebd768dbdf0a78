// 'Report' on a story, question, answer or comment: a disclosure with the reasons, posted to the
// page's action (works without JavaScript). Members only; the page hides it for signed-out readers.
import { Flag } from 'lucide-react'
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'
import { REPORT_REASONS, type ReportItemType } from '../discussions.schema'

export function ReportForm({
  itemType,
  itemId,
  label,
  reported,
}: {
  itemType: ReportItemType
  itemId: string
  /** what is reported, for screen readers ('this answer') */
  label: string
  reported?: boolean
}) {
  if (reported)
    return (
      <span className="inline-flex items-center gap-1 text-xs text-sand-700">
        <Flag aria-hidden className="size-3.5" /> Reported
      </span>
    )
  return (
    <details className="group text-sm">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-full px-2 py-1 text-sand-800 hover:bg-sand-100">
        <Flag aria-hidden className="size-3.5" /> Report<span className="sr-only"> {label}</span>
      </summary>
      <Form
        method="post"
        preventScrollReset
        className="mt-2 max-w-md space-y-3 rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200"
      >
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="itemType" value={itemType} />
        <input type="hidden" name="itemId" value={itemId} />
        <fieldset className="space-y-1.5">
          <legend className="mb-1 font-semibold text-ink">What is wrong with {label}?</legend>
          {REPORT_REASONS.map((r, i) => (
            <label key={r.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={r.value}
                required
                defaultChecked={i === 0}
                className="accent-clay-600"
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        <label className="block">
          <span className="text-sand-900">Details (required for Other)</span>
          <textarea
            name="details"
            maxLength={1000}
            rows={2}
            className="mt-1 block w-full rounded-xl border border-sand-300 bg-white px-3 py-2"
          />
        </label>
        <Button type="submit" size="sm" variant="danger">
          Send report
        </Button>
      </Form>
    </details>
  )
}
