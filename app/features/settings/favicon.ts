// Browser-safe: the <link rel="icon"> of every page (the URL comes from the favicon_url setting).

/** The link type for an icon URL, from its extension (none when unknown: the browser sniffs). */
export function faviconType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase()
  return ext
    ? (
        {
          svg: 'image/svg+xml',
          png: 'image/png',
          ico: 'image/x-icon',
          webp: 'image/webp',
          gif: 'image/gif',
          jpg: 'image/jpeg',
          jpeg: 'image/jpeg',
        } as Record<string, string>
      )[ext]
    : undefined
}
