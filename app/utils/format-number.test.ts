import { expect, it } from 'vitest'
import { formatCount } from './format-number'

it('formatCount writes what toLocaleString en-US writes', () => {
  const values = [
    0,
    -0,
    1,
    12,
    999,
    1000,
    9999,
    12_345,
    1_000_000,
    -1234,
    2 ** 53 - 1,
    2 ** 53,
    1.5,
  ]
  for (let i = 0; i < 5000; i++) values.push(i * 7919, i * 104_729_371)
  for (const v of values) expect(formatCount(v), String(v)).toBe(v.toLocaleString('en-US'))
})
