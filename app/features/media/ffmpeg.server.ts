// The FFmpeg binary (@ffmpeg-installer/ffmpeg) as a child process: what a file holds (probe), and a
// run with its progress (FFmpeg's `-progress` output) and, on failure, its last error line. Runs
// at the lowest CPU priority, and none outlives the server: a stopping server ends them (their
// jobs are requeued by the next start, video-jobs.server.ts).
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import { onStop } from '#app/utils/lifecycle.server'

let binary: string | undefined

/** The path of the bundled FFmpeg binary (FFMPEG_PATH overrides it). */
export function ffmpegPath(): string {
  if (binary) return binary
  const fromEnv = process.env.FFMPEG_PATH
  binary =
    fromEnv || (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
  return binary
}

const running = new Set<ChildProcess>()

function track<T extends ChildProcess>(child: T): T {
  running.add(child)
  child.once('close', () => running.delete(child))
  return child
}

/**
 * Ends every FFmpeg this process started. Run when the server stops: a child process is not ended
 * with its parent, and an encode left behind kept a core busy for minutes after the server had gone.
 */
export function stopAllFfmpeg() {
  for (const child of running) child.kill('SIGKILL')
}

/** How many FFmpeg processes this process runs now. */
export const runningFfmpeg = () => running.size

onStop(stopAllFfmpeg)
// an exit without the lifecycle's stop (an uncaught error, process.exit) ends them too
process.once('exit', stopAllFfmpeg)

export class FfmpegError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FfmpegError'
  }
}

/** The last line of FFmpeg's log that reads as the reason it failed. */
export function lastErrorLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  const reason = [...lines]
    .reverse()
    .find((l) => /error|invalid|could not|no such|not found|unknown|failed|does not/i.test(l))
  return (reason ?? lines.at(-1) ?? 'FFmpeg failed').slice(0, 500)
}

type RunOptions = {
  /** called with FFmpeg's position in the output, in seconds */
  onTime?: (seconds: number) => void
  signal?: AbortSignal
}

/** Runs FFmpeg with `args`; resolves with its log, rejects with FfmpegError(last error line). */
export function runFfmpeg(args: string[], opts: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const progress = opts.onTime ? ['-progress', 'pipe:1', '-nostats'] : []
    const child = track(
      spawn(ffmpegPath(), ['-hide_banner', '-nostdin', ...progress, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        signal: opts.signal,
      }),
    )
    // background work at the lowest priority: pages keep the CPU first (an x264 encode runs
    // several threads, each weighed against the server's one on a shared core)
    if (child.pid) {
      try {
        setPriority(child.pid, 19)
      } catch {
        // not allowed on this system: it runs at normal priority
      }
    }
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      // the end of the log is what explains a failure; keep the last 64 KB
      stderr = (stderr + chunk).slice(-65536)
    })
    let pending = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        // out_time_us (newer builds) or out_time_ms (older ones, in microseconds too)
        const m = /^out_time_(?:us|ms)=(\d+)/.exec(line)
        if (m) opts.onTime?.(Number(m[1]) / 1e6)
      }
    })
    child.on('error', (error) => reject(new FfmpegError(error.message)))
    child.on('close', (code) => {
      if (code === 0) resolve(stderr)
      else reject(new FfmpegError(lastErrorLine(stderr)))
    })
  })
}

export type Probe = {
  duration: number
  width: number
  height: number
  hasAudio: boolean
  /** degrees the player turns the picture (phone videos) */
  rotation: number
}

/** Reads duration, picture size and streams from FFmpeg's description of the input. */
export async function probe(file: string): Promise<Probe> {
  // no output file: FFmpeg describes the input on stderr, then exits with an error
  const log = await new Promise<string>((resolve, reject) => {
    const child = track(
      spawn(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', file], {
        stdio: ['ignore', 'ignore', 'pipe'],
      }),
    )
    let out = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (c: string) => (out = (out + c).slice(-65536)))
    child.on('close', () => resolve(out))
    child.on('error', (error) => reject(new FfmpegError(error.message)))
  })
  const d = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(log)
  const duration = d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : 0
  const v = /Stream #\d+:\d+[^:]*: Video: .*?(\d{2,5})x(\d{2,5})/.exec(log)
  const rot = /rotate\s*:\s*(-?\d+)|rotation of (-?\d+(?:\.\d+)?) degrees/.exec(log)
  if (!v) throw new FfmpegError(lastErrorLine(log) || 'No video stream found')
  return {
    duration,
    width: Number(v[1]),
    height: Number(v[2]),
    hasAudio: /Stream #\d+:\d+[^:]*: Audio:/.test(log),
    rotation: rot ? Math.abs(Math.round(Number(rot[1] ?? rot[2]))) % 360 : 0,
  }
}
