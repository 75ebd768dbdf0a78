import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { TOAST_DURATIONS } from './toaster'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, createToastStore } from './toast-store'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const toast = (title: string, type: keyof typeof TOAST_DURATIONS = 'info') => ({
  type: type === 'autosave' ? ('success' as const) : type,
  title,
  duration: TOAST_DURATIONS[type],
})
const view = (store: ReturnType<typeof createToastStore>) =>
  store.getSnapshot().map((t) => `${t.title}:${t.open ? 'open' : 'closed'}`)

test('the product durations and constants', () => {
  expect(TOAST_DURATIONS).toEqual({
    success: 4000,
    error: 6000,
    warning: 5000,
    info: 4000,
    autosave: 2000,
  })
  expect(TOAST_LIMIT).toBe(3)
  expect(TOAST_REMOVE_DELAY_MS).toBe(5000)
})

test.each([
  ['success', 4000],
  ['error', 6000],
  ['warning', 5000],
  ['info', 4000],
  ['autosave', 2000],
] as const)('a %s toast closes after %i ms, then leaves the queue 5 s later', (type, ms) => {
  const store = createToastStore()
  store.add(toast('Saved', type))
  vi.advanceTimersByTime(ms - 1)
  expect(view(store)).toEqual(['Saved:open'])
  vi.advanceTimersByTime(1)
  expect(view(store)).toEqual(['Saved:closed'])
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
  expect(view(store)).toEqual(['Saved:closed'])
  vi.advanceTimersByTime(1)
  expect(view(store)).toEqual([])
})

test('a dismissed toast closes at once and is removed 5 s after the dismissal', () => {
  const store = createToastStore()
  const id = store.add(toast('Welcome back!', 'success'))
  vi.advanceTimersByTime(1000)
  store.dismiss(id)
  expect(view(store)).toEqual(['Welcome back!:closed'])
  vi.advanceTimersByTime(4999)
  expect(view(store)).toEqual(['Welcome back!:closed'])
  vi.advanceTimersByTime(1)
  expect(view(store)).toEqual([])
})

test('at most 3 open: a fourth dismisses the oldest, which is removed 5 s later', () => {
  const store = createToastStore()
  for (const t of ['one', 'two', 'three', 'four']) store.add(toast(t))
  expect(view(store)).toEqual(['four:open', 'three:open', 'two:open', 'one:closed'])
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
  // 'one' is gone; the others closed after their 4 s and wait out their own 5 s
  expect(view(store)).toEqual(['four:closed', 'three:closed', 'two:closed'])
  vi.advanceTimersByTime(4000)
  expect(view(store)).toEqual([])
})

test('the same toast again while still queued re-opens that entry instead of a copy', () => {
  const store = createToastStore()
  const first = store.add(toast('Draft saved', 'autosave'))
  vi.advanceTimersByTime(2000 + 3000) // closed 3 s ago, still in the queue
  expect(view(store)).toEqual(['Draft saved:closed'])
  expect(store.add(toast('Draft saved', 'autosave'))).toBe(first)
  expect(view(store)).toEqual(['Draft saved:open'])
  // the earlier removal was called off: it gets its full time again
  vi.advanceTimersByTime(1999)
  expect(view(store)).toEqual(['Draft saved:open'])
  vi.advanceTimersByTime(1 + TOAST_REMOVE_DELAY_MS)
  expect(view(store)).toEqual([])
  // after removal the same message is a new toast
  expect(store.add(toast('Draft saved', 'autosave'))).not.toBe(first)
})

test('a pause holds every clock; resuming continues with the time that was left', () => {
  const store = createToastStore()
  store.add(toast('Heads up', 'warning'))
  vi.advanceTimersByTime(3000)
  store.pause()
  vi.advanceTimersByTime(60_000)
  expect(view(store)).toEqual(['Heads up:open'])
  store.resume()
  vi.advanceTimersByTime(1999)
  expect(view(store)).toEqual(['Heads up:open'])
  vi.advanceTimersByTime(1)
  expect(view(store)).toEqual(['Heads up:closed'])
})

test('listeners hear every change', () => {
  const store = createToastStore()
  const heard = vi.fn()
  const stop = store.subscribe(heard)
  const id = store.add(toast('Hi'))
  store.dismiss(id)
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
  expect(heard).toHaveBeenCalledTimes(3)
  stop()
  store.add(toast('Again'))
  expect(heard).toHaveBeenCalledTimes(3)
})
