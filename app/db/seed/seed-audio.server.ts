// The seed's podcast audio, produced offline: the episode's script spoken by espeak-ng
// (seed-speech.server.ts) or, on a machine without it, a sequence of soft chimes (sine tones with a
// short attack and a gentle decay), as 16-bit PCM encoded to MP3 with lamejs (pure JavaScript). The file then goes through the same validation and storage as an
// editor's upload (storeAudioFile), and gets a media row so the library lists it.
import { Mp3Encoder } from '@breezystack/lamejs'
import { eq } from 'drizzle-orm'
import type { DB } from '#app/db/client.server'
import { media } from '#app/db/schema'
import { storeAudioFile } from '#app/features/media/audio.server'
import { getMediaStorage } from '#app/utils/storage.server'
import { speak } from './seed-speech.server'

const RATE = 22050
const KBPS = 48

/** Mono PCM of the notes, each `noteSeconds` long. */
export function renderChimes(notes: number[], noteSeconds: number): Int16Array {
  const perNote = Math.round(RATE * noteSeconds)
  const pcm = new Int16Array(perNote * notes.length)
  notes.forEach((freq, n) => {
    for (let i = 0; i < perNote; i++) {
      const t = i / RATE
      const envelope = Math.min(1, t / 0.02) * Math.exp(-3 * t)
      const tone = Math.sin(2 * Math.PI * freq * t) + 0.3 * Math.sin(4 * Math.PI * freq * t)
      pcm[n * perNote + i] = Math.round(tone * envelope * 9000)
    }
  })
  return pcm
}

export function encodeMp3(pcm: Int16Array, rate = RATE): Buffer {
  const encoder = new Mp3Encoder(1, rate, KBPS)
  const parts: Buffer[] = []
  for (let i = 0; i < pcm.length; i += 1152) {
    const chunk = encoder.encodeBuffer(pcm.subarray(i, i + 1152))
    if (chunk.length) parts.push(Buffer.from(chunk))
  }
  parts.push(Buffer.from(encoder.flush()))
  return Buffer.concat(parts)
}

/**
 * The stored episode file for `name` (generated on the first run, reused after), as the audio block
 * fields the article keeps.
 */
export async function ensureEpisodeAudio(
  db: DB,
  name: string,
  sound: { notes: number[]; noteSeconds: number },
  script?: string,
) {
  // the spoken episode has its own key, so a file of tones from an older seed is not reused
  const voice = script ? await speak(script) : null
  const key = voice ? `seed/podcasts/${name}-spoken` : `seed/podcasts/${name}`
  const [row] = await db.select().from(media).where(eq(media.storageKey, key)).limit(1)
  if (row && (await getMediaStorage().exists(`${key}.mp3`))) return fieldsOf(row)
  const mp3 = voice
    ? encodeMp3(voice.pcm, voice.rate)
    : encodeMp3(renderChimes(sound.notes, sound.noteSeconds))
  const values = await storeAudioFile(mp3, { originalName: `${name}.mp3`, key })
  const [stored] = await db
    .insert(media)
    .values(values)
    .onConflictDoUpdate({ target: media.storageKey, set: { size: values.size, url: values.url } })
    .returning()
  return fieldsOf(stored!)
}

function fieldsOf(row: typeof media.$inferSelect) {
  return {
    audio_url: row.url,
    mime_type: row.mimeType,
    size: row.size,
    duration: row.durationSeconds ?? 0,
  }
}
