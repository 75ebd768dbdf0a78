// Podcast episodes end to end on the server: an editor uploads audio through the media library,
// saves an article with an audio block, and the episode is served with byte ranges, found by the
// search dialog's 'Podcasts' type and /explore's tab, listed in the feeds with an enclosure and in
// the sitemap. Also the favicon_url setting reaching every page's head.
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { db } from '#app/db/client.server'
import { articles, media } from '#app/db/schema'
import { seedReadingFixtures } from '#app/features/articles/testing/reading-fixtures'
import { exploreArticles } from '#app/features/articles/explore.server'
import { encodeMp3, renderChimes } from '#app/db/seed/seed-audio.server'
import { inspectAudio } from '#app/features/media/audio.server'
import { parseSearchQuery } from '#app/features/search/search.schema'
import { hasPublicPodcasts, searchSite } from '#app/features/search/search.server'
import { buildFeed } from '#app/features/seo/feeds.server'
import { getSitemap } from '#app/features/seo/sitemaps.server'
import { loader as rootLoader } from '#app/root'
import * as articleNew from '#app/routes/admin/article-new'
import * as mediaRoute from '#app/routes/admin/media'
import * as settingsRoute from '#app/routes/admin/settings'
import { loader as mediaLoader } from '#app/routes/api/media'
import { parseRange } from '#app/utils/byte-range'
import { createUser, makeRequest, type TestUser } from '#tests/factories'

vi.setConfig({ testTimeout: 120_000 })
// shared data on, as in production: the favicon test shows a settings save empties it
vi.hoisted(() => {
  process.env.DATA_CACHE_SECONDS = '60'
})

let editor: TestUser
let member: TestUser
const mp3 = encodeMp3(renderChimes([440, 523.25, 659.25, 523.25], 1.5)) // 6 seconds

function multipart(user: TestUser | null, file: Blob, name: string) {
  const fd = new FormData()
  fd.append('file', file, name)
  fd.append('intent', 'upload')
  fd.append('respond', 'data')
  const encoded = new Response(fd)
  return encoded.arrayBuffer().then((body) => {
    const headers = new Headers({
      'Content-Type': encoded.headers.get('Content-Type')!,
      'Content-Length': String(body.byteLength),
      Origin: 'http://localhost:3000',
    })
    if (user) headers.set('Cookie', user.cookie)
    return new Request('http://localhost:3000/admin/media', {
      method: 'POST',
      headers,
      body,
    })
  })
}

async function call(fn: (a: never) => Promise<unknown>, request: Request) {
  try {
    const out = await fn({ request, params: {}, context: {} } as never)
    if (out instanceof Response)
      return { status: out.status, location: out.headers.get('Location'), body: null as unknown }
    const d = out as { type?: string; data?: unknown; init?: { status?: number } }
    return d?.type === 'DataWithResponseInit'
      ? { status: d.init?.status ?? 200, location: null, body: d.data }
      : { status: 200, location: null, body: out }
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: null, body: null }
    throw e
  }
}

async function getMedia(url: string, headers: Record<string, string> = {}) {
  const key = url.slice('/media/'.length)
  return mediaLoader({
    request: new Request(`http://localhost:3000${url}`, { headers }),
    params: { '*': key },
    context: {},
  } as never)
}

let audioUrl = ''
const blob = (buf: Buffer, type: string) => new Blob([new Uint8Array(buf)], { type })

beforeAll(async () => {
  await seedReadingFixtures()
  editor = await createUser({ role: 'editor' })
  member = await createUser()
})

describe('audio files', () => {
  test('the duration is read from the MP3 frames; other bytes are refused', () => {
    const info = inspectAudio(mp3)
    expect(info).toMatchObject({ format: 'mp3', mime: 'audio/mpeg' })
    expect(info.duration).toBeGreaterThanOrEqual(6)
    expect(info.duration).toBeLessThanOrEqual(7)
    expect(() => inspectAudio(Buffer.from('just some text, renamed to .mp3'))).toThrow(
      'Unsupported audio type. Please upload an MP3, M4A or OGG file.',
    )
  })

  test('an M4A movie header gives its duration', () => {
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8)
      head.writeUInt32BE(8 + body.length)
      head.write(type, 4, 'latin1')
      return Buffer.concat([head, body])
    }
    const mvhd = Buffer.alloc(100)
    mvhd.writeUInt32BE(1000, 12) // timescale
    mvhd.writeUInt32BE(93_500, 16) // duration: 93.5 s
    const file = Buffer.concat([
      box('ftyp', Buffer.from('M4A \0\0\0\0isom', 'latin1')),
      box('moov', box('mvhd', mvhd)),
    ])
    expect(inspectAudio(file)).toMatchObject({ format: 'm4a', mime: 'audio/mp4', duration: 94 })
  })

  test('members cannot upload; an editor uploads MP3 into the media library', async () => {
    const refused = await call(
      mediaRoute.action,
      await multipart(member, blob(mp3, 'audio/mpeg'), 'ep.mp3'),
    )
    expect(refused.status).toBe(403)
    const res = await call(
      mediaRoute.action,
      await multipart(editor, blob(mp3, 'audio/mpeg'), 'episode-one.mp3'),
    )
    expect(res.status).toBe(200)
    const m = (res.body as { media: { id: string; url: string } }).media
    expect(m.url).toMatch(/^\/media\/uploads\/\d{4}\/\d\d\/[0-9a-f-]+\.mp3$/)
    const [row] = await db.select().from(media).where(eq(media.id, m.id))
    expect(row).toMatchObject({ mimeType: 'audio/mpeg', size: mp3.length, width: 0 })
    expect(row!.durationSeconds).toBeGreaterThanOrEqual(6)
    audioUrl = m.url
  })

  test('a file that is not audio, or a PNG named .mp3, is refused with the type message', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer()
    for (const [body, name] of [
      [png, 'fake.mp3'],
      [Buffer.from('ID3 not really'), 'broken.mp3'],
    ] as const) {
      const res = await call(
        mediaRoute.action,
        await multipart(editor, blob(body, 'audio/mpeg'), name),
      )
      expect(res.status).toBe(400)
      expect((res.body as { errors: { file: string } }).errors.file).toMatch(
        /Unsupported audio type|could not be read/,
      )
    }
  })
})

describe('byte ranges on /media', () => {
  test('206 with Content-Range for a range, 200 with Accept-Ranges for the whole file', async () => {
    const whole = await getMedia(audioUrl)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    expect(whole.headers.get('Content-Type')).toBe('audio/mpeg')
    expect(Number(whole.headers.get('Content-Length'))).toBe(mp3.length)

    const part = await getMedia(audioUrl, { Range: 'bytes=0-99' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${mp3.length}`)
    expect(part.headers.get('Content-Type')).toBe('audio/mpeg')
    const bytes = Buffer.from(await part.arrayBuffer())
    expect(bytes.length).toBe(100)
    expect(bytes.equals(mp3.subarray(0, 100))).toBe(true)

    const tail = await getMedia(audioUrl, { Range: 'bytes=-10' })
    expect(tail.status).toBe(206)
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp3.subarray(mp3.length - 10))).toBe(true)

    const open = await getMedia(audioUrl, { Range: `bytes=${mp3.length - 5}-` })
    expect(open.headers.get('Content-Range')).toBe(
      `bytes ${mp3.length - 5}-${mp3.length - 1}/${mp3.length}`,
    )
  })

  test('416 with the size for a range past the end; a stale If-Range gets the whole file', async () => {
    const bad = await getMedia(audioUrl, { Range: `bytes=${mp3.length}-` })
    expect(bad.status).toBe(416)
    expect(bad.headers.get('Content-Range')).toBe(`bytes */${mp3.length}`)
    expect((await getMedia(audioUrl, { Range: 'bytes=50-10' })).status).toBe(416)
    const stale = await getMedia(audioUrl, { Range: 'bytes=0-9', 'If-Range': '"old"' })
    expect(stale.status).toBe(200)
  })

  test('parseRange rules', () => {
    expect(parseRange('bytes=0-0', 10)).toEqual([0, 0])
    expect(parseRange('bytes=5-100', 10)).toEqual([5, 9])
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable')
    expect(parseRange('bytes=-20', 10)).toEqual([0, 9])
    expect(parseRange('bytes=0-1,4-5', 10)).toBeNull() // several ranges: the whole file
    expect(parseRange('items=0-1', 10)).toBeNull()
    expect(parseRange('bytes=x-y', 10)).toBe('unsatisfiable')
  })
})

describe('a published episode', () => {
  let slug = ''
  const form = (blocks: { audio_url: string; transcript: string }) => ({
    intent: 'publish',
    title: 'Podcast: Warm-Up Playlist Science',
    slug: 'podcast-warm-up-playlist-science',
    excerpt: 'Why the right song before a game helps, in six seconds of chimes.',
    hubId: 'game-face',
    category: 'Wellness',
    tags: 'podcast, music',
    authorId: '',
    imageUrl: '',
    imageAlt: '',
    metaTitle: '',
    metaDescription: '',
    socialImageUrl: '',
    socialTitle: '',
    socialDescription: '',
    block_type: ['text', 'audio'],
    block_text: ['Press play before warm-up.', ''],
    block_heading: ['', ''],
    block_level: ['', ''],
    block_image_url: ['', ''],
    block_caption: ['', ''],
    block_alt_text: ['', ''],
    block_items: ['', ''],
    block_audio_url: ['', blocks.audio_url],
    block_transcript: ['', blocks.transcript],
  })

  test('no podcast yet: the search filter is hidden and the podcast type finds nothing', async () => {
    expect(await hasPublicPodcasts()).toBe(false)
    expect(
      await searchSite(parseSearchQuery(new URLSearchParams('q=playlist&type=podcast'))),
    ).toEqual([])
  })

  test('the editor refuses an audio block without an uploaded file or a transcript', async () => {
    const res = await call(
      articleNew.action,
      makeRequest('/admin/articles/new', {
        user: editor,
        form: form({ audio_url: '/media/uploads/2026/01/not-uploaded.mp3', transcript: '' }),
      }),
    )
    expect(res.status).toBe(400)
    const errors = (res.body as { errors: Record<string, string> }).errors
    expect(errors['blocks.1.transcript']).toBe('Add a transcript for readers who cannot listen')
    const missing = await call(
      articleNew.action,
      makeRequest('/admin/articles/new', {
        user: editor,
        form: form({ audio_url: '/media/uploads/2026/01/not-uploaded.mp3', transcript: 'Hi.' }),
      }),
    )
    expect(missing.status).toBe(400)
    expect((missing.body as { errors: Record<string, string> }).errors['blocks.1.audio_url']).toBe(
      'Upload an audio file or choose one from the library',
    )
  })

  test('publishing an article with an audio block makes it a podcast with the file details', async () => {
    const res = await call(
      articleNew.action,
      makeRequest('/admin/articles/new', {
        user: editor,
        form: form({ audio_url: audioUrl, transcript: 'Music <b>lifts</b> your heart rate.' }),
      }),
    )
    expect(res.status).toBe(302)
    const [row] = await db
      .select()
      .from(articles)
      .where(eq(articles.slug, 'podcast-warm-up-playlist-science'))
    slug = row!.slug
    expect(row!.isPodcast).toBe(true)
    expect(row!.contentBlocks[1]).toEqual({
      type: 'audio',
      audio_url: audioUrl,
      mime_type: 'audio/mpeg',
      size: mp3.length,
      duration: expect.any(Number),
      transcript: 'Music <b>lifts</b> your heart rate.',
    })
    expect(await hasPublicPodcasts()).toBe(true)
  })

  test('search: the Podcasts type finds only episodes, typed as podcasts; Articles still include them', async () => {
    const podcasts = await searchSite(
      parseSearchQuery(new URLSearchParams('q=playlist&type=podcast')),
    )
    expect(podcasts.map((r) => [r.type, r.href])).toEqual([['podcast', `/hub/game-face/${slug}`]])
    const skincare = await searchSite(
      parseSearchQuery(new URLSearchParams('q=skincare&type=podcast')),
    )
    expect(skincare).toEqual([])
    const all = await searchSite(parseSearchQuery(new URLSearchParams('q=playlist')))
    expect(all.some((r) => r.type === 'podcast')).toBe(true)
  })

  test('/explore has a Podcasts tab listing episodes only', async () => {
    const list = await exploreArticles({
      q: '',
      category: '',
      tag: '',
      tab: 'podcasts',
      sort: 'newest',
      page: 1,
    })
    expect(list.items.map((a) => a.slug)).toEqual([slug])
  })

  test('the feeds give the episode an audio enclosure with url, length and type', async () => {
    for (const hub of [undefined, 'game-face']) {
      const xml = (await buildFeed(hub))!
      const item = xml.split('<item>').find((i) => i.includes(slug))!
      expect(item).toContain(
        `<enclosure url="http://localhost:3000${audioUrl}" length="${mp3.length}" type="audio/mpeg"/>`,
      )
      expect(item).toMatch(/<itunes:duration>\d+<\/itunes:duration>/)
      // one enclosure per item (RSS 2.0)
      expect(item.match(/<enclosure /g)).toHaveLength(1)
    }
  })

  test('the articles sitemap lists the episode', async () => {
    const built = await getSitemap('articles', 1)
    expect(built!.xml).toContain(`<loc>http://localhost:3000/hub/game-face/${slug}</loc>`)
  })
})

describe('favicon', () => {
  const rootFavicon = async () => {
    const out = (await rootLoader({
      request: makeRequest('/'),
      params: {},
      context: {},
    } as never)) as unknown as { data: { favicon: { href: string } } }
    return out.data.favicon.href
  }

  test('defaults to /favicon.svg; an admin setting changes every page head', async () => {
    expect(await rootFavicon()).toBe('/favicon.svg')
    expect(await rootFavicon()).toBe('/favicon.svg') // kept in the shared data
    const admin = await createUser({ role: 'admin' })
    const res = await call(
      settingsRoute.action,
      makeRequest('/admin/settings', {
        user: admin,
        form: {
          favicon_url: 'https://cdn.example.com/icons/team.png',
          article_categories: 'Wellness',
          sport_options: 'Soccer',
          content_preferences: 'Training',
          banned_words: '',
        },
      }),
    )
    expect(res.status).toBe(200)
    expect(await rootFavicon()).toBe('https://cdn.example.com/icons/team.png')
  })
})
