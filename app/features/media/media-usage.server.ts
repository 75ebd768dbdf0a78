// Where a media file is used: counts for the library's grid, and the list for an item's details.
import { sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'

export type MediaUsage = { kind: string; title: string; href: string | null }

/** How many places use each URL (article covers, body images, social images, products, authors, members). */
export async function usageCounts(urls: string[]): Promise<Map<string, number>> {
  if (!urls.length) return new Map()
  const list = sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  )
  const res = await db.execute(sql`
    select url, count(*)::int as n from (
      select image_url as url from articles where image_url in (${list})
      union all select social_image_url from articles where social_image_url in (${list})
      union all select b->>'image_url' from articles, jsonb_array_elements(content_blocks) b where b->>'image_url' in (${list})
      union all select b->>'audio_url' from articles, jsonb_array_elements(content_blocks) b where b->>'audio_url' in (${list})
      union all select m.url from articles, jsonb_array_elements(content_blocks) b, media m
        where b->>'type' = 'video' and b->>'media_id' = m.id::text and m.url in (${list})
      union all select image_url from products where image_url in (${list})
      union all select avatar_url from authors where avatar_url in (${list})
      union all select avatar_url from profiles where avatar_url in (${list})
    ) u group by url`)
  return new Map(rowsOf<{ url: string; n: number }>(res).map((r) => [r.url, Number(r.n)]))
}
