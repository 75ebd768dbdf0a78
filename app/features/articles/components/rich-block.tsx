// The richer blocks, as one lazily loaded module (article-body.tsx): gallery, pull quote, callout,
// divider and embed facade.
import type { ContentBlock } from '#app/db/schema'
import { EmbedFacade } from './embed-facade'
import type { MediaDetailsByUrl } from './figure-credit'
import { CalloutBlock, DividerBlock, GalleryBlock, PullQuoteBlock } from './rich-blocks-view'

export default function RichBlock({
  block,
  media,
  index,
}: {
  block: ContentBlock
  media: MediaDetailsByUrl
  index: number
}) {
  switch (block.type) {
    case 'gallery':
      return <GalleryBlock block={block} media={media} index={index} />
    case 'pullquote':
      return <PullQuoteBlock block={block} />
    case 'callout':
      return <CalloutBlock block={block} />
    case 'divider':
      return <DividerBlock />
    case 'embed':
      return <EmbedFacade block={block} />
    default:
      return null
  }
}
