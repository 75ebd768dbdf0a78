import { describe, expect, test } from 'vitest'
import { normalizePath } from './url-normalize.server'

describe('normalizePath (URL normalisation)', () => {
  test.each([
    ['/search', '', '/explore'],
    ['/search', '?q=run', '/explore?q=run'],
    [
      '/article/3f2a1b4c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
      '',
      '/explore?article=3f2a1b4c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
    ],
    ['/products/', '', '/products'],
    ['/Products', '', '/products'],
    ['//hub///game-face', '', '/hub/game-face'],
  ])('%s%s -> %s', (path, search, expected) => {
    expect(normalizePath(path, search)).toBe(expected)
  })

  test('leaves normal URLs alone', () => {
    expect(normalizePath('/', '')).toBeNull()
    expect(normalizePath('/article/my-slug', '')).toBeNull()
    expect(normalizePath('/hub/game-face', '?page=2')).toBeNull()
  })
})
