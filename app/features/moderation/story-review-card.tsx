// One story in the moderation queue: read, approve, reject with a reason, or edit then approve.
// User-written text is rendered as text (escaped), never as HTML.
import { Check, PencilLine, X } from 'lucide-react'
import { useFetcher } from 'react-router'
import { useActionToast } from '#app/components/use-action-toast'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { FormMessage, InputField, SelectField, TextareaField } from '#app/components/ui/field'
import { formatDate, isoDate } from '#app/utils/format-date'
import { STORY_CATEGORIES } from '#app/utils/site'
import { type ActionResult, formErrorOf } from '#app/utils/action-result'

export type ReviewStory = {
  id: string
  title: string
  content: string
  category: string
  status: 'pending' | 'approved' | 'rejected'
  createdAt: Date | string
  reviewedAt: Date | string | null
  rejectionReason: string | null
  authorName: string | null
  authorEmail: string | null
}

const STATUS_TONE = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
} as const

export function StoryReviewCard({ story }: { story: ReviewStory }) {
  const fetcher = useFetcher<ActionResult>({ key: `story-${story.id}` })
  useActionToast(fetcher.data)
  const busy = fetcher.state !== 'idle'
  const errors = (fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined) ?? {}
  const headingId = `story-${story.id}-title`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-sand-800">
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1',
            STATUS_TONE[story.status],
          )}
        >
          {story.status}
        </span>
        <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-900">
          {story.category}
        </span>
        <span className="min-w-0 [overflow-wrap:anywhere]">
          by <strong className="text-ink">{story.authorName ?? 'Deleted member'}</strong>
          {story.authorEmail ? ` (${story.authorEmail})` : ''} ·{' '}
          <time dateTime={isoDate(story.createdAt)}>{formatDate(story.createdAt)}</time>
        </span>
      </div>
      <h2 id={headingId} className="mt-3 font-display text-xl font-semibold text-ink">
        {story.title}
      </h2>
      <p className="mt-2 line-clamp-6 whitespace-pre-line text-sand-900">{story.content}</p>
      {story.status === 'rejected' && story.rejectionReason ? (
        <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
          Rejected: {story.rejectionReason}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-start gap-2">
        {story.status !== 'approved' ? (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={story.id} />
            <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
              <Check aria-hidden className="size-4" /> Approve
              <span className="sr-only"> “{story.title}”</span>
            </Button>
          </fetcher.Form>
        ) : null}
        {story.status !== 'rejected' ? (
          <details className="group">
            <summary
              className={cn(
                'inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-full border border-sand-400 px-3 text-sm font-semibold hover:bg-sand-100',
              )}
            >
              <X aria-hidden className="size-4" /> Reject…
            </summary>
            <fetcher.Form method="post" className="mt-3 w-full space-y-3 sm:w-96">
              <input type="hidden" name="id" value={story.id} />
              <TextareaField
                label="Reason for rejecting"
                name="reason"
                required
                error={errors.reason}
                className="[&_textarea]:min-h-20"
              />
              <Button
                type="submit"
                name="intent"
                value="reject"
                variant="danger"
                size="sm"
                disabled={busy}
              >
                Reject story
              </Button>
            </fetcher.Form>
          </details>
        ) : null}
        <details className="w-full">
          <summary className="inline-flex h-8 cursor-pointer list-none items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-sand-100">
            <PencilLine aria-hidden className="size-4" /> Edit
            {story.status === 'pending' ? ' before approving' : ''}
          </summary>
          <fetcher.Form
            method="post"
            className="mt-3 space-y-4 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200"
          >
            <input type="hidden" name="id" value={story.id} />
            <InputField
              label="Title"
              name="title"
              defaultValue={story.title}
              required
              error={errors.title}
            />
            <SelectField
              label="Category"
              name="category"
              defaultValue={story.category}
              options={STORY_CATEGORIES}
              error={errors.category}
            />
            <TextareaField
              label="Content"
              name="content"
              defaultValue={story.content}
              required
              error={errors.content}
              className="[&_textarea]:min-h-48"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                name="intent"
                value="save"
                variant="outline"
                size="sm"
                disabled={busy}
              >
                Save changes
              </Button>
              {story.status !== 'approved' ? (
                <Button type="submit" name="intent" value="approve" size="sm" disabled={busy}>
                  Save and approve
                </Button>
              ) : null}
            </div>
          </fetcher.Form>
        </details>
      </div>
      <FormMessage>{formErrorOf(fetcher.data)}</FormMessage>
    </article>
  )
}
