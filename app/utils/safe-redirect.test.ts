import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  test.each([
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'https://evil.example/',
    'http:evil.example',
    'evil.example',
    'data:text/html,<script>alert(1)</script>',
    '',
  ])('%j stays on the site', (value) => {
    const target = safeRedirect(decodeURIComponent(value.replace(/%(?![0-9a-f]{2})/gi, '%25')))
    const resolved = new URL(target, 'https://athletes.example')
    expect(resolved.origin).toBe('https://athletes.example')
    expect(target.startsWith('//')).toBe(false)
    expect(target).toMatch(/^\/(?![/\\])/)
    // and the raw (undecoded) form too
    expect(new URL(safeRedirect(value), 'https://athletes.example').origin).toBe(
      'https://athletes.example',
    )
  })

  test('/.//evil.example is not turned into a protocol-relative path', () => {
    expect(safeRedirect('/.//evil.example')).toBe('/evil.example')
  })

  test('keeps a same-site path, query and hash', () => {
    expect(safeRedirect('/article/run-your-first-5k?x=1#comments')).toBe(
      '/article/run-your-first-5k?x=1#comments',
    )
    expect(safeRedirect('/saved')).toBe('/saved')
  })

  test('uses the fallback for anything that is not a string', () => {
    expect(safeRedirect(null, '/saved')).toBe('/saved')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('https://evil.example', '/saved')).toBe('/saved')
  })
})
