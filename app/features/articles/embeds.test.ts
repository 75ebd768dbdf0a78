import { describe, expect, test } from 'vitest'
import { EMBED_REFUSAL, parseEmbedUrl } from './embeds'

const ok = (url: string) => {
  const r = parseEmbedUrl(url)
  if (!r.ok) throw new Error(`refused ${url}: ${r.error}`)
  return r.embed
}

describe('parseEmbedUrl', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'youtube', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=x', 'vimeo', '76979871'],
    ['https://www.tiktok.com/@athlete/video/7234567890123456789', 'tiktok', '7234567890123456789'],
    ['https://www.instagram.com/p/CxYz123AbC/?igsh=1', 'instagram', 'p/CxYz123AbC'],
    ['https://www.instagram.com/reel/C1a2B3c4D5e/', 'instagram', 'reel/C1a2B3c4D5e'],
    [
      'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
      'spotify',
      'episode/4rOoJ6Egrf8K2IrywzwOMk',
    ],
    [
      'https://open.spotify.com/intl-de/track/4uLU6hMCjMI75M1A2tKUQC',
      'spotify',
      'track/4uLU6hMCjMI75M1A2tKUQC',
    ],
    ['https://twitter.com/athlete/status/1460323737035677698', 'x', '1460323737035677698'],
    ['https://x.com/athlete/status/1460323737035677698?s=20', 'x', '1460323737035677698'],
  ])('%s is %s %s', (url, provider, id) => {
    expect(ok(url)).toMatchObject({ provider, id })
  })

  test('normalises to the canonical and player addresses', () => {
    expect(ok('http://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    })
    expect(ok('https://twitter.com/a/status/12').url).toBe('https://x.com/i/status/12')
    expect(ok('https://twitter.com/a/status/12').embedUrl).toMatch(
      /^https:\/\/platform\.twitter\.com\/embed\/Tweet\.html\?id=12/,
    )
    expect(ok('https://open.spotify.com/track/abc').embedUrl).toBe(
      'https://open.spotify.com/embed/track/abc',
    )
  })

  test.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'https://open.spotify.com/user/someone',
    'https://x.com/athlete',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
  ])('refuses %s with the list of providers', (url) => {
    const r = parseEmbedUrl(url)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toContain(EMBED_REFUSAL)
  })

  test('refuses an empty link and a very long one with their own messages', () => {
    expect(parseEmbedUrl(' ')).toEqual({ ok: false, error: 'Paste the link of the post or video' })
    expect(parseEmbedUrl(`https://youtu.be/${'a'.repeat(3000)}`)).toEqual({
      ok: false,
      error: 'The link is too long',
    })
  })
})
