// Server renders of lucide icons, remembered (docs/decisions/0022). lucide's Icon component builds
// its <svg> element on every call: the default attributes copied into new objects, the class list
// split, deduplicated and joined, the child elements created. On the home page (59 icons) that was
// about 5 % of an uncached render's CPU. The server build (vite.config.ts, lucideSsrMemo) wraps
// lucide's render function with memoIcon: for the same icon and the same props (primitive values
// only, no ref, no icon context), it gives back the element it built last time. React elements are
// immutable and React's server renderer never changes them, so one element can be written into any
// number of pages; the markup is the one lucide's own function gives (a unit test compares them).
import type { ReactElement } from 'react'

type Props = Record<string, unknown>
type Render = (props: Props, ref: unknown) => ReactElement

// elements per icon before its table is emptied (a page uses an icon with a few class lists)
const MAX_PER_ICON = 32

/** An icon context that sets nothing (lucide's default `{}`, or no provider). */
function isEmpty(context: Props | null | undefined) {
  if (!context) return true
  for (const name in context) if (context[name] !== undefined) return false
  return true
}

/**
 * `render`: lucide's Icon render function (props, ref); `useIconContext`: lucide's context hook,
 * whose values change the element (a LucideProvider): with one set, nothing is remembered.
 */
export function memoIcon(render: Render, useIconContext: () => Props | null | undefined): Render {
  const byIcon = new WeakMap<object, Map<string, ReactElement>>()
  return function MemoIcon(props, ref) {
    const context = useIconContext()
    const icon = props.icon
    if (ref != null || typeof icon !== 'object' || icon === null || !isEmpty(context))
      return render(props, ref)
    // the props in their order (the attributes follow it), each with its type: equal keys, equal props
    let key = ''
    for (const name in props) {
      if (name === 'icon') continue
      const value = props[name]
      if (value === undefined) continue
      const type = typeof value
      if (type !== 'string' && type !== 'number' && type !== 'boolean') return render(props, ref)
      key += `${name}\u0000${type[0]}${value as string}\u0000`
    }
    let table = byIcon.get(icon)
    if (!table) byIcon.set(icon, (table = new Map()))
    let element = table.get(key)
    if (!element) {
      element = render(props, ref)
      if (table.size >= MAX_PER_ICON) table.clear()
      table.set(key, element)
    }
    return element
  }
}
