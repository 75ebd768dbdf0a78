// Where a feed lives; browser-safe, so pages can link to feeds without the feed builder.
export function feedPath(hubId?: string | null) {
  return hubId ? `/hub/${hubId}/feed.xml` : '/feed.xml'
}
