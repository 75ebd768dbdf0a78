// A video block on the article page: the browser's own player, nothing loaded before it is played
// (preload="none"; the poster is the only request), the 480p file on small screens and the 720p one
// elsewhere, the captions as a track. Served by /media with byte ranges, so seeking works.
import type { ContentBlock } from '#app/db/schema'

type VideoBlock = Extract<ContentBlock, { type: 'video' }>

const local = (url: string) => /^\/media\/[A-Za-z0-9_/-]+\.[a-z0-9]+$/.test(url)

export function ArticleVideo({ block, index }: { block: VideoBlock; index: number }) {
  const sources = (block.sources ?? []).filter((s) => local(s.url))
  if (!sources.length) return null
  // tallest first in the block; the smallest is offered first to small screens
  const byHeight = [...sources].sort((a, b) => b.height - a.height)
  const large = byHeight[0]!
  const small = byHeight.length > 1 ? byHeight.at(-1)! : null
  const id = `video-${index}`
  return (
    <figure className="my-10 md:-mx-10" aria-labelledby={`${id}-title`}>
      {/* the caption tracks are rendered from the block's list below, which the rule cannot see */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        controls
        preload="none"
        playsInline
        poster={local(block.poster) ? block.poster : undefined}
        width={large.width}
        height={large.height}
        aria-labelledby={`${id}-title`}
        className="aspect-video h-auto w-full rounded-2xl bg-ink"
      >
        {small ? <source src={small.url} type="video/mp4" media="(max-width: 640px)" /> : null}
        <source src={large.url} type="video/mp4" />
        {(block.captions ?? [])
          .filter((c) => local(c.url))
          .map((c, i) => (
            <track
              key={c.url}
              kind="captions"
              src={c.url}
              srcLang={c.lang}
              label={c.label}
              default={i === 0}
            />
          ))}
        <a href={(small ?? large).url}>Download the video</a>
      </video>
      <figcaption className="mt-3 text-sm text-sand-800">
        <span id={`${id}-title`} className="font-semibold text-ink">
          {block.title}
        </span>
        {block.description ? <span> {block.description}</span> : null}
      </figcaption>
    </figure>
  )
}
