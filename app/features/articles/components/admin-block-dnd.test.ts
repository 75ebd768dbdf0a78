import { expect, test } from 'vitest'
import { blockAnnouncements } from './admin-block-dnd'

const blocks = [
  { key: 'a', type: 'text' },
  { key: 'b', type: 'divider' },
  { key: 'c', type: 'embed' },
]
const labels = { text: 'Text', divider: 'Divider', embed: 'Embed' }
const ev = (active: string, over: string | null) =>
  ({ active: { id: active }, over: over ? { id: over } : null }) as never

test('a keyboard pick-up is announced, not replaced by "over its own place"; each move is', () => {
  const say = blockAnnouncements(blocks, labels, { current: null })
  expect(say.onDragStart(ev('c', null))).toBe('Picked up Embed block at position 3 of 3.')
  // dnd-kit reports the block over its own place right after the pick-up
  expect(say.onDragOver(ev('c', 'c'))).toBeUndefined()
  expect(say.onDragOver(ev('c', 'b'))).toBe('Embed block is over position 2 of 3.')
  expect(say.onDragOver(ev('c', 'b'))).toBeUndefined()
  // back to where it started is a move too
  expect(say.onDragOver(ev('c', 'c'))).toBe('Embed block is over position 3 of 3.')
  expect(say.onDragEnd(ev('c', 'a'))).toBe('Embed block dropped at position 1 of 3.')
  expect(say.onDragCancel(ev('c', null))).toBe(
    'Moving cancelled. Embed block is back at position 3 of 3.',
  )
})
