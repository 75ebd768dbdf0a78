// Numbers as en-US writes them ('12,345') without Intl in the browser: the first Intl formatter a
// page builds loads ICU's locale data, 12-55 ms of main thread on this machine's Chromium before
// any slowdown, in the middle of hydration (docs/decisions/0014-first-paint.md).

/** '1234567' -> '1,234,567' (digits only). */
export function groupThousands(digits: string) {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/** A count as `n.toLocaleString('en-US')` writes it; format-number.test.ts holds the two together. */
export function formatCount(n: number) {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US')
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${groupThousands(String(Math.abs(n)))}`
}
