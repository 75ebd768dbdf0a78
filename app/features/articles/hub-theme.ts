// Browser-safe colour helpers: a hub colour from the hubs table becomes a solid tint for backgrounds
// and a dark shade for text, so contrast stays readable whatever colour an editor picks.
const HEX = /^#?([0-9a-f]{6})$/i

function parse(hex: string): [number, number, number] | null {
  const m = HEX.exec(hex.trim())
  if (!m) return null
  const n = parseInt(m[1]!, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const toHex = (rgb: number[]) =>
  '#' +
  rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')

export function mix(hex: string, other: string, amount: number): string {
  const a = parse(hex)
  const b = parse(other)
  if (!a || !b) return hex
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount))
}

function luminance(hex: string) {
  const rgb = parse(hex)
  if (!rgb) return 0
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string) {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (l1 + 0.05) / (l2 + 0.05)
}

/** Darkens the colour until it reaches WCAG AA (4.5:1) against `bg` (text on bg, or white text on it). */
export function readableOn(hex: string, bg = '#ffffff'): string {
  if (!parse(hex)) return '#1d1a16'
  let c = hex
  for (let i = 0; i < 20 && contrast(c, bg) < 4.7; i++) c = mix(c, '#000000', 0.08)
  return c
}

export type HubTheme = { base: string; strong: string; tint: string; soft: string }

export const FALLBACK_HUB_COLORS: Record<string, string> = {
  'game-face': '#c2567a',
  'fit-check': '#5b6ee1',
  'brand-u': '#d08a1f',
  'on-record': '#2f8f72',
}

export function hubTheme(hubId: string, color: string | null | undefined): HubTheme {
  const base =
    color && parse(color)
      ? color.startsWith('#')
        ? color
        : `#${color}`
      : (FALLBACK_HUB_COLORS[hubId] ?? '#a8432b')
  const tint = mix(base, '#ffffff', 0.86)
  // strong: text on the tint and on white, and the background of white text
  return { base, strong: readableOn(base, tint), tint, soft: mix(base, '#ffffff', 0.7) }
}
