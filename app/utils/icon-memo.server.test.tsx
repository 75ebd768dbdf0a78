import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ArrowRight, Heart, Search } from 'lucide-react'
import { expect, test } from 'vitest'
import { memoIcon } from './icon-memo.server'

// lucide's icons are forwardRef(props => <Icon icon={...} {...props} />); Icon is forwardRef too
type Render = (props: Record<string, unknown>, ref: unknown) => React.ReactElement
type ForwardRef = { render: Render }
const iconOf = (component: unknown) =>
  ((component as ForwardRef).render({ className: undefined }, null).props as { icon: object }).icon
const Icon = (Search as unknown as ForwardRef).render({}, null).type as unknown as ForwardRef

/** Calls `render` as React's server renderer calls a component's (hooks work) and returns its element. */
function called(render: Render, props: Record<string, unknown>, ref: unknown = null) {
  let element: React.ReactElement | undefined
  const Probe = () => (element = render(props, ref))
  renderToStaticMarkup(createElement(Probe))
  return element!
}
const html = (element: React.ReactElement) => renderToStaticMarkup(element)

const memoRender = memoIcon(Icon.render, () => ({}))
const memo = (props: Record<string, unknown>, ref: unknown = null) => called(memoRender, props, ref)

const cases: Array<Record<string, unknown>> = [
  {},
  { className: 'size-4' },
  { className: 'size-4 text-red-600', 'aria-hidden': true },
  { size: 20, strokeWidth: 1.5 },
  { size: '20', strokeWidth: 1.5 },
  { 'aria-label': 'Search', role: 'img' },
  { className: 'a  b a', absoluteStrokeWidth: true, size: 32 },
  { children: 'Title text' },
]

test('the same markup as lucide, for every icon and set of props', () => {
  for (const component of [Search, Heart, ArrowRight])
    for (const props of cases) {
      const all = { icon: iconOf(component), ...props }
      const lucide = html(called(Icon.render, all))
      expect(html(memo(all))).toBe(lucide)
      // the second time, from the table
      expect(html(memo({ ...all }))).toBe(lucide)
    }
})

test('equal props give the remembered element; other props, refs or a context do not', () => {
  const icon = iconOf(Search)
  const a = memo({ icon, className: 'size-4' })
  expect(memo({ icon, className: 'size-4' })).toBe(a)
  expect(memo({ icon, className: 'size-5' })).not.toBe(a)
  expect(memo({ icon: iconOf(Heart), className: 'size-4' })).not.toBe(a)
  // a number and a string that print alike are kept apart; the attribute order is part of the key
  expect(memo({ icon, size: 20 })).not.toBe(memo({ icon, size: '20' }))
  const ordered = memo({ icon, role: 'img', 'aria-label': 'x' })
  expect(memo({ icon, 'aria-label': 'x', role: 'img' })).not.toBe(ordered)
  // functions, objects and refs are never remembered
  const onClick = () => {}
  expect(memo({ icon, onClick })).not.toBe(memo({ icon, onClick }))
  expect(memo({ icon, style: { color: 'red' } })).not.toBe(memo({ icon, style: { color: 'red' } }))
  const ref = { current: null }
  expect(memo({ icon, className: 'size-4' }, ref)).not.toBe(a)
  // a LucideProvider's values change the element: nothing is remembered under one
  const provided = memoIcon(Icon.render, () => ({ size: 12 }))
  expect(called(provided, { icon })).not.toBe(called(provided, { icon }))
  // a context whose values are all unset is no context
  const unset = memoIcon(Icon.render, () => ({ size: undefined }))
  expect(called(unset, { icon })).toBe(called(unset, { icon }))
})

test('a created element renders the same in any number of pages', () => {
  const icon = iconOf(Heart)
  const element = memo({ icon, className: 'size-4' })
  const page = () => renderToStaticMarkup(createElement('p', null, element, element))
  expect(page()).toBe(page())
  expect(page()).toContain('lucide-heart')
})
