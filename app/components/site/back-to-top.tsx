import { useEffect, useRef, useState } from 'react'
import { ArrowUp } from 'lucide-react'
import { cn } from '#app/components/ui/cn'

/** Appears after scrolling 300 px (docs/product.md#layout). */
export const BACK_TO_TOP_THRESHOLD = 300

// what a reader may tap or click: the button steps aside rather than cover one
const CONTROL =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])'

/** Is a control under the box (a margin of `gap` px around it included)? */
export function controlUnder(box: DOMRect, self: Element, gap = 8, step = 8) {
  // a grid every `step` px over the box and the ring around it: a line of small text (a footer
  // link, 16-18 px high) can sit between the box's middle and its edge, so edges alone miss it
  const along = (from: number, to: number) => {
    const out: number[] = []
    for (let v = from; v < to; v += step) out.push(v)
    return [...out, to]
  }
  for (const x of along(box.left - gap, box.right + gap))
    for (const y of along(box.top - gap, box.bottom + gap))
      for (const el of document.elementsFromPoint(x, y))
        if (!self.contains(el) && el.closest(CONTROL)) return true
  return false
}

/**
 * Fixed in the corner after 300 px of scrolling, unless a control (a poll option, a form's button)
 * is under that corner at this scroll position: then it is hidden until the corner is clear again.
 */
export function BackToTop({ label }: { label: string }) {
  const ref = useRef<HTMLButtonElement>(null)
  const [scrolled, setScrolled] = useState(false)
  const [covering, setCovering] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD)
      const button = ref.current
      // measured while invisible too (visibility keeps the box; hit testing skips the button)
      if (button) setCovering(controlUnder(button.getBoundingClientRect(), button))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // content that grows or shrinks without a scroll (a poll's results, a form's messages)
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
    }
  }, [])
  const shown = scrolled && !covering
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      data-shown={shown}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('main-content')?.focus({ preventScroll: true })
      }}
      className={cn(
        'fixed right-4 bottom-6 z-30 flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-lg ring-1 ring-white/20 transition hover:bg-clay-700 md:right-8 md:bottom-8',
        !shown && 'invisible',
      )}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  )
}
