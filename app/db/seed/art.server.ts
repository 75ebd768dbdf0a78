// Seed artwork: abstract, warm editorial compositions built as SVG and rasterised with sharp.
// No fonts, no remote files. Deterministic: the same name always gives the same picture.
import sharp from 'sharp'

export type HubArt = {
  color: string
  accent: string
  motif: 'sparkle' | 'hanger' | 'badge' | 'wave'
}

export const HUB_ART: Record<string, HubArt> = {
  'game-face': { color: '#c2567a', accent: '#f4b8a4', motif: 'sparkle' },
  'fit-check': { color: '#5b6ee1', accent: '#f2c7a0', motif: 'hanger' },
  'brand-u': { color: '#d08a1f', accent: '#f6dfb0', motif: 'badge' },
  'on-record': { color: '#2f8f72', accent: '#e9d2b0', motif: 'wave' },
}

const SAND = ['#fbf6ee', '#f3e9d8', '#e8d6b8', '#dcc8a6']

/** Colour families per hub, so one hub's covers are related but not all the same pink. */
export const HUB_PALETTES: Record<string, (HubArt & { name: string })[]> = {
  'game-face': [
    { ...HUB_ART['game-face']!, name: 'rose and peach' },
    { color: '#d9603b', accent: '#f7c9a8', motif: 'sparkle', name: 'coral and apricot' },
    { color: '#7d3c8c', accent: '#e9c6e4', motif: 'sparkle', name: 'plum and lilac' },
    { color: '#b8873a', accent: '#f5e2c4', motif: 'sparkle', name: 'honey and cream' },
  ],
  'fit-check': [
    { ...HUB_ART['fit-check']!, name: 'cobalt and apricot' },
    { color: '#1f7a8c', accent: '#bfe3e0', motif: 'hanger', name: 'teal and mint' },
    { color: '#8a5cc7', accent: '#e3d4f5', motif: 'hanger', name: 'violet and lavender' },
    { color: '#b04a5a', accent: '#f3cfc9', motif: 'hanger', name: 'berry and blush' },
  ],
  'brand-u': [
    { ...HUB_ART['brand-u']!, name: 'amber and sand' },
    { color: '#b4532a', accent: '#f2cdb4', motif: 'badge', name: 'terracotta and clay' },
    { color: '#5f7a2e', accent: '#dfe8c4', motif: 'badge', name: 'olive and pale green' },
    { color: '#2d5d9f', accent: '#f3dcae', motif: 'badge', name: 'navy and gold' },
  ],
  'on-record': [
    { ...HUB_ART['on-record']!, name: 'emerald and cream' },
    { color: '#2c4a7a', accent: '#cdd9ee', motif: 'wave', name: 'navy and powder blue' },
    { color: '#6b8f3a', accent: '#e4ecc9', motif: 'wave', name: 'sage and lime' },
    { color: '#9c3f5e', accent: '#f1cbd6', motif: 'wave', name: 'wine and pink' },
  ],
}

const MOTIF_NAMES: Record<HubArt['motif'], string> = {
  sparkle: 'a sparkle',
  hanger: 'a clothes hanger',
  badge: 'a star badge',
  wave: 'sound-wave bars',
}
const LAYOUT_NAMES = [
  'a glowing sun over a sandy horizon',
  'concentric arches rising from the bottom edge',
  'a tilted pattern around a spotlight',
  'bold diagonal stripes',
  'a split circle on a two-tone background',
]

/** Picture n of a hub's pool: palette, composition and detail all vary with n. */
export function poolVariant(hubId: string, n: number) {
  const palettes = HUB_PALETTES[hubId] ?? HUB_PALETTES['game-face']!
  const art = palettes[(n + Math.floor(n / 4)) % palettes.length]!
  const layout = n % LAYOUT_NAMES.length
  return {
    art,
    layout,
    alt: `Abstract artwork: ${MOTIF_NAMES[art.motif]} on ${LAYOUT_NAMES[layout]}, in ${art.name} tones`,
  }
}

/** Small deterministic random generator seeded from a string (mulberry32 over an FNV hash). */
export function rng(seed: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193)
  return () => {
    h = (h + 0x6d2b79f5) | 0
    let t = Math.imul(h ^ (h >>> 15), 1 | h)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function motif(kind: HubArt['motif'], cx: number, cy: number, s: number, fill: string) {
  switch (kind) {
    case 'sparkle': {
      const p = (r: number, k: number) =>
        `M${cx},${cy - r} Q${cx + r * k},${cy - r * k} ${cx + r},${cy} Q${cx + r * k},${cy + r * k} ${cx},${cy + r} Q${cx - r * k},${cy + r * k} ${cx - r},${cy} Q${cx - r * k},${cy - r * k} ${cx},${cy - r}Z`
      return `<path d="${p(s, 0.18)}" fill="${fill}"/><circle cx="${cx + s * 0.9}" cy="${cy - s * 0.8}" r="${s * 0.12}" fill="${fill}"/>`
    }
    case 'hanger':
      return `<g fill="none" stroke="${fill}" stroke-width="${s * 0.09}" stroke-linecap="round" stroke-linejoin="round">
        <path d="M${cx},${cy - s * 0.35} q0,-${s * 0.3} ${s * 0.22},-${s * 0.3} q${s * 0.2},0 ${s * 0.2},${s * 0.2}"/>
        <path d="M${cx},${cy - s * 0.35} L${cx + s},${cy + s * 0.45} L${cx - s},${cy + s * 0.45} Z"/></g>`
    case 'badge': {
      const pts = Array.from({ length: 16 }, (_, i) => {
        const r = i % 2 ? s * 0.82 : s
        const a = (Math.PI * i) / 8
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`
      }).join(' ')
      return `<polygon points="${pts}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${s * 0.5}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${s * 0.07}"/>`
    }
    case 'wave':
      return `<g fill="${fill}">${[0.35, 0.7, 1, 0.6, 0.85, 0.4, 0.55]
        .map(
          (h, i) =>
            `<rect x="${cx - s + i * s * 0.3}" y="${cy - h * s}" width="${s * 0.16}" height="${h * s * 2}" rx="${s * 0.08}"/>`,
        )
        .join('')}</g>`
  }
}

type Layout = (art: HubArt, r: () => number, w: number, h: number) => string

// a large glowing sun with the hub motif, arcs and scattered dots
const sunLayout: Layout = (art, r, w, h) => {
  const big = { x: w * (0.55 + r() * 0.3), y: h * (0.3 + r() * 0.4), r: h * (0.42 + r() * 0.2) }
  const arcs = Array.from({ length: 3 }, (_, i) => {
    const rr = h * (0.25 + i * 0.16 + r() * 0.05)
    return `<circle cx="${w * (0.1 + r() * 0.3)}" cy="${h * (0.75 + r() * 0.2)}" r="${rr}" fill="none" stroke="${i % 2 ? art.color : art.accent}" stroke-opacity="${0.35 + i * 0.15}" stroke-width="${h * 0.025}" stroke-dasharray="${rr * 1.4} ${rr * 5}" stroke-linecap="round"/>`
  }).join('')
  const mx = big.x + (r() - 0.5) * big.r * 0.3
  const my = big.y + (r() - 0.5) * big.r * 0.3
  return `<ellipse cx="${w * r()}" cy="${h * 0.05}" rx="${w * 0.45}" ry="${h * 0.22}" fill="${art.color}" fill-opacity=".12"/>
  ${arcs}<circle cx="${big.x}" cy="${big.y}" r="${big.r}" fill="url(#sun)"/>
  <path d="M0,${h * (0.82 + r() * 0.1)} C${w * 0.3},${h * (0.7 + r() * 0.1)} ${w * 0.6},${h * 1.02} ${w},${h * (0.8 + r() * 0.1)} L${w},${h} L0,${h}Z" fill="${art.color}" fill-opacity=".22"/>
  ${dots(art, r, w, h, 14)}${motif(art.motif, mx, my, big.r * 0.42, '#fffaf2')}`
}

// concentric arches rising from the bottom edge, a small badge with the motif
const archLayout: Layout = (art, r, w, h) => {
  const cx = w * (0.25 + r() * 0.5)
  const colors = [art.color, art.accent, '#fffaf2', art.color, art.accent]
  const arches = colors
    .map(
      (c, i) =>
        `<circle cx="${cx}" cy="${h * 1.05}" r="${h * (0.95 - i * 0.17)}" fill="${c}" fill-opacity="${i % 3 === 2 ? 0.9 : 0.75 + i * 0.05}"/>`,
    )
    .join('')
  const bx = cx > w / 2 ? w * (0.12 + r() * 0.1) : w * (0.78 + r() * 0.1)
  const by = h * (0.22 + r() * 0.12)
  return `${arches}<circle cx="${bx}" cy="${by}" r="${h * 0.15}" fill="${art.color}"/>
  ${motif(art.motif, bx, by, h * 0.075, '#fffaf2')}${dots(art, r, w, h * 0.5, 10)}`
}

// a tilted grid of motifs, alternating hub colour and cream, with one spotlight circle
const patternLayout: Layout = (art, r, w, h) => {
  const cols = 6
  const rows = 4
  const step = w / cols
  const spot = { x: w * (0.2 + r() * 0.6), y: h * (0.3 + r() * 0.4) }
  const cells = Array.from({ length: cols * rows }, (_, i) => {
    const x = (i % cols) * step + step / 2
    const y = Math.floor(i / cols) * (h / rows) + h / rows / 2
    return motif(
      art.motif,
      x,
      y,
      step * 0.22,
      (i + Math.floor(i / cols)) % 2 ? art.color : '#fffaf2',
    )
  }).join('')
  return `<circle cx="${spot.x}" cy="${spot.y}" r="${h * 0.38}" fill="url(#sun)" fill-opacity=".9"/>
  <g transform="rotate(${(-8 + r() * 16).toFixed(1)} ${w / 2} ${h / 2})" opacity=".9">${cells}</g>`
}

// broad diagonal bands with the motif large on the widest band
const stripeLayout: Layout = (art, r, w, h) => {
  const colors = [art.color, art.accent, '#fffaf2', art.color]
  const band = w * 0.22
  const bands = colors
    .map(
      (c, i) =>
        `<path d="M${-w * 0.2 + i * band * 1.3},${h} L${w * 0.25 + i * band * 1.3},0 L${w * 0.25 + i * band * 1.3 + band},0 L${-w * 0.2 + i * band * 1.3 + band},${h}Z" fill="${c}" fill-opacity="${i === 2 ? 0.9 : 0.8}"/>`,
    )
    .join('')
  const mx = w * (0.68 + r() * 0.12)
  const my = h * (0.35 + r() * 0.3)
  return `${bands}<circle cx="${mx}" cy="${my}" r="${h * 0.2}" fill="${art.color}"/>
  ${motif(art.motif, mx, my, h * 0.11, '#fffaf2')}${dots(art, r, w, h, 12)}`
}

// the canvas split in two tones, a half-and-half circle across the seam
const splitLayout: Layout = (art, r, w, h) => {
  const x = w * (0.4 + r() * 0.2)
  const cy = h * (0.45 + r() * 0.1)
  const rr = h * 0.32
  return `<rect x="${x}" width="${w - x}" height="${h}" fill="${art.color}" fill-opacity=".9"/>
  <path d="M${x},${cy - rr} A${rr},${rr} 0 0 0 ${x},${cy + rr}Z" fill="${art.color}"/>
  <path d="M${x},${cy - rr} A${rr},${rr} 0 0 1 ${x},${cy + rr}Z" fill="#fffaf2"/>
  ${motif(art.motif, x + rr * 0.45, cy, rr * 0.28, art.color)}${motif(art.motif, x - rr * 0.45, cy, rr * 0.28, '#fffaf2')}
  <rect x="${w * 0.06}" y="${h * 0.86}" width="${w * 0.2}" height="${h * 0.025}" rx="${h * 0.012}" fill="${art.color}" fill-opacity=".6"/>`
}

function dots(art: HubArt, r: () => number, w: number, h: number, n: number) {
  return Array.from({ length: n }, () => {
    const size = h * (0.006 + r() * 0.012)
    return `<circle cx="${(w * r()).toFixed(0)}" cy="${(h * r()).toFixed(0)}" r="${size.toFixed(1)}" fill="${art.color}" fill-opacity=".45"/>`
  }).join('')
}

const LAYOUTS = [sunLayout, archLayout, patternLayout, stripeLayout, splitLayout]

/** A wide editorial cover (or inline picture) for a hub; `seed` picks the details, `layout` the composition. */
export function coverSvg(
  hubId: string,
  seed: string,
  w = 1600,
  h = 1000,
  layout = 0,
  palette?: HubArt,
) {
  const art = palette ?? HUB_ART[hubId] ?? HUB_ART['game-face']!
  const r = rng(seed)
  const bg = SAND[Math.floor(r() * 3)]!
  const body = LAYOUTS[layout % LAYOUTS.length]!(art, r, w, h)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${art.accent}"/></linearGradient>
    <radialGradient id="sun" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${art.accent}"/><stop offset=".55" stop-color="${art.color}"/><stop offset="1" stop-color="${art.color}" stop-opacity=".85"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${body}
</svg>`
}

/** A square portrait-style avatar: a soft silhouette on a hub-coloured backdrop. */
export function avatarSvg(hubId: string, seed: string, size = 400) {
  const r = rng(seed)
  // a backdrop from the hub's colour family, so two authors of one hub do not look alike
  const palettes = HUB_PALETTES[hubId] ?? HUB_PALETTES['game-face']!
  const art = palettes[Math.floor(r() * palettes.length)]!
  const skin = ['#8d5a3b', '#c68a63', '#e5b894', '#5c3a24', '#f0cfb0'][Math.floor(r() * 5)]!
  const hair = ['#2b1a12', '#4a2b1a', '#1b1b1b', '#7a4a26'][Math.floor(r() * 4)]!
  const style = Math.floor(r() * 3) // 0 bun, 1 long hair, 2 short
  const s = size
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 100 100">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.accent}"/><stop offset="1" stop-color="${art.color}"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  <circle cx="${20 + r() * 60}" cy="${15 + r() * 20}" r="${14 + r() * 8}" fill="#fffaf2" fill-opacity=".25"/>
  <g transform="translate(50 62) scale(1.28) translate(-50 -62)">
  ${style === 0 ? `<circle cx="50" cy="24" r="10" fill="${hair}"/>` : ''}
  ${style === 1 ? `<path d="M30,44 C26,62 28,78 36,84 L64,84 C72,78 74,62 70,44Z" fill="${hair}"/>` : ''}
  <ellipse cx="50" cy="45" rx="${19 + r() * 3}" ry="${21 + r() * 3}" fill="${hair}"/>
  <path d="M16,104 C18,80 33,71 50,71 C67,71 82,80 84,104Z" fill="${art.color}"/>
  <path d="M42,60 L58,60 L57,73 C54,76 46,76 43,73Z" fill="${skin}"/>
  <ellipse cx="50" cy="47" rx="14.5" ry="17.5" fill="${skin}"/>
  <path d="M35,44 C35,29 46,25 56,28 C63,30 66,37 65,44 C59,37 48,35 35,44Z" fill="${hair}"/>
  <path d="M44,57 Q50,61 56,57" fill="none" stroke="#3b2f2a" stroke-opacity=".55" stroke-width="1.4" stroke-linecap="round"/>
  </g>
</svg>`
}

/** Rasterises an SVG to a lossless PNG buffer that processImage accepts. */
export function renderSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
}
