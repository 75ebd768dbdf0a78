import { describe, expect, test } from 'vitest'
import { fontFacesFile, splitFontFaces } from './font-faces'

const FACE_A = '@font-face{font-family:A;src:url(a.woff2)format("woff2");unicode-range:U+0-FF}'
const FACE_B = "@font-face{font-family:'B}';src:url('b{.woff2')}"

describe('font faces apart', () => {
  test('top-level @font-face rules leave the stylesheet, in their order', () => {
    const css = `@layer base{p{color:red}}${FACE_A}a{color:blue}${FACE_B}@keyframes k{0%{opacity:0}}`
    expect(splitFontFaces(css)).toEqual({
      rest: '@layer base{p{color:red}}a{color:blue}@keyframes k{0%{opacity:0}}',
      faces: FACE_A + FACE_B,
    })
  })

  test('a face inside another rule stays; a stylesheet without faces is unchanged', () => {
    const nested = `@supports (x:y){${FACE_A}}`
    expect(splitFontFaces(nested)).toEqual({ rest: nested, faces: '' })
    expect(splitFontFaces('p{content:"@font-face{"}')).toEqual({
      rest: 'p{content:"@font-face{"}',
      faces: '',
    })
  })

  test('the faces file sits next to the stylesheet', () => {
    expect(fontFacesFile('assets/core-X1_y.css')).toBe('assets/core-X1_y.fonts.css')
  })
})
