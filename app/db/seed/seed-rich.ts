// The seed's richer blocks and cross-links: three stories show every block kind (figures with a
// credit, a gallery, a pull quote, a callout, a divider and an embed facade of each provider), and
// every published story links two others inside its last paragraph. Images are "@pool/<n>" until
// the seed resolves them (seed-content.server.ts).
import type { ContentBlock } from '#app/db/schema'
import { plainToRich, richToPlainText, type RichDoc } from '#app/features/articles/rich-text'
import type { SeedArticle } from './seed-kit'

const STUDIO = 'Beyond the Game studio'

const figure = (pool: number, caption: string, credit = STUDIO): ContentBlock => ({
  type: 'image',
  image_url: `@pool/${pool}`,
  caption,
  alt_text: '',
  credit,
})
const gallery = (pools: number[], caption: string): ContentBlock => ({
  type: 'gallery',
  caption,
  images: pools.map((n) => ({ url: `@pool/${n}`, alt: '' })),
})
const embed = (
  provider: Extract<ContentBlock, { type: 'embed' }>['provider'],
  embed_id: string,
  url: string,
  title: string,
): ContentBlock => ({ type: 'embed', provider, embed_id, url, title })

/** Blocks added after the second block of these stories. */
export const RICH_EXTRAS: Record<string, ContentBlock[]> = {
  'sports-bra-fit-guide': [
    figure(2, 'The jump test, done right: arms up, band level, no bounce.'),
    {
      type: 'callout',
      tone: 'tip',
      text: 'Try bras on at the end of the day, after training: that is the size you need support at.',
    },
    gallery([3, 4, 5, 6], 'Four shapes that passed our fit check, from low to high impact.'),
    {
      type: 'pullquote',
      text: 'A good fit is not vanity. It is equipment.',
      attribution: 'Jess Alvarez, Fit Check',
    },
    embed(
      'youtube',
      'M7lc1UVf-VE',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'The five-minute sports bra fit check, on video',
    ),
    { type: 'divider' },
    embed(
      'spotify',
      'episode/4rOoJ6Egrf8K2IrywzwOMk',
      'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
      'Podcast: gear that fits the athlete',
    ),
  ],
  'sweat-proof-skincare-routine': [
    figure(3, 'Cleanser, moisturiser, SPF: the whole kit fits in a side pocket.'),
    {
      type: 'callout',
      tone: 'warning',
      text: 'Stop using any product that stings or leaves a rash, and ask a doctor or a pharmacist before trying prescription-strength acids.',
    },
    embed(
      'tiktok',
      '7234567890123456789',
      'https://www.tiktok.com/@beyondthegame/video/7234567890123456789',
      'Our 60-second post-practice routine',
    ),
    gallery([1, 5, 7], 'Before practice, during a break, after the shower.'),
    embed(
      'instagram',
      'p/CxYz123AbC',
      'https://www.instagram.com/p/CxYz123AbC/',
      'What is in the team bag this season',
    ),
    { type: 'divider' },
  ],
  'pressure-is-a-privilege': [
    {
      type: 'pullquote',
      text: 'Pressure means you are somewhere that matters.',
      attribution: 'Billie Jean King',
    },
    figure(2, 'The last minute of a final: the moment most of us train for.'),
    {
      type: 'callout',
      tone: 'info',
      text: 'If nerves turn into panic attacks or stop you sleeping, talk to your team doctor or a counsellor: that is part of training too.',
    },
    embed(
      'x',
      '1460323737035677698',
      'https://x.com/beyondthegame/status/1460323737035677698',
      'A captain on the night before a final',
    ),
    { type: 'divider' },
    embed(
      'vimeo',
      '76979871',
      'https://vimeo.com/76979871',
      'Breathing under pressure, a short film',
    ),
  ],
}

/** The stories with their extra blocks (after the second block). */
export function withRichExtras(a: SeedArticle): ContentBlock[] {
  const extra = RICH_EXTRAS[a.slug]
  return extra ? [...a.blocks.slice(0, 2), ...extra, ...a.blocks.slice(2)] : a.blocks
}

type Target = { slug: string; title: string; path: string }

/**
 * Adds "Keep reading: [A](/hub/..) and [B](/hub/..)." to the story's last text block: the next
 * story of the same hub and one from the next hub, so links cross hubs as well.
 */
export function withReadingLinks(blocks: ContentBlock[], links: Target[]): ContentBlock[] {
  const i = blocks.findLastIndex((b) => b.type === 'text')
  if (i < 0 || !links.length) return blocks
  const b = blocks[i] as Extract<ContentBlock, { type: 'text' }>
  const doc: RichDoc = b.rich ?? plainToRich(b.text)
  const parts = links.flatMap((l, k) => [
    ...(k ? [{ type: 'text' as const, text: k === links.length - 1 ? ' and ' : ', ' }] : []),
    {
      type: 'text' as const,
      text: l.title,
      marks: [{ type: 'link' as const, attrs: { href: l.path } }],
    },
  ])
  const rich: RichDoc = {
    ...doc,
    content: [
      ...doc.content,
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Keep reading: ' }, ...parts, { type: 'text', text: '.' }],
      },
    ],
  }
  const next = [...blocks]
  next[i] = { type: 'text', text: richToPlainText(rich), rich }
  return next
}
