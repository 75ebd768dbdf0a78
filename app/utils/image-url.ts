// Browser-safe. Images stored through the media storage live at /media/<key>.<ext>; for each of them
// the storage also writes /media/<key>-<width>.avif and .webp for every width in IMAGE_WIDTHS
// (never upscaled: a small original gives variants of its own size). Other URLs pass through.
import { isSitePath, isWebUrl } from './url-rules'

export const IMAGE_WIDTHS = [480, 960, 1600] as const

const MEDIA = /^\/media\/([\w\-/]+)\.(jpe?g|png|webp|avif|gif)$/i

export type ResponsiveImage = { src: string; avifSrcSet?: string; webpSrcSet?: string }

export function responsiveImage(url: string | null | undefined): ResponsiveImage | null {
  if (!url) return null
  const m = MEDIA.exec(url)
  if (!m) return { src: url }
  const key = m[1]!
  const set = (fmt: string) => IMAGE_WIDTHS.map((w) => `/media/${key}-${w}.${fmt} ${w}w`).join(', ')
  return { src: `/media/${key}-960.webp`, avifSrcSet: set('avif'), webpSrcSet: set('webp') }
}

/**
 * docs/product.md#validation image URL helper: only common image extensions; only http(s),
 * absolute-path or data URLs; http is upgraded to https. Returns null for anything else.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null
  const u = url.trim()
  if (u.startsWith('data:image/')) return u
  const ext = /\.(jpe?g|png|gif|webp|avif|svg)(\?.*)?$/i
  // a path of this site or a web address, by the URL parser (`/\\evil.example/a.png` is off-site)
  if (u.startsWith('/')) return isSitePath(u, { query: true }) && ext.test(u) ? u : null
  if (isWebUrl(u)) return ext.test(u) ? u.replace(/^http:/i, 'https:') : null
  return null
}
