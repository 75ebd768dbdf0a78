// Follow / Following toggle for a hub or an author. A plain form to /api/follow (redirected back
// without JavaScript); with JavaScript a fetcher updates it in place. Signed out, it opens the
// sign-in modal (or goes to /auth). The page's loader says whether she follows already.
import { useEffect, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { Check, Plus } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { openAuthModal } from '#app/features/accounts/components/auth-events'
import { useOptionalUser } from '#app/utils/use-optional-user'
import type { FollowTarget } from '../follows.schema'

type Props = {
  targetType: FollowTarget
  targetId: string
  /** the hub's or author's name, for the accessible label */
  name: string
  following: boolean
  className?: string
}

function classes(following: boolean, className?: string) {
  return cn(
    'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none',
    following
      ? 'border border-ink bg-ink text-white hover:bg-sand-900'
      : 'border border-sand-400 bg-white text-ink hover:bg-sand-100',
    className,
  )
}

export function FollowButton(props: Props) {
  const { user } = useOptionalUser()
  const location = useLocation()
  const here = location.pathname + location.search
  if (!user)
    return (
      <a
        href={`/auth?redirectTo=${encodeURIComponent(here)}`}
        className={classes(false, props.className)}
        onClick={(e) => {
          if (openAuthModal({ mode: 'sign-in' })) e.preventDefault()
        }}
      >
        <Plus aria-hidden className="size-4" /> Follow
        <span className="sr-only"> {props.name}</span>
      </a>
    )
  return <MemberFollowButton {...props} here={here} />
}

function MemberFollowButton({
  targetType,
  targetId,
  name,
  following,
  className,
  here,
}: Props & { here: string }) {
  const fetcher = useFetcher<{ ok: boolean; following?: boolean; message?: string }>()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const pending = fetcher.formData?.get('intent')
  const isFollowing = pending
    ? pending === 'follow'
    : fetcher.data?.ok && fetcher.data.following !== undefined
      ? fetcher.data.following
      : following
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok
  return (
    <fetcher.Form method="post" action="/api/follow" className="inline-flex flex-col gap-1">
      <input type="hidden" name="targetType" value={targetType} />
      <input type="hidden" name="targetId" value={targetId} />
      <input type="hidden" name="intent" value={isFollowing ? 'unfollow' : 'follow'} />
      <input type="hidden" name="redirectTo" value={here} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      {/* the name says the state ('Following Game Face'): no aria-pressed to say it twice */}
      <button type="submit" className={classes(isFollowing, className)}>
        {isFollowing ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Plus aria-hidden className="size-4" />
        )}
        {isFollowing ? 'Following' : 'Follow'}
        <span className="sr-only"> {name}</span>
      </button>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fetcher.data?.message}
        </p>
      ) : null}
    </fetcher.Form>
  )
}
