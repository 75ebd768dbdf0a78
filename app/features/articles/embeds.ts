// Embeds from a pasted link: which providers we know, how their links look, and the address of
// their player. Pure (browser and server): nothing here fetches; the reader's browser loads the
// player only after a click and the 'marketing' consent (components/embed-facade.tsx).
import type { EmbedProviderId } from '#app/db/schema'

export const EMBED_REFUSAL = 'We can embed YouTube, TikTok, Instagram, Spotify, X and Vimeo links.'

export type ParsedEmbed = {
  provider: EmbedProviderId
  /** the provider's id of the post; Spotify's is "<kind>/<id>" */
  id: string
  /** the link normalised to the provider's canonical address */
  url: string
  /** the player's address (an iframe's src) */
  embedUrl: string
}

const YT_ID = /^[A-Za-z0-9_-]{11}$/
const NUM_ID = /^\d{1,25}$/
const SLUG_ID = /^[A-Za-z0-9_-]{1,64}$/
const SPOTIFY_KINDS = ['track', 'album', 'playlist', 'episode', 'show', 'artist'] as const

function hostOf(u: URL) {
  return u.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '')
}

function youtube(u: URL, host: string): string | null {
  const parts = u.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return parts[0] ?? null
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com' && host !== 'music.youtube.com')
    return null
  if (parts[0] === 'watch') return u.searchParams.get('v')
  if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) return parts[1] ?? null
  return null
}

function parseKnown(u: URL): Omit<ParsedEmbed, 'embedUrl' | 'url'> | null {
  const host = hostOf(u)
  const parts = u.pathname.split('/').filter(Boolean)
  const yt = youtube(u, host)
  if (yt !== null) return YT_ID.test(yt) ? { provider: 'youtube', id: yt } : null
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = parts.find((p) => NUM_ID.test(p))
    return id ? { provider: 'vimeo', id } : null
  }
  if (host === 'tiktok.com') {
    // /@user/video/123 or /embed/v2/123
    const i = parts.indexOf('video')
    const id = i >= 0 ? parts[i + 1] : parts[0] === 'embed' ? parts.at(-1) : undefined
    return id && NUM_ID.test(id) ? { provider: 'tiktok', id } : null
  }
  if (host === 'instagram.com') {
    const i = parts.findIndex((p) => p === 'p' || p === 'reel' || p === 'tv')
    const id = i >= 0 ? parts[i + 1] : undefined
    return id && SLUG_ID.test(id) ? { provider: 'instagram', id: `${parts[i]}/${id}` } : null
  }
  if (host === 'open.spotify.com') {
    const rest = parts[0] === 'embed' ? parts.slice(1) : parts
    const [kind, id] = rest[0]?.startsWith('intl-') ? rest.slice(1) : rest
    return kind && id && (SPOTIFY_KINDS as readonly string[]).includes(kind) && SLUG_ID.test(id)
      ? { provider: 'spotify', id: `${kind}/${id}` }
      : null
  }
  if (host === 'twitter.com' || host === 'x.com') {
    const i = parts.indexOf('status')
    const id = i >= 1 ? parts[i + 1] : undefined
    return id && NUM_ID.test(id) ? { provider: 'x', id } : null
  }
  return null
}

/** The canonical address and the player's address of a provider's post. */
export function embedAddresses(provider: EmbedProviderId, id: string) {
  switch (provider) {
    case 'youtube':
      return {
        url: `https://www.youtube.com/watch?v=${id}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
      }
    case 'vimeo':
      return {
        url: `https://vimeo.com/${id}`,
        embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
      }
    case 'tiktok':
      return {
        url: `https://www.tiktok.com/embed/v2/${id}`,
        embedUrl: `https://www.tiktok.com/embed/v2/${id}`,
      }
    case 'instagram':
      return {
        url: `https://www.instagram.com/${id}/`,
        embedUrl: `https://www.instagram.com/${id}/embed/`,
      }
    case 'spotify':
      return {
        url: `https://open.spotify.com/${id}`,
        embedUrl: `https://open.spotify.com/embed/${id}`,
      }
    case 'x':
      return {
        url: `https://x.com/i/status/${id}`,
        embedUrl: `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`,
      }
  }
}

/** A pasted link to {provider, id, canonical url, player url}, or the refusal to show. */
export function parseEmbedUrl(
  input: string,
): { ok: true; embed: ParsedEmbed } | { ok: false; error: string } {
  const raw = input.trim()
  if (!raw) return { ok: false, error: 'Paste the link of the post or video' }
  if (raw.length > 2048) return { ok: false, error: 'The link is too long' }
  let u: URL
  try {
    u = new URL(/^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`)
  } catch {
    return { ok: false, error: `That is not a link. ${EMBED_REFUSAL}` }
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.username || u.password)
    return { ok: false, error: EMBED_REFUSAL }
  const known = parseKnown(u)
  if (!known) return { ok: false, error: EMBED_REFUSAL }
  return { ok: true, embed: { ...known, ...embedAddresses(known.provider, known.id) } }
}

/** The provider's thumbnail, when it has a fixed address (fetched once, at save, if reachable). */
export function thumbnailSource(provider: EmbedProviderId, id: string): string | null {
  return provider === 'youtube' ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null
}
