// Tests: a backup archive unpacked, changed and packed again in the archive's own order.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { signManifest } from '../backup-signing.server'
import { MANIFEST_SIG, type Manifest } from '../manifest'

type Changes = {
  /** change the unpacked files (root is the archive's top folder) */
  files?: (root: string) => Promise<unknown>
  /** change the manifest (it is written back and, unless `sign` is false, signed again) */
  manifest?: (m: Manifest, root: string) => unknown
  /** replace the manifest's text */
  manifestText?: (text: string) => string
  /** the signing key; null keeps the archive's old signature, false leaves it out */
  sign?: string | null | false
}

export async function repackArchive(from: string, to: string, changes: Changes = {}) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'repack-'))
  try {
    await tar.x({ file: from, cwd: root })
    await changes.files?.(root)
    const f = path.join(root, 'manifest.json')
    let text = await readFile(f, 'utf8')
    if (changes.manifest) {
      const m = JSON.parse(text) as Manifest
      await changes.manifest(m, root)
      text = JSON.stringify(m, null, 2)
    }
    if (changes.manifestText) text = changes.manifestText(text)
    await writeFile(f, text)
    if (changes.sign !== null && changes.sign !== false)
      await writeFile(
        path.join(root, MANIFEST_SIG),
        signManifest(Buffer.from(text), changes.sign ?? undefined),
      )
    await tar.c({ gzip: true, file: to, cwd: root, portable: true }, [
      'manifest.json',
      ...(changes.sign === false ? [] : [MANIFEST_SIG]),
      'tables',
      ...(existsSync(path.join(root, 'media')) ? ['media'] : []),
    ])
    return to
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}
