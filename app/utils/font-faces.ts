// The site's @font-face rules are declared once, in the document (docs/decisions/0020-lcp.md): the
// build moves them out of the stylesheet file into a file of their own next to it (x.css ->
// x.fonts.css, vite.config.ts), the server inlines both, and the stylesheet added after load then
// declares no face again (a second declaration of the same faces made Chromium lay out all text
// again: 220-250 ms of main thread at 4x CPU instead of 90).

/** The file that holds a stylesheet's @font-face rules. */
export const fontFacesFile = (cssFile: string) => cssFile.replace(/\.css$/, '.fonts.css')

/**
 * A minified stylesheet's top-level @font-face rules, apart from the rest (both in their order). The
 * body of an @font-face has no braces; one inside another rule (@media, @layer, @supports) stays.
 */
export function splitFontFaces(css: string): { rest: string; faces: string } {
  const faces: string[] = []
  let rest = ''
  let depth = 0
  let from = 0
  // where the @font-face being read began, or -1
  let face = -1
  for (let i = 0; i < css.length; i++) {
    const c = css[i]
    if (c === '"' || c === "'") {
      // a string (a url, a font name) may hold braces
      const end = css.indexOf(c, i + 1)
      i = end === -1 ? css.length : end
    } else if (c === '{') depth++
    else if (c === '}') {
      depth--
      if (depth === 0 && face !== -1) {
        rest += css.slice(from, face)
        faces.push(css.slice(face, i + 1))
        from = i + 1
        face = -1
      }
    } else if (depth === 0 && c === '@' && css.startsWith('@font-face', i)) face = i
  }
  rest += css.slice(from)
  return { rest, faces: faces.join('') }
}
