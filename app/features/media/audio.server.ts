// Audio uploads for podcast episodes: MP3, M4A (AAC in MP4) and Ogg (Vorbis or Opus).
//
//   const values = await readAudioFile(buffer, { originalName, uploadedBy })  // validates, stores
//   values.url -> "/media/uploads/2026/11/<uuid>.mp3", values.durationSeconds -> 754
//
// The format is recognised from the bytes (never from the file name or the browser's type) and the
// duration is read from the file's own headers, so a renamed text file or an image is refused. The
// file is stored unchanged: there is no audio encoder on the server.
import { randomUUID } from 'node:crypto'
import type { media } from '#app/db/schema'
import { getMediaStorage } from '#app/utils/storage.server'
import { getEnv } from '#app/utils/env.server'

export class AudioUploadError extends Error {
  readonly code: 'empty' | 'too_large' | 'unsupported_type' | 'unreadable'
  constructor(code: AudioUploadError['code'], message: string) {
    super(message)
    this.name = 'AudioUploadError'
    this.code = code
  }
}

const FORMATS = {
  mp3: { ext: 'mp3', mime: 'audio/mpeg' },
  m4a: { ext: 'm4a', mime: 'audio/mp4' },
  ogg: { ext: 'ogg', mime: 'audio/ogg' },
} as const
type Format = keyof typeof FORMATS

/** What browsers send for these files (the bytes decide; this only filters the picker and form). */
export const ACCEPTED_AUDIO_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'application/ogg',
]
export const AUDIO_TYPE_MESSAGE = 'Unsupported audio type. Please upload an MP3, M4A or OGG file.'
const UNREADABLE = 'This audio file could not be read. Please try another file.'

/** True when the browser-declared type says the upload is audio (the form then takes this path). */
export function looksLikeAudio(file: { type: string; name: string }) {
  return (
    file.type.startsWith('audio/') ||
    file.type === 'application/ogg' ||
    /\.(mp3|m4a|ogg|oga|opus)$/i.test(file.name)
  )
}

// ---- MP3: MPEG-1/2/2.5 Layer III frames, optionally after an ID3v2 tag
const MP3_BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}
const MP3_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] }

type Mp3Frame = {
  offset: number
  bitrate: number
  sampleRate: number
  samples: number
  v1: boolean
  mono: boolean
  length: number
}

function mp3FrameAt(b: Buffer, i: number): Mp3Frame | null {
  if (i + 4 > b.length || b[i] !== 0xff || (b[i + 1]! & 0xe0) !== 0xe0) return null
  const version = (b[i + 1]! >> 3) & 3 // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5
  const layer = (b[i + 1]! >> 1) & 3 // 1 = Layer III
  const bitrateIndex = b[i + 2]! >> 4
  const rateIndex = (b[i + 2]! >> 2) & 3
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null
  const v1 = version === 3
  const bitrate = (v1 ? MP3_BITRATES.v1 : MP3_BITRATES.v2)[bitrateIndex]! * 1000
  const sampleRate = MP3_RATES[version as 3 | 2 | 0][rateIndex]!
  const samples = v1 ? 1152 : 576
  const padding = (b[i + 2]! >> 1) & 1
  const length = Math.floor(((samples / 8) * bitrate) / sampleRate) + padding
  const mono = b[i + 3]! >> 6 === 3
  return { offset: i, bitrate, sampleRate, samples, v1, mono, length }
}

function mp3Duration(b: Buffer): number | null {
  let start = 0
  if (b.subarray(0, 3).toString('latin1') === 'ID3' && b.length > 10) {
    const size =
      ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f)
    start = 10 + size + (b[5]! & 0x10 ? 10 : 0)
  }
  // the first frame whose successor is also a frame: a stray 0xFFE in a tag is not enough
  let frame: Mp3Frame | null = null
  for (let i = start; i < Math.min(b.length, start + 64 * 1024); i++) {
    const f = mp3FrameAt(b, i)
    if (f && (f.offset + f.length >= b.length || mp3FrameAt(b, f.offset + f.length))) {
      frame = f
      break
    }
  }
  if (!frame) return null
  // a Xing/Info (VBR) header in the first frame carries the frame count
  const side = frame.v1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17
  const x = frame.offset + 4 + side
  const tag = b.subarray(x, x + 4).toString('latin1')
  if ((tag === 'Xing' || tag === 'Info') && b.readUInt32BE(x + 4) & 1) {
    const frames = b.readUInt32BE(x + 8)
    return (frames * frame.samples) / frame.sampleRate
  }
  return ((b.length - frame.offset) * 8) / frame.bitrate
}

// ---- M4A: ISO base media file; the movie header (moov/mvhd) has the timescale and duration
function m4aDuration(b: Buffer): number | null {
  if (b.subarray(4, 8).toString('latin1') !== 'ftyp') return null
  const findBox = (from: number, to: number, type: string): [number, number] | null => {
    let i = from
    while (i + 8 <= to) {
      let size = b.readUInt32BE(i)
      let header = 8
      if (size === 1 && i + 16 <= to) {
        size = Number(b.readBigUInt64BE(i + 8))
        header = 16
      } else if (size === 0) size = to - i
      if (size < header) return null
      if (b.subarray(i + 4, i + 8).toString('latin1') === type) return [i + header, i + size]
      i += size
    }
    return null
  }
  const moov = findBox(0, b.length, 'moov')
  const mvhd = moov && findBox(moov[0], Math.min(moov[1], b.length), 'mvhd')
  if (!mvhd) return null
  const p = mvhd[0]
  const v1 = b[p] === 1
  const timescale = b.readUInt32BE(p + (v1 ? 20 : 12))
  const duration = v1 ? Number(b.readBigUInt64BE(p + 24)) : b.readUInt32BE(p + 16)
  return timescale ? duration / timescale : null
}

// ---- Ogg: the first packet says Vorbis (with its sample rate) or Opus (48 kHz); the last page's
// granule position is the stream's length in samples
function oggDuration(b: Buffer): number | null {
  if (b.subarray(0, 4).toString('latin1') !== 'OggS' || b.length < 28) return null
  const segments = b[26]!
  const body = 27 + segments
  let rate: number
  let skip = 0
  if (b.subarray(body, body + 7).toString('latin1') === '\x01vorbis')
    rate = b.readUInt32LE(body + 12)
  else if (b.subarray(body, body + 8).toString('latin1') === 'OpusHead') {
    rate = 48000
    skip = b.readUInt16LE(body + 10)
  } else return null
  const last = b.lastIndexOf('OggS', b.length - 14, 'latin1')
  if (last < 0 || !rate) return null
  const granule = Number(b.readBigInt64LE(last + 6))
  return granule > 0 ? (granule - skip) / rate : null
}

function detect(b: Buffer): Format | null {
  const head = b.subarray(0, 12).toString('latin1')
  if (head.startsWith('OggS')) return 'ogg'
  if (head.slice(4, 8) === 'ftyp') return 'm4a'
  if (head.startsWith('ID3') || mp3FrameAt(b, 0)) return 'mp3'
  return null
}

/** The format and whole-second duration of an audio file; throws AudioUploadError. */
export function inspectAudio(buffer: Buffer): { format: Format; mime: string; duration: number } {
  const format = detect(buffer)
  if (!format) throw new AudioUploadError('unsupported_type', AUDIO_TYPE_MESSAGE)
  let seconds: number | null = null
  try {
    seconds =
      format === 'mp3'
        ? mp3Duration(buffer)
        : format === 'm4a'
          ? m4aDuration(buffer)
          : oggDuration(buffer)
  } catch {
    seconds = null
  }
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0)
    throw new AudioUploadError('unreadable', UNREADABLE)
  return { format, mime: FORMATS[format].mime, duration: Math.max(1, Math.round(seconds)) }
}

function formatMb(bytes: number) {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
}

export type StoredAudio = typeof media.$inferInsert & { url: string }

/**
 * Validates an audio upload (size against MAX_AUDIO_UPLOAD_BYTES, format, duration) and writes it to
 * the media storage. Returns the media row's values; throws AudioUploadError for bad input.
 */
export async function storeAudioFile(
  buffer: Buffer,
  opts: { originalName: string; uploadedBy?: string | null; key?: string },
): Promise<StoredAudio> {
  if (!buffer.length)
    throw new AudioUploadError('empty', 'The file is empty. Please choose an audio file.')
  const max = getEnv().MAX_AUDIO_UPLOAD_BYTES
  if (buffer.length > max)
    throw new AudioUploadError(
      'too_large',
      `Audio file is too large (${formatMb(buffer.length)}). The maximum size is ${formatMb(max)}.`,
    )
  const { format, mime, duration } = inspectAudio(buffer)
  const key = opts.key ?? newKey()
  const fileKey = `${key}.${FORMATS[format].ext}`
  await getMediaStorage().put(fileKey, buffer, mime)
  return {
    storageKey: key,
    originalName: opts.originalName.slice(0, 255) || fileKey,
    mimeType: mime,
    size: buffer.length,
    width: 0,
    height: 0,
    durationSeconds: duration,
    altText: '',
    variants: [],
    url: `/media/${fileKey}`,
    uploadedBy: opts.uploadedBy ?? null,
  }
}

function newKey() {
  const now = new Date()
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
  return `uploads/${now.getUTCFullYear()}/${mm}/${randomUUID()}`
}
