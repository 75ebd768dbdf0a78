import { useRef } from 'react'
import { useNavigate } from 'react-router'
import { isTypingTarget } from './shortcuts'

export const SWIPE_THRESHOLD = 50

/** Is the touch inside something that scrolls sideways (a table, a chip row)? Then the swipe is theirs. */
function insideHorizontalScroller(target: EventTarget | null, boundary: HTMLElement) {
  let el = target as HTMLElement | null
  while (el && el !== boundary) {
    if (el.scrollWidth > el.clientWidth + 1) {
      const ox = getComputedStyle(el).overflowX
      if (ox === 'auto' || ox === 'scroll') return true
    }
    el = el.parentElement
  }
  return false
}

/**
 * docs/product.md#admin-shell swipe gesture on the admin's main area: left goes to
 * /admin/content-hub, right to /admin.
 */
export function useSwipeNav() {
  const navigate = useNavigate()
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart(e: React.TouchEvent<HTMLElement>) {
      const t = e.touches[0]
      if (
        !t ||
        e.touches.length > 1 ||
        isTypingTarget(e.target) ||
        insideHorizontalScroller(e.target, e.currentTarget)
      ) {
        start.current = null
        return
      }
      start.current = { x: t.clientX, y: t.clientY }
    },
    onTouchEnd(e: React.TouchEvent<HTMLElement>) {
      const s = start.current
      start.current = null
      const t = e.changedTouches[0]
      if (!s || !t) return
      const dx = t.clientX - s.x
      const dy = t.clientY - s.y
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy) * 1.5) return
      navigate(dx < 0 ? '/admin/content-hub' : '/admin')
    },
  }
}
