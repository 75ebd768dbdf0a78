// One comment under a story with its replies (one level deep) and, for members, a Reply form: a
// disclosure posting intent=reply to the page's action (works without JavaScript). Props in.
import { Form, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button'
import { TextareaField } from '#app/components/ui/field'
import { formatDate } from '#app/utils/format-date'
import type { PostResult } from '../discussions.schema'
import { ResultMessage, useFreshFormKey } from './questions'
import { ReportForm } from './report-form'

export type StoryComment = {
  id: string
  parentId: string | null
  body: string
  authorName: string
  createdAt: Date
  mine: boolean
  reportedByMe: boolean
}

/** Top-level comments in order, each with its replies; replies to a comment not shown are left out. */
export function threadsOf(comments: StoryComment[]) {
  const replies = new Map<string, StoryComment[]>()
  for (const c of comments)
    if (c.parentId) replies.set(c.parentId, [...(replies.get(c.parentId) ?? []), c])
  return comments
    .filter((c) => !c.parentId)
    .map((c) => ({ comment: c, replies: replies.get(c.id) ?? [] }))
}

function CommentBody({ c, signedIn }: { c: StoryComment; signedIn: boolean }) {
  return (
    <>
      <p className="whitespace-pre-line text-ink">{c.body}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-sand-800">
        <span>
          {c.authorName} · {formatDate(c.createdAt)}
        </span>
        {signedIn && !c.mine ? (
          <ReportForm
            itemType="comment"
            itemId={c.id}
            label={c.parentId ? 'this reply' : 'this comment'}
            reported={c.reportedByMe}
          />
        ) : null}
      </div>
    </>
  )
}

export function CommentThread({
  storyId,
  comment,
  replies,
  signedIn,
  result,
}: {
  storyId: string
  comment: StoryComment
  replies: StoryComment[]
  signedIn: boolean
  /** the last reply result, when it answers this comment */
  result?: PostResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  const formKey = useFreshFormKey(result)
  return (
    <li
      id={`comment-${comment.id}`}
      className="rounded-2xl bg-white p-5 ring-1 ring-sand-200"
      data-testid="comment"
    >
      <CommentBody c={comment} signedIn={signedIn} />
      {replies.length ? (
        <ol
          className="mt-4 space-y-3 border-l-2 border-sand-200 pl-4"
          aria-label={`Replies to ${comment.authorName}`}
        >
          {replies.map((r) => (
            <li key={r.id} id={`comment-${r.id}`} data-testid="reply">
              <CommentBody c={r} signedIn={signedIn} />
            </li>
          ))}
        </ol>
      ) : null}
      {signedIn ? (
        <details className="mt-3 text-sm" open={Boolean(result && !result.ok)}>
          <summary className="inline-flex cursor-pointer list-none items-center rounded-full px-2 py-1 font-semibold text-clay-700 hover:bg-sand-100">
            Reply<span className="sr-only"> to {comment.authorName}</span>
          </summary>
          <Form
            key={formKey}
            method="post"
            className="mt-2 space-y-3"
            noValidate
            preventScrollReset
          >
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="storyId" value={storyId} />
            <input type="hidden" name="parentId" value={comment.id} />
            <TextareaField
              label="Your reply"
              name="body"
              maxLength={2000}
              rows={2}
              error={result && !result.ok ? result.errors?.body : undefined}
            />
            <ResultMessage result={result && !result.ok ? result : null} />
            <Button type="submit" size="sm" disabled={busy}>
              Post reply
            </Button>
          </Form>
        </details>
      ) : null}
      {result?.ok ? (
        <div className="mt-3">
          <ResultMessage result={result} />
        </div>
      ) : null}
    </li>
  )
}
