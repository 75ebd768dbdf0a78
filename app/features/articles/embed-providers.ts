// The embed providers' names and colours: all the public page's facade needs before a click (the
// link rules and the players' addresses are in embeds.ts, loaded on click).
import type { EmbedProviderId } from '#app/db/schema'

export type { EmbedProviderId }

export type EmbedProvider = {
  id: EmbedProviderId
  name: string
  /** the facade's colour, drawn locally (no logo is fetched) */
  color: string
  /** the player's origin, the one address the CSP's frame-src allows for it */
  frameOrigin: string
}

export const EMBED_PROVIDERS: Record<EmbedProviderId, EmbedProvider> = {
  youtube: {
    id: 'youtube',
    name: 'YouTube',
    color: '#c4302b',
    frameOrigin: 'https://www.youtube-nocookie.com',
  },
  tiktok: { id: 'tiktok', name: 'TikTok', color: '#111111', frameOrigin: 'https://www.tiktok.com' },
  instagram: {
    id: 'instagram',
    name: 'Instagram',
    color: '#c13584',
    frameOrigin: 'https://www.instagram.com',
  },
  spotify: {
    id: 'spotify',
    name: 'Spotify',
    color: '#1a7f3c',
    frameOrigin: 'https://open.spotify.com',
  },
  x: { id: 'x', name: 'X', color: '#14171a', frameOrigin: 'https://platform.twitter.com' },
  vimeo: { id: 'vimeo', name: 'Vimeo', color: '#1a6fa0', frameOrigin: 'https://player.vimeo.com' },
}
