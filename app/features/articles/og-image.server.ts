// 1200x630 social cards, drawn as SVG and rasterised with sharp (system fonts only: DejaVu).
// Cached in memory and on disk, keyed by what is drawn, so an edited title gets a new card.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { loadSharp } from '#app/utils/sharp.server'
import { SITE } from '#app/utils/site'
import { hubTheme } from './hub-theme'

export const OG_SIZE = { width: 1200, height: 630 } as const

export type OgCard = {
  eyebrow: string
  title: string
  footer: string
  hubId: string
  color: string | null
}

function esc(s: string) {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )
}

/** Greedy word wrap by character count; the last line gets an ellipsis when text is left over. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ')
  const lines: string[] = []
  let line = ''
  let i = 0
  for (; i < words.length; i++) {
    const w = words[i]!
    const next = line ? `${line} ${w}` : w
    if (next.length <= perLine || !line) {
      line = next
      continue
    }
    lines.push(line)
    line = w
    if (lines.length === maxLines) break
  }
  if (lines.length < maxLines && line) {
    lines.push(line)
    line = ''
  }
  if (i < words.length || line) {
    const last = lines[maxLines - 1] ?? ''
    lines[maxLines - 1] =
      (last.length > perLine - 1 ? last.slice(0, perLine - 1) : last).replace(/[\s,.;:–-]+$/, '') +
      '…'
  }
  return lines.map((l) => (l.length > perLine + 6 ? l.slice(0, perLine + 5) + '…' : l))
}

export function ogSvg(card: OgCard): string {
  const theme = hubTheme(card.hubId, card.color)
  const long = card.title.length > 48
  // DejaVu Serif Bold averages ~0.62em per character: keep lines inside the 1040 px text column
  const size = long ? 54 : 68
  const lines = wrapTitle(card.title, long ? 30 : 24, 4)
  const top = 630 / 2 - ((lines.length - 1) * size * 1.15) / 2 + 10
  const text = lines
    .map((l, i) => `<tspan x="80" y="${Math.round(top + i * size * 1.15)}">${esc(l)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fbf8f3"/>
  <circle cx="1120" cy="90" r="260" fill="${theme.tint}"/>
  <circle cx="1150" cy="560" r="140" fill="${theme.soft}" opacity=".7"/>
  <rect x="0" y="0" width="1200" height="14" fill="${theme.base}"/>
  <text x="80" y="104" font-family="DejaVu Sans" font-weight="700" font-size="26" letter-spacing="5" fill="#1d1a16">${esc(SITE.name.toUpperCase())}</text>
  <rect x="80" y="132" rx="20" width="${Math.max(120, card.eyebrow.length * 15 + 44)}" height="40" fill="${theme.strong}"/>
  <text x="102" y="159" font-family="DejaVu Sans" font-weight="700" font-size="20" letter-spacing="2" fill="#ffffff">${esc(card.eyebrow.toUpperCase())}</text>
  <text font-family="DejaVu Serif" font-weight="700" font-size="${size}" fill="#1d1a16">${text}</text>
  <rect x="80" y="540" width="64" height="4" fill="${theme.base}"/>
  <text x="160" y="548" font-family="DejaVu Sans" font-size="24" fill="#5e4630">${esc(card.footer.length > 64 ? card.footer.slice(0, 63) + '…' : card.footer)}</text>
</svg>`
}

const memory = new Map<string, Buffer>()
const MEMORY_MAX = 200
const diskDir = path.join(os.tmpdir(), 'btg-og-cache')

/** PNG for the card, from memory, disk, or drawn now. */
export async function renderOgPng(card: OgCard): Promise<Buffer> {
  const key = createHash('sha1').update(JSON.stringify(card)).digest('hex')
  const hit = memory.get(key)
  if (hit) return hit
  const file = path.join(diskDir, `${key}.png`)
  let png = await readFile(file).catch(() => null)
  if (!png) {
    png = await (
      await loadSharp()
    )(Buffer.from(ogSvg(card)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
    await mkdir(diskDir, { recursive: true })
    // write then rename: another process never reads a half-written file
    const tmp = `${file}.${process.pid}.tmp`
    await writeFile(tmp, png)
      .then(() => rename(tmp, file))
      .catch(() => {})
  }
  if (memory.size >= MEMORY_MAX) memory.delete(memory.keys().next().value!)
  memory.set(key, png)
  return png
}
