// Save / unsave an article or product. A plain form to /api/saved (redirects back without JS);
// with JS a fetcher updates in place. Signed out, it opens the sign-in modal (or goes to /auth).
import { useEffect, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { Bookmark, BookmarkCheck } from 'lucide-react'
import { cn } from '#app/components/ui/cn'
import { useOptionalUser } from '#app/utils/use-optional-user'
import { openAuthModal } from './auth-events'

type Props = {
  itemType: 'article' | 'product'
  itemId: string
  /** from getSavedKeys() in the page's loader */
  saved: boolean
  /** 'icon' for cards, 'full' for pages */
  variant?: 'icon' | 'full'
  className?: string
  /** the item's title, for the accessible label */
  label?: string
}

export function SaveButton(props: Props) {
  const { user } = useOptionalUser()
  const location = useLocation()
  const here = location.pathname + location.search
  // signed out there is nothing to post: no fetcher, no state (a grid of cards hydrates many)
  return user ? (
    <MemberSaveButton {...props} here={here} />
  ) : (
    <SignedOutSaveButton {...props} here={here} />
  )
}

function buttonClasses(variant: Props['variant'], isSaved: boolean) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none',
    variant === 'icon'
      ? 'size-10 bg-white/95 text-ink shadow-sm ring-1 ring-sand-200 hover:bg-sand-100'
      : isSaved
        ? 'h-10 border border-ink bg-ink px-4 text-sm text-white hover:bg-sand-900'
        : 'h-10 border border-sand-400 bg-white px-4 text-sm text-ink hover:bg-sand-100',
  )
}

// icon-only buttons name themselves; the full one is named by its visible text
function ariaLabel({ variant, label, itemType }: Props, isSaved: boolean) {
  if (variant !== 'icon') return undefined
  return isSaved ? `Remove ${label ?? itemType} from saved` : `Save ${label ?? itemType}`
}

function SignedOutSaveButton(props: Props & { here: string }) {
  const { saved, variant = 'full', className, here } = props
  const Icon = saved ? BookmarkCheck : Bookmark
  return (
    <a
      href={`/auth?redirectTo=${encodeURIComponent(here)}`}
      className={cn(buttonClasses(variant, saved), className)}
      aria-label={ariaLabel({ ...props, variant }, saved)}
      onClick={(e) => {
        if (openAuthModal({ mode: 'sign-in' })) e.preventDefault()
      }}
    >
      <Icon aria-hidden className="size-4" />
      {variant === 'full' ? (saved ? 'Saved' : 'Save') : null}
    </a>
  )
}

function MemberSaveButton(props: Props & { here: string }) {
  const { itemType, itemId, saved, variant = 'full', className, here } = props
  const fetcher = useFetcher<{ ok: boolean; saved?: boolean }>()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const pending = fetcher.formData?.get('intent')
  const isSaved = pending
    ? pending === 'save'
    : fetcher.data?.ok && fetcher.data.saved !== undefined
      ? fetcher.data.saved
      : saved
  const Icon = isSaved ? BookmarkCheck : Bookmark
  return (
    <fetcher.Form method="post" action="/api/saved" className={cn('inline-flex', className)}>
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
      <input type="hidden" name="redirectTo" value={here} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <button
        type="submit"
        className={buttonClasses(variant, isSaved)}
        aria-label={ariaLabel({ ...props, variant }, isSaved)}
      >
        <Icon
          aria-hidden
          className={cn('size-4', isSaved && variant === 'icon' && 'fill-current')}
        />
        {variant === 'full' ? (isSaved ? 'Saved' : 'Save') : null}
      </button>
    </fetcher.Form>
  )
}
