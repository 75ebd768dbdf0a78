// /feed.xml (whole site) and /hub/{hubId}/feed.xml: RSS 2.0, no layout.
import type { Route } from './+types/feed'
import { buildFeed } from '#app/features/seo/feeds.server'

export async function loader({ params }: Route.LoaderArgs) {
  const xml = await buildFeed(params.hubId)
  if (xml === null) return new Response('Feed not found', { status: 404 })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  })
}
