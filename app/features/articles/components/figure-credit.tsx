// A figure's credit line and focal point, from the block and the media library.
/** What the media library knows of an image: its credit, licence and focal point (percent). */
export type MediaDetails = { credit: string; licence: string; focalX: number; focalY: number }
export type MediaDetailsByUrl = Record<string, MediaDetails>

/** "Photo: Jo Lee · CC BY 4.0": the block's own credit wins over the library's. */
export function creditLine(own: string | undefined, media: MediaDetails | undefined) {
  const credit = own?.trim() || media?.credit
  return [credit && `Photo: ${credit}`, media?.licence].filter(Boolean).join(' · ')
}

/**
 * The focal point as a CSS variable for a cropped image inside: its class reads
 * `[object-position:var(--focal,50%_50%)]`, so the shared picture component needs no style prop.
 */
export function focalStyle(media: MediaDetails | undefined) {
  return media && ({ '--focal': `${media.focalX}% ${media.focalY}%` } as React.CSSProperties)
}
