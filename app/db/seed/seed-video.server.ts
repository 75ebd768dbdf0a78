// The demo video, made after the server is up (it takes FFmpeg some seconds of CPU, which the first
// page must not wait for): a slow pan across one of the seeded illustrations with a spoken narration
// (espeak-ng; tones where it is missing) and captions cut from the same script. It is stored like an
// editor's upload, transcoded by the media job queue, and the seeded article's video block (which
// names its fixed id) is then filled in from the transcoded files.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { DB } from '#app/db/client.server'
import { articles, media, mediaJobs } from '#app/db/schema'
import { withVideoDetails } from '#app/features/articles/article-videos.server'
import { runFfmpeg } from '#app/features/media/ffmpeg.server'
import { runVideoJobs } from '#app/features/media/video-jobs.server'
import { getMediaStorage } from '#app/utils/storage.server'
import { invalidatePublicCache } from '#app/utils/public-cache.server'
import { poolKey } from './seed-images.server'
import { encodeMp3, renderChimes } from './seed-audio.server'
import { speak } from './seed-speech.server'
import { SEED_VIDEO_ID } from './seed-kit'

const KEY = 'seed/video/wind-down-routine'
const IMAGE = poolKey('game-face', 2)

export const SEED_VIDEO_SCRIPT = [
  'This is your wind-down routine for the night before a game.',
  'An hour before bed, the screens go away. Put your phone on the charger across the room.',
  'Dim the lights, and let the room get cool and quiet.',
  'Write down tomorrow’s plan, so your mind does not have to hold it.',
  'Then lie back, breathe out slowly, and let your body do its best recovery work.',
]

/** Cues of one sentence each, timed by their share of the narration's length. */
export function captionsFor(sentences: string[], seconds: number) {
  const total = sentences.reduce((n, s) => n + s.length, 0)
  const stamp = (t: number) => {
    const ms = Math.round(t * 1000)
    const mm = String(Math.floor(ms / 60000)).padStart(2, '0')
    const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')
    return `${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`
  }
  let at = 0
  const cues = sentences.map((s, i) => {
    const end = at + (s.length / total) * seconds
    const cue = `${i + 1}\n${stamp(at)} --> ${stamp(end)}\n${s}`
    at = end
    return cue
  })
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}

async function compose(dir: string) {
  const storage = getMediaStorage()
  const picture = await storage.get(`${IMAGE}-1600.webp`)
  if (!picture) throw new Error(`the seeded illustration ${IMAGE} is missing`)
  const still = path.join(dir, 'still.png')
  await sharp(picture.body).resize(1600, 1000, { fit: 'cover' }).png().toFile(still)
  const voice = await speak(SEED_VIDEO_SCRIPT.join(' '), 140)
  const audio = path.join(dir, voice ? 'voice.wav' : 'voice.mp3')
  await writeFile(audio, voice ? voice.wav : encodeMp3(renderChimes([392, 440, 523.25, 440], 3)))
  const seconds = voice ? voice.pcm.length / voice.rate + 1 : 12
  const file = path.join(dir, 'demo.mp4')
  // a slow pan from left to right across the picture, the narration over it; at a lower CPU
  // priority, as every FFmpeg run (runFfmpeg): the first pages keep the CPU first
  await runFfmpeg(
    [
      '-loglevel',
      'error',
      '-y',
      '-loop',
      '1',
      '-framerate',
      '25',
      '-i',
      still,
      '-i',
      audio,
      '-filter_complex',
      `[0:v]crop=1280:720:x='(in_w-out_w)*t/${seconds.toFixed(2)}':y='(in_h-out_h)/2',format=yuv420p[v];[1:a]apad[a]`,
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-t',
      seconds.toFixed(2),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '24',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-movflags',
      '+faststart',
      file,
    ],
    { signal: AbortSignal.timeout(300_000) },
  )
  return { file, seconds, spoken: Boolean(voice) }
}

/** Makes the demo video when the seeded article names it and it does not exist yet. */
export async function seedDemoVideo(db: DB) {
  const [wanted] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      sql`${articles.contentBlocks} @> ${JSON.stringify([{ type: 'video', media_id: SEED_VIDEO_ID }])}::jsonb`,
    )
    .limit(1)
  if (!wanted) return
  const [existing] = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.id, SEED_VIDEO_ID))
  if (!existing) {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-video-'))
    try {
      const started = Date.now()
      const { file, seconds, spoken } = await compose(dir)
      const storage = getMediaStorage()
      await storage.putFile(`${KEY}.mp4`, file, 'video/mp4')
      const { size } = await stat(file)
      await db.transaction(async (tx) => {
        await tx.insert(media).values({
          id: SEED_VIDEO_ID,
          storageKey: KEY,
          originalName: 'wind-down-routine.mp4',
          mimeType: 'video/mp4',
          size,
          width: 1280,
          height: 720,
          altText: 'A slow pan across an illustration of a calm evening room',
          url: `/media/${KEY}.mp4`,
        })
        await tx.insert(mediaJobs).values({ mediaId: SEED_VIDEO_ID })
      })
      if (spoken) {
        const vtt = captionsFor(SEED_VIDEO_SCRIPT, seconds - 1)
        const captionsKey = `${KEY}-captions-en.vtt`
        await storage.put(captionsKey, Buffer.from(vtt), 'text/vtt')
        await db
          .update(media)
          .set({
            video: {
              renditions: [],
              posterKey: null,
              captions: [{ lang: 'en', label: 'English', key: captionsKey }],
            },
          })
          .where(eq(media.id, SEED_VIDEO_ID))
      }
      console.log(`Seed: demo video composed in ${Date.now() - started} ms, transcoding it now`)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
  await runVideoJobs()
  await fillVideoBlocks(db)
  // a background task, not a route: it empties the cached pages itself
  await invalidatePublicCache()
}

/** Copies the transcoded video into the seeded articles that show it (once it is ready). */
async function fillVideoBlocks(db: DB) {
  const rows = await db
    .select({ id: articles.id, contentBlocks: articles.contentBlocks })
    .from(articles)
    .where(
      sql`${articles.contentBlocks} @> ${JSON.stringify([{ type: 'video', media_id: SEED_VIDEO_ID }])}::jsonb`,
    )
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const filled = await withVideoDetails(tx, { contentBlocks: row.contentBlocks }, true)
      if ('input' in filled)
        await tx
          .update(articles)
          .set({ contentBlocks: filled.input.contentBlocks })
          .where(eq(articles.id, row.id))
    })
  }
}

/** After the server is up: a few seconds later, so the first page is not slowed by FFmpeg. */
export function scheduleDemoVideo(db: DB) {
  const timer = setTimeout(() => {
    seedDemoVideo(db).catch((error: unknown) =>
      console.error('Seed: the demo video could not be made', error),
    )
  }, 3000)
  timer.unref()
}
