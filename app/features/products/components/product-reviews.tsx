// The product page's reviews: the approved ones, and the member's own form (rating and text).
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button'
import { FocusFirstError, FormMessage, TextareaField } from '#app/components/ui/field'
import type { ActionResult } from '#app/utils/action-result'
import { formatDate, isoDate } from '#app/utils/format-date'
import { REVIEW_BODY_MAX } from '../product-reviews.schema'
import { StarRating } from './product-card'

export type ReviewItem = {
  id: string
  rating: number
  body: string
  createdAt: Date | string
  authorName: string
}

export type OwnReview = {
  rating: number
  body: string
  status: 'pending' | 'approved' | 'rejected'
  rejectionReason: string | null
} | null

type ReviewResult = ActionResult | undefined

export function ReviewList({ reviews }: { reviews: ReviewItem[] }) {
  if (!reviews.length)
    return (
      <p className="rounded-2xl bg-sand-50 px-5 py-6 text-sand-800 ring-1 ring-sand-200">
        No athlete reviews yet. Tried it? Be the first to tell the team.
      </p>
    )
  return (
    <ol className="grid gap-4">
      {reviews.map((r) => (
        <li key={r.id} className="rounded-2xl bg-white p-5 ring-1 ring-sand-200">
          <article aria-label={`Review by ${r.authorName}`}>
            <StarRating rating={r.rating} reviewCount={1} className="[&>span:last-child]:hidden" />
            <p className="sr-only">{`${r.rating} out of 5 stars`}</p>
            <div className="mt-2 space-y-2 leading-relaxed whitespace-pre-line text-sand-900">
              {r.body}
            </div>
            <p className="mt-3 text-sm text-sand-700">
              <span className="font-semibold text-sand-900">{r.authorName}</span> ·{' '}
              <time dateTime={isoDate(r.createdAt)}>{formatDate(r.createdAt)}</time>
            </p>
          </article>
        </li>
      ))}
    </ol>
  )
}

const STATUS_TEXT = {
  pending: 'Your review is waiting for a moderator.',
  approved: 'Your review is live below. You can change it: it will be checked again.',
  rejected: 'Your review was not published.',
} as const

export function ReviewForm({
  signedIn,
  verified,
  own,
  result,
  redirectTo,
}: {
  signedIn: boolean
  verified: boolean
  own: OwnReview
  result: ReviewResult
  redirectTo: string
}) {
  const busy = useNavigation().state === 'submitting'
  if (!signedIn)
    return (
      <p className="rounded-2xl bg-sand-50 px-5 py-4 text-sand-900 ring-1 ring-sand-200">
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`}
          className="font-semibold text-clay-700 underline underline-offset-4"
        >
          Sign in to write a review
        </Link>{' '}
        and tell other athletes how it held up.
      </p>
    )
  if (!verified)
    return (
      <p className="rounded-2xl bg-sand-50 px-5 py-4 text-sand-900 ring-1 ring-sand-200">
        Please verify your email address first. We can send you a new link from your{' '}
        <Link to="/profile" className="font-semibold text-clay-700 underline underline-offset-4">
          profile
        </Link>
        .
      </p>
    )
  const errors = result && !result.ok ? result.errors : undefined
  const rating = own?.rating
  return (
    <Form
      method="post"
      className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-sand-200"
      noValidate
    >
      <input type="hidden" name="intent" value="review" />
      <FocusFirstError failure={result && !result.ok ? result : null} />
      {own ? (
        <p className="text-sm text-sand-800" role="note">
          {STATUS_TEXT[own.status]}
          {own.status === 'rejected' && own.rejectionReason
            ? ` Reason: ${own.rejectionReason}`
            : ''}
        </p>
      ) : null}
      {result?.message && !errors ? (
        <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
      ) : null}
      <fieldset
        aria-invalid={errors?.rating ? true : undefined}
        aria-describedby={errors?.rating ? 'review-rating-error' : undefined}
      >
        <legend className="text-sm font-semibold text-ink">Your rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-sand-300 has-checked:bg-ink has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-clay-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={rating === n}
                className="sr-only"
              />
              <span aria-hidden>{'★'.repeat(n)}</span>
              <span className="sr-only">{`${n} ${n === 1 ? 'star' : 'stars'}`}</span>
            </label>
          ))}
        </div>
        {errors?.rating ? (
          <p id="review-rating-error" className="mt-2 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        label="Your review"
        name="body"
        required
        maxLength={REVIEW_BODY_MAX}
        defaultValue={own?.body ?? ''}
        error={errors?.body}
        hint="What did you use it for, and how did it hold up? Please keep names and places private."
      />
      <div>
        <Button type="submit" disabled={busy}>
          {own ? 'Update my review' : 'Send my review'}
        </Button>
      </div>
    </Form>
  )
}
