// Speech for the seed (podcast episodes, the demo video's narration), spoken offline by espeak-ng
// (the Debian package). A machine without it (some CI images) gets null, and the caller falls back
// to generated tones, saying why once.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
let warned = false

export type Speech = { pcm: Int16Array; rate: number; wav: Buffer }

/** 16-bit mono PCM from a WAV file (the "data" chunk, wherever it sits). */
export function pcmOfWav(wav: Buffer): { pcm: Int16Array; rate: number } {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file')
  const rate = wav.readUInt32LE(24)
  let at = 12
  while (at + 8 <= wav.length) {
    const id = wav.toString('latin1', at, at + 4)
    const size = wav.readUInt32LE(at + 4)
    if (id === 'data') {
      const end = Math.min(wav.length, at + 8 + size)
      const bytes = wav.subarray(at + 8, end - ((end - at - 8) % 2))
      const pcm = new Int16Array(bytes.length / 2)
      for (let i = 0; i < pcm.length; i++) pcm[i] = bytes.readInt16LE(i * 2)
      return { pcm, rate }
    }
    at += 8 + size + (size % 2)
  }
  throw new Error('WAV file without data')
}

/** `text` spoken in a calm US English voice, or null when espeak-ng is not installed. */
export async function speak(text: string, wordsPerMinute = 150): Promise<Speech | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'seed-speech-'))
  try {
    const file = path.join(dir, 'speech.wav')
    await run('espeak-ng', ['-v', 'en-us', '-s', String(wordsPerMinute), '-w', file, text], {
      timeout: 60_000,
    })
    const wav = await readFile(file)
    return { ...pcmOfWav(wav), wav }
  } catch (error) {
    if (!warned) {
      warned = true
      const why =
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'espeak-ng is not installed (apt-get install espeak-ng)'
          : `espeak-ng failed: ${(error as Error).message}`
      console.warn(`Seed: ${why}; podcast episodes and the demo video get generated tones instead.`)
    }
    return null
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
