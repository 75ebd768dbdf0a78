import { useEffect, useState } from 'react'
import { Dialog } from '#app/components/ui/dialog'
import { CalendarClock, ExternalLink, Eye, History, Send, Trash2, Undo2, X } from 'lucide-react'
import { AdminPanel } from '#app/components/admin/admin-page'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { LocalTime } from '#app/components/admin/local-time'
import { buttonClass } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { inputClass } from '#app/components/ui/field'
import type { ContentBlock } from '#app/db/schema'
import { ArticleStatusBadge } from './admin-status'

export type RevisionView = {
  id: string
  note: string
  createdAt: Date
  snapshot: Record<string, unknown>
}

function toLocalInput(d: Date) {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Status, publish / schedule / unpublish, preview and trash. */
export function PublishPanel({
  status,
  publishedAt,
  isNew,
  previewHref,
  publicHref,
  error,
}: {
  status: string
  publishedAt: Date | null
  isNew: boolean
  previewHref: string | null
  publicHref: string | null
  error?: string
}) {
  const [when, setWhen] = useState('')
  const [offset, setOffset] = useState('0')
  // local time only exists in the browser: fill the field after hydration
  useEffect(() => {
    const d =
      status === 'scheduled' && publishedAt
        ? new Date(publishedAt)
        : new Date(Date.now() + 60 * 60 * 1000)
    setWhen(toLocalInput(d))
    setOffset(String(d.getTimezoneOffset()))
  }, [status, publishedAt])
  return (
    <AdminPanel title="Publish" actions={<ArticleStatusBadge status={status} />}>
      <div className="space-y-4 text-sm">
        {status === 'published' && publishedAt ? (
          <p className="text-sand-800">
            Live since <LocalTime value={publishedAt} />.
          </p>
        ) : status === 'scheduled' && publishedAt ? (
          <p className="text-sand-800">
            Goes live <LocalTime value={publishedAt} />. It publishes by itself, even if nobody is
            signed in.
          </p>
        ) : (
          <p className="text-sand-800">Drafts are only visible in the admin.</p>
        )}
        <div>
          <label htmlFor="publishAt" className="block font-semibold">
            Publish at
          </label>
          <input
            id="publishAt"
            name="publishAt"
            type="datetime-local"
            step={1}
            value={when}
            onChange={(e) => {
              setWhen(e.target.value)
              const d = new Date(e.target.value)
              if (!Number.isNaN(d.getTime())) setOffset(String(d.getTimezoneOffset()))
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'publishAt-err' : 'publishAt-hint'}
            className={cn(inputClass, 'mt-1 py-2 text-sm')}
          />
          <input type="hidden" name="tzOffset" value={offset} />
          {error ? (
            <p id="publishAt-err" className="mt-1 font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id="publishAt-hint" className="mt-1 text-xs text-sand-700">
              Your local time.
            </p>
          )}
          <button
            type="submit"
            name="intent"
            value="schedule"
            className={buttonClass('outline', 'sm', 'mt-2 w-full')}
          >
            <CalendarClock aria-hidden className="size-4" />{' '}
            {status === 'scheduled' ? 'Reschedule' : 'Schedule'}
          </button>
        </div>
        <div className="flex flex-col gap-2 border-t border-sand-200 pt-4">
          {status !== 'draft' ? (
            <button
              type="submit"
              name="intent"
              value="unpublish"
              className={buttonClass('outline', 'sm', 'w-full')}
            >
              <Undo2 aria-hidden className="size-4" />{' '}
              {status === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
            </button>
          ) : null}
          {previewHref ? (
            <a
              href={previewHref}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('ghost', 'sm', 'w-full')}
            >
              <Eye aria-hidden className="size-4" /> Preview as a reader
            </a>
          ) : null}
          {publicHref && status === 'published' ? (
            <a
              href={publicHref}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('ghost', 'sm', 'w-full')}
            >
              <ExternalLink aria-hidden className="size-4" /> View on site
            </a>
          ) : null}
          {!isNew ? (
            <ConfirmDialog
              trigger={
                <button
                  type="button"
                  className={buttonClass('ghost', 'sm', 'w-full text-red-700 hover:bg-red-50')}
                >
                  <Trash2 aria-hidden className="size-4" /> Move to trash
                </button>
              }
              title="Move this article to the trash?"
              description="It disappears from the site right away. You can restore it from the trash."
              confirmLabel="Move to trash"
              fields={{ intent: 'trash' }}
            />
          ) : null}
        </div>
      </div>
    </AdminPanel>
  )
}

function RevisionDialog({ rev }: { rev: RevisionView }) {
  const s = rev.snapshot as { title?: string; excerpt?: string; contentBlocks?: ContentBlock[] }
  return (
    <Dialog.Root>
      <Dialog.Trigger className="rounded-md px-2 py-1 text-xs font-semibold text-ink hover:bg-sand-100">
        View
      </Dialog.Trigger>
      <Dialog.Content
        onSubmit={(e) => e.stopPropagation()}
        className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <Dialog.Title className="font-display text-2xl font-semibold">
              {s.title || 'Untitled'}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-sand-800">
              {rev.note} · <LocalTime value={rev.createdAt} />
            </Dialog.Description>
          </div>
          <Dialog.Close className="rounded-full p-2 hover:bg-sand-100" aria-label="Close">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        {s.excerpt ? <p className="mt-4 text-lg text-sand-900">{s.excerpt}</p> : null}
        <div className="mt-4 space-y-3 text-ink">
          {(s.contentBlocks ?? []).map((b, i) => (
            <div key={i} className="border-l-2 border-sand-200 pl-3 text-sm">
              <span className="text-xs font-semibold text-sand-700 uppercase">{b.type}</span>
              <p className="whitespace-pre-line">
                {b.type === 'heading'
                  ? b.heading
                  : b.type === 'image'
                    ? `${b.alt_text} (${b.image_url})`
                    : b.type === 'list'
                      ? b.items.join('\n')
                      : b.type === 'audio'
                        ? `${b.audio_url}\n${b.transcript}`
                        : b.type === 'product'
                          ? b.product_id
                          : b.type === 'video'
                            ? `${b.title} (video)`
                            : b.type === 'gallery'
                              ? b.images.map((img) => `${img.alt} (${img.url})`).join('\n')
                              : b.type === 'embed'
                                ? `${b.title ?? b.provider} (${b.url})`
                                : b.type === 'divider'
                                  ? '—'
                                  : b.text}
              </p>
            </div>
          ))}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** Saved versions of the article: view one, or put its content back. */
export function RevisionsPanel({ revisions }: { revisions: RevisionView[] }) {
  return (
    <AdminPanel
      title={
        <span className="inline-flex items-center gap-2">
          <History aria-hidden className="size-4" /> Revisions
        </span>
      }
      bodyClassName="p-0"
    >
      {revisions.length === 0 ? (
        <p className="p-5 text-sm text-sand-800">Each save and publish keeps a version here.</p>
      ) : (
        <ol className="max-h-80 divide-y divide-sand-100 overflow-y-auto">
          {revisions.map((r, i) => (
            <li key={r.id} className="flex items-center gap-2 px-5 py-2.5 text-sm">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {i === 0
                    ? `${r.note} (current)`
                    : r.note.startsWith('Restored')
                      ? 'Restored an earlier version'
                      : r.note}
                </p>
                <p className="text-xs text-sand-700">
                  <LocalTime value={r.createdAt} />
                </p>
              </div>
              <RevisionDialog rev={r} />
              {i > 0 ? (
                <button
                  type="submit"
                  name="intent"
                  value={`restore-revision:${r.id}`}
                  formNoValidate
                  aria-label={`Restore the version from ${new Date(r.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`}
                  className="rounded-md px-2 py-1 text-xs font-semibold text-clay-700 hover:bg-sand-100"
                >
                  Restore
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  )
}

export function PublishIcon() {
  return <Send aria-hidden className="size-4" />
}
