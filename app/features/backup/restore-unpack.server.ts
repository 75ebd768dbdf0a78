// Unpacking a backup archive, checked as it streams: nothing is written before the manifest (the
// archive's first entry) and its signature (the second) are verified, and then only the files the
// manifest lists, each at most the size it gives. The first entry that is larger, unlisted,
// repeated or does not match its SHA-256 stops the read at once, so a small archive that inflates
// to gigabytes writes no more than its manifest declares (and that manifest had to be signed).
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { Transform, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import * as tar from 'tar'
import { verifyManifestSignature } from './backup-signing.server'
import { MANIFEST_SIG, ManifestSchema, type Manifest } from './manifest'

export class UnpackRefused extends Error {
  constructor(
    readonly reason: 'unreadable' | 'noManifest' | 'unsigned' | 'checksum',
    readonly file = '',
  ) {
    super(`${reason}${file ? `: ${file}` : ''}`)
  }
}

/** The largest manifest read (about 100,000 media files) and signature. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024
const SIG_MAX_BYTES = 4096
/** Tar headers and padding on top of the files' own bytes, per entry (a header, a long-name header
 * and the padding to a whole block); directories count as entries too. */
const TAR_OVERHEAD_PER_ENTRY = 2560

type Expected = { size: number; sha256: string }

/** Reads a whole small entry, refusing one over `max` bytes. */
function collect(
  entry: tar.ReadEntry,
  max: number,
  tooLarge: 'noManifest' | 'unsigned',
  signal: AbortSignal,
): Promise<Buffer> {
  if (entry.size > max) throw new UnpackRefused(tooLarge)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    entry.on('data', (d: Buffer) => chunks.push(d))
    entry.on('end', () => resolve(Buffer.concat(chunks)))
    entry.on('error', reject)
    signal.addEventListener('abort', () => reject(new UnpackRefused('unreadable')))
  })
}

/**
 * Unpacks `file` into `work`, checking everything on the way (see the header). Returns the
 * verified manifest; throws UnpackRefused with the first problem found.
 */
export async function unpackChecked(file: string, work: string): Promise<Manifest> {
  let manifestBytes: Buffer | null = null
  let manifest: Manifest | null = null
  let expected: Map<string, Expected> | null = null
  // what the decompressed stream may hold: the manifest until it is read, then what it declares
  let inflateLimit = MANIFEST_MAX_BYTES + SIG_MAX_BYTES + 4 * TAR_OVERHEAD_PER_ENTRY
  let inflated = 0
  let failure: Error | null = null
  let chain: Promise<void> = Promise.resolve()
  const aborted = new AbortController()
  const source = createReadStream(file)
  const stop = (error: Error) => {
    failure ??= error
    source.destroy(failure)
  }
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length
      if (inflated > inflateLimit) return done(new UnpackRefused('unreadable'))
      done(null, chunk)
    },
  })

  const handle = async (entry: tar.ReadEntry) => {
    const rel = entry.path.replace(/^\.\//, '').replace(/\/$/, '')
    if (!manifestBytes) {
      if (rel !== 'manifest.json' || entry.type !== 'File') throw new UnpackRefused('noManifest')
      manifestBytes = await collect(entry, MANIFEST_MAX_BYTES, 'noManifest', aborted.signal)
      return
    }
    if (!manifest) {
      if (rel !== MANIFEST_SIG || entry.type !== 'File') throw new UnpackRefused('unsigned')
      const sig = await collect(entry, SIG_MAX_BYTES, 'unsigned', aborted.signal)
      if (!verifyManifestSignature(manifestBytes, sig)) throw new UnpackRefused('unsigned')
      try {
        manifest = ManifestSchema.parse(JSON.parse(manifestBytes.toString('utf8')))
      } catch {
        throw new UnpackRefused('noManifest')
      }
      expected = new Map<string, Expected>([
        ...manifest.tables.map((t) => [t.file, t] as const),
        ...manifest.media.map((m) => [`media/${m.path}`, m] as const),
      ])
      const declared = [...expected.values()].reduce((n, e) => n + e.size, 0)
      inflateLimit = inflated + declared + (2 * expected.size + 16) * TAR_OVERHEAD_PER_ENTRY
      return
    }
    if (
      entry.type === 'Directory' &&
      (rel === 'tables' || rel === 'media' || rel.startsWith('media/'))
    ) {
      entry.resume()
      return
    }
    const want = entry.type === 'File' ? expected!.get(rel) : undefined
    if (!want || rel.split('/').includes('..')) throw new UnpackRefused('unreadable', rel)
    // each listed file once, and never larger than the manifest says: refused before a byte is written
    expected!.delete(rel)
    if (entry.size !== want.size) throw new UnpackRefused('checksum', rel)
    const target = path.join(work, rel)
    mkdirSync(path.dirname(target), { recursive: true })
    const hash = createHash('sha256')
    let written = 0
    const check = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length
        if (written > want.size) return done(new UnpackRefused('checksum', rel))
        hash.update(chunk)
        done(null, chunk)
      },
    })
    await pipeline(entry, check, createWriteStream(target), { signal: aborted.signal })
    if (written !== want.size || hash.digest('hex') !== want.sha256)
      throw new UnpackRefused('checksum', rel)
  }

  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      // one entry at a time: the parser waits (back-pressure) until this one is consumed
      entry.pause()
      chain = chain
        .then(() => {
          if (failure) entry.resume()
          else return handle(entry)
        })
        .catch((error: unknown) => {
          entry.resume()
          stop(error instanceof Error ? error : new Error(String(error)))
        })
    },
  })
  try {
    await pipeline(source, createGunzip(), counter, parser as unknown as Writable)
    await chain
  } catch (error) {
    failure ??= error instanceof UnpackRefused ? error : new UnpackRefused('unreadable')
    // the archive ended or broke in the middle of an entry: that entry never ends by itself
    aborted.abort()
    await chain.catch(() => {})
    throw failure
  }
  if (failure) throw failure
  if (!manifest) throw new UnpackRefused(manifestBytes ? 'unsigned' : 'noManifest')
  const missing = [...expected!.keys()][0]
  if (missing) throw new UnpackRefused('checksum', missing)
  return manifest
}
