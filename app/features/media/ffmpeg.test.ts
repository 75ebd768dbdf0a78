// FFmpeg runs as background work: at the lowest CPU priority, and never outliving the server that
// started it (an encode left behind by a stopped server kept a core busy for minutes).
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { shutdown } from '#app/utils/lifecycle.server'
import { runFfmpeg, runningFfmpeg, stopAllFfmpeg } from './ffmpeg.server'

/** FFmpeg processes of this one, with their nice value (/proc: Linux). */
function ffmpegChildren() {
  const out: { pid: number; nice: number }[] = []
  // every thread's children (a test runner may run this file in a worker thread)
  const pids = readdirSync(`/proc/${process.pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${process.pid}/task/${tid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  )
  for (const pid of pids) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    const comm = /\(([^)]*)\)/.exec(stat)?.[1] ?? ''
    // fields after the command: state is field 3, nice is field 19
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (comm.startsWith('ffmpeg')) out.push({ pid, nice: Number(fields[16]) })
  }
  return out
}

// an encode that would take minutes: a test source with no end, written nowhere
const endless = ['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'null', '-']

describe.skipIf(process.platform !== 'linux')('FFmpeg as background work', () => {
  test('runs at the lowest CPU priority, and stopAllFfmpeg ends it', async () => {
    const run = runFfmpeg(endless)
    await expect.poll(() => ffmpegChildren().length).toBe(1)
    expect(ffmpegChildren()[0]!.nice).toBe(19)
    expect(runningFfmpeg()).toBe(1)
    stopAllFfmpeg()
    await expect(run).rejects.toThrow()
    expect(ffmpegChildren()).toEqual([])
    expect(runningFfmpeg()).toBe(0)
  })

  test("the server's shutdown ends an encode still running", async () => {
    const run = runFfmpeg(endless).catch((error: unknown) => error)
    await expect.poll(() => ffmpegChildren().length).toBe(1)
    await shutdown()
    expect(await run).toBeInstanceOf(Error)
    expect(ffmpegChildren()).toEqual([])
  })
})
