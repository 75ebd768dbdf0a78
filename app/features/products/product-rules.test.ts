import { describe, expect, it } from 'vitest'
import { formatPrice } from './product-rules'

describe('formatPrice', () => {
  it('writes what Intl.NumberFormat en-US USD writes', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const prices = [
      0,
      -0,
      0.004,
      0.005,
      0.015,
      0.125,
      0.375,
      1.005,
      1.125,
      2.5,
      9.99,
      19,
      999.995,
      1000,
      1234.5,
      99_999.99,
      1_000_000,
      123_456_789.125,
      999_999_999_999.99,
      1e15,
      1e21,
      -0.001,
      -5,
      -1234.567,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]
    // and cents and half cents over a wide range (ties included)
    for (let i = 0; i < 20_000; i++) prices.push(i / 8, (i * 7919) / 1000, i * 104_729.37)
    for (const p of prices) expect(formatPrice(p), String(p)).toBe(intl.format(p))
  })
})
