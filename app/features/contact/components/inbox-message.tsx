import { Form } from 'react-router'
import { LocalTime } from '#app/components/admin/local-time'
import { Button } from '#app/components/ui/button'
import { FormMessage, TextareaField } from '#app/components/ui/field'
import { REPLY_MAX } from '../inbox.schema'
import { kindLabel, StatusBadge } from './inbox-list'

export type InboxMessageView = {
  id: string
  kind: string
  name: string
  email: string
  company: string | null
  inquiryType: string | null
  subject: string
  message: string
  status: string
  createdAt: Date | string
  replies: {
    id: string
    body: string
    sentTo: string
    createdAt: Date | string
    authorName: string | null
  }[]
}

export function InboxMessage({ message }: { message: InboxMessageView }) {
  return (
    <article className="rounded-2xl border border-sand-200 bg-white p-5 shadow-xs md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-sand-100 pb-4">
        <div className="min-w-0">
          <h2 className="font-display text-xl font-semibold break-words">
            {message.subject || '(no subject)'}
          </h2>
          <p className="mt-1 text-sm break-all text-sand-800">
            {message.name} &lt;{message.email}&gt;
            {message.company ? ` · ${message.company}` : ''}
          </p>
        </div>
        <div className="flex flex-col items-start gap-1 text-sm text-sand-800 sm:items-end">
          <StatusBadge status={message.status} />
          <span>
            {kindLabel(message.kind)} · <LocalTime value={message.createdAt} />
          </span>
        </div>
      </header>
      <p className="mt-4 break-words whitespace-pre-wrap text-ink">{message.message}</p>
    </article>
  )
}

export function ReplyHistory({ replies }: { replies: InboxMessageView['replies'] }) {
  if (!replies.length) return null
  return (
    <section aria-labelledby="replies-h" className="space-y-3">
      <h2 id="replies-h" className="font-display text-lg font-semibold">
        Replies
      </h2>
      <ol className="space-y-3">
        {replies.map((r) => (
          <li key={r.id} className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
            <p className="text-sm text-sand-800">
              {r.authorName ?? 'A former staff member'} to {r.sentTo} ·{' '}
              <LocalTime value={r.createdAt} />
            </p>
            <p className="mt-2 break-words whitespace-pre-wrap">{r.body}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function ReplyForm({
  to,
  busy,
  error,
  formError,
}: {
  to: string
  busy: boolean
  error?: string
  formError?: string
}) {
  return (
    <Form method="post" className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5">
      <input type="hidden" name="intent" value="reply" />
      <TextareaField
        label={`Reply to ${to}`}
        name="body"
        required
        maxLength={REPLY_MAX}
        rows={6}
        error={error}
        hint="Sent by email from the site's address; the reply is kept with the message."
      />
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send reply'}
      </Button>
    </Form>
  )
}
