// Transcoding one uploaded video: the original is read from storage to a temporary file, FFmpeg
// writes H.264/AAC MP4 renditions at 720p and 480p (never taller than the original, metadata
// removed with -map_metadata -1) and a poster frame, which goes through the image pipeline
// (AVIF/WebP variants). Outputs are stored with putFile; the caller records them on the media row.
import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { VideoDetails } from '#app/db/schema'
import { getMediaStorage } from '#app/utils/storage.server'
import { encodeImageFiles } from './images.server'
import { FfmpegError, probe, runFfmpeg } from './ffmpeg.server'

export const RENDITION_HEIGHTS = [720, 480] as const

/** The heights to encode for an original `height` tall: each target, capped, without repeats. */
export function renditionHeights(height: number): number[] {
  return [...new Set(RENDITION_HEIGHTS.map((h) => Math.min(h, height - (height % 2))))]
}

export type TranscodeOutput = {
  duration: number
  width: number
  height: number
  video: VideoDetails
  posterVariants: { width: number; format: string; key: string }[]
}

/** Copies a stored file to a local path (streamed, never whole in memory). */
async function download(key: string, file: string) {
  const body = await getMediaStorage().createReadStream(key)
  if (!body) throw new FfmpegError('The original file is missing from storage')
  await pipeline(Readable.fromWeb(body as never), createWriteStream(file))
}

export async function transcodeVideo(
  row: { storageKey: string; url: string; originalName: string; altText: string },
  onProgress: (percent: number) => void,
): Promise<TranscodeOutput> {
  const storage = getMediaStorage()
  const dir = await mkdtemp(path.join(tmpdir(), 'btg-transcode-'))
  const written: string[] = []
  try {
    const input = path.join(dir, 'original')
    await download(row.url.slice('/media/'.length), input)
    const info = await probe(input)
    // a phone video turned by 90 degrees plays upright: its displayed height is the stored width
    const turned = info.rotation === 90 || info.rotation === 270
    const shownWidth = turned ? info.height : info.width
    const shownHeight = turned ? info.width : info.height
    const heights = renditionHeights(shownHeight)
    const args = ['-y', '-i', input]
    const outputs = heights.map((h) => ({ h, file: path.join(dir, `${h}.mp4`) }))
    for (const o of outputs) {
      args.push('-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-map_chapters', '-1')
      args.push('-vf', `scale=-2:${o.h}`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23')
      args.push('-pix_fmt', 'yuv420p', '-profile:v', 'main')
      args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', o.file)
    }
    let last = -1
    await runFfmpeg(args, {
      onTime: (t) => {
        const pct = info.duration > 0 ? Math.min(99, Math.floor((t / info.duration) * 100)) : 0
        if (pct !== last) onProgress((last = pct))
      },
    })
    const renditions: VideoDetails['renditions'] = []
    for (const o of outputs) {
      const key = `${row.storageKey}-${o.h}.mp4`
      await storage.putFile(key, o.file, 'video/mp4')
      written.push(key)
      const width = Math.round((shownWidth * o.h) / shownHeight / 2) * 2
      renditions.push({ height: o.h, width, key, size: (await stat(o.file)).size })
    }
    // the poster: a frame a second in (or half way through a shorter clip)
    const posterFile = path.join(dir, 'poster.jpg')
    const at = Math.min(1, info.duration / 2)
    await runFfmpeg([
      '-y',
      '-ss',
      at.toFixed(2),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      `scale=-2:${heights[0]}`,
      '-map_metadata',
      '-1',
      '-q:v',
      '3',
      posterFile,
    ])
    const poster = await encodeImageFiles(await readFile(posterFile), {
      originalName: `${row.originalName} poster`,
      altText: row.altText,
      key: `${row.storageKey}-poster`,
      fast: true,
    })
    return {
      duration: info.duration,
      width: shownWidth,
      height: shownHeight,
      video: {
        renditions,
        posterKey: poster.url.slice('/media/'.length),
        captions: [],
      },
      posterVariants: poster.variants,
    }
  } catch (error) {
    await Promise.all(written.map((k) => storage.delete(k).catch(() => {})))
    throw error
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
