import { useEffect, useState } from 'react'
import { ArrowUp } from 'lucide-react'
import { cn } from '#app/components/ui/cn'

/** SPEC section 9: appears after scrolling 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
      type="button"
      aria-label={label}
      hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('main-content')?.focus({ preventScroll: true })
      }}
      className={cn(
        'fixed right-4 bottom-6 z-30 flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-lg ring-1 ring-white/20 transition hover:bg-clay-700 md:right-8 md:bottom-8',
      )}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
