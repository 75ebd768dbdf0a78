// The header's search button + dialog.
// Without JavaScript the button is a link to /explore. The dialog code loads on first use, so it
// adds nothing to the article page's initial JavaScript.
import { lazy, Suspense, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { useHydrated } from '#app/components/site/use-hydrated'
import { cn } from '#app/components/ui/cn'

const SearchPanel = lazy(() => import('./search-panel'))

const triggerClass =
  'inline-flex items-center gap-2 rounded-full text-sm font-semibold text-ink transition-colors hover:bg-sand-100 focus-visible:outline-3'

export function SearchDialog({
  variant = 'icon',
  className,
}: { variant?: 'icon' | 'full'; className?: string } = {}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const cls = cn(
    triggerClass,
    variant === 'icon' ? 'size-10 justify-center' : 'h-10 px-4 ring-1 ring-sand-300',
    className,
  )
  const label = (
    <>
      <Search aria-hidden className="size-5" />
      <span className={variant === 'icon' ? 'sr-only' : undefined}>Search</span>
    </>
  )
  if (!hydrated) {
    return (
      <a href="/explore" className={cls}>
        {label}
      </a>
    )
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cls}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
      >
        {label}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchPanel open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  )
}
