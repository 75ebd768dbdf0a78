import { describe, expect, test } from 'vitest'
import { formatBytes } from './format-bytes'

describe('formatBytes', () => {
  test('binary units, whole numbers where they are whole, one decimal otherwise', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1023)).toBe('1023 B')
    expect(formatBytes(256 * 1024)).toBe('256 KB')
    expect(formatBytes(1.5 * 1024 ** 2)).toBe('1.5 MB')
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB')
    expect(formatBytes(5 * 1024 ** 5)).toBe('5120 TB')
  })
})
