// Under a story: reactions (one of each per member; a form per button, works without JavaScript),
// a share / copy-link action, and the comments with their form. Props in, no fetching.
import { Link2 } from 'lucide-react'
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button'
import { TextareaField } from '#app/components/ui/field'
import { cn } from '#app/components/ui/cn'
import { SignInButton } from '#app/features/accounts/components/sign-in-button'
import { REACTIONS } from '../discussions.schema'
import type { PostResult, Reaction } from '../discussions.schema'
import { ResultMessage, useFreshFormKey } from './questions'
import { CommentThread, threadsOf, type StoryComment } from './comment-thread'

export function ReactionBar({
  storyId,
  counts,
  mine,
  signedIn,
}: {
  storyId: string
  counts: Record<Reaction, number>
  mine: Reaction[]
  signedIn: boolean
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Reactions" role="group">
      {REACTIONS.map((r) =>
        signedIn ? (
          <Form key={r.value} method="post" preventScrollReset>
            <input type="hidden" name="intent" value="react" />
            <input type="hidden" name="storyId" value={storyId} />
            <button
              type="submit"
              name="reaction"
              value={r.value}
              aria-pressed={mine.includes(r.value)}
              className={cn(
                'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                mine.includes(r.value)
                  ? 'border-clay-700 bg-clay-700 text-white'
                  : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
              )}
            >
              {r.label} <span className="tabular-nums">{counts[r.value]}</span>
            </button>
          </Form>
        ) : (
          <span
            key={r.value}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 text-sm font-semibold text-ink"
          >
            {r.label} <span className="tabular-nums">{counts[r.value]}</span>
          </span>
        ),
      )}
    </div>
  )
}

/** A link anyone can copy; with JavaScript the button copies it for them. */
export function ShareLink({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        href={url}
        className="inline-flex h-10 items-center gap-2 rounded-full border border-sand-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-sand-100"
        onClick={(e) => {
          e.preventDefault()
          const done = () => setCopied(true)
          if (navigator.share) void navigator.share({ title, url }).catch(() => {})
          else void navigator.clipboard?.writeText(url).then(done, () => {})
        }}
      >
        <Link2 aria-hidden className="size-4" /> Share or copy link
      </a>
      <span role="status" className="text-sm text-sand-800">
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  )
}

export function StoryComments({
  storyId,
  comments,
  signedIn,
  result,
}: {
  storyId: string
  comments: StoryComment[]
  signedIn: boolean
  result?: PostResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  const reply = result?.intent === 'reply' ? result : null
  const own = reply ? null : result
  const formKey = useFreshFormKey(own)
  return (
    <section aria-labelledby="comments-title" className="mt-12">
      <h2 id="comments-title" className="font-display text-2xl font-semibold text-ink">
        Comments ({comments.length})
      </h2>
      {comments.length ? (
        <ol className="mt-4 space-y-3">
          {threadsOf(comments).map(({ comment, replies }) => (
            <CommentThread
              key={comment.id}
              storyId={storyId}
              comment={comment}
              replies={replies}
              signedIn={signedIn}
              result={reply?.parentId === comment.id ? reply : null}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sand-800">No comments yet. Say something kind.</p>
      )}
      <div className="mt-6">
        {signedIn ? (
          <Form key={formKey} method="post" className="space-y-3" noValidate preventScrollReset>
            <input type="hidden" name="intent" value="comment" />
            <input type="hidden" name="storyId" value={storyId} />
            <TextareaField
              label="Your comment"
              name="body"
              maxLength={2000}
              rows={3}
              error={own && !own.ok ? own.errors?.body : undefined}
            />
            <ResultMessage result={own} />
            <Button type="submit" disabled={busy}>
              Post comment
            </Button>
          </Form>
        ) : (
          <div className="flex flex-col gap-3 rounded-2xl bg-sand-100 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium text-sand-900">Sign in to react and comment.</p>
            <SignInButton className="inline-flex h-10 items-center justify-center rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-sand-900" />
          </div>
        )}
      </div>
    </section>
  )
}
