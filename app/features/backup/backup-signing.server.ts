// Backups are signed, so only this site's archives (or those of a site whose key is trusted in
// BACKUP_TRUSTED_KEYS) restore. The manifest holds every file's size and SHA-256; the archive's
// `manifest.sig` is an HMAC-SHA256 of the manifest's exact bytes under a key derived from
// BETTER_AUTH_SECRET. Whoever edits a row or a media file must change its checksum in the manifest,
// which breaks the signature; only someone holding a signing key can make a new one.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { deriveKey, getEnv } from '#app/utils/env.server'

const SignatureSchema = z.object({
  algorithm: z.literal('hmac-sha256'),
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
})

/** This site's signing key (hex): give it to another site's BACKUP_TRUSTED_KEYS to restore there. */
export function backupSigningKey() {
  return deriveKey('backup-signing')
}

/** A short public name of a key, so a restore knows which key to check against. */
function keyId(key: string) {
  return createHash('sha256').update(`backup-key:${key}`).digest('hex').slice(0, 16)
}

function hmac(key: string, manifest: Buffer) {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(manifest).digest()
}

/** The contents of `manifest.sig` for the manifest's bytes. */
export function signManifest(manifest: Buffer, key = backupSigningKey()) {
  const signature = hmac(key, manifest).toString('hex')
  return JSON.stringify({ algorithm: 'hmac-sha256', keyId: keyId(key), signature }) + '\n'
}

/** True when `sig` is a signature of exactly these manifest bytes by this site or a trusted key. */
export function verifyManifestSignature(manifest: Buffer, sig: Buffer) {
  let parsed: z.infer<typeof SignatureSchema>
  try {
    parsed = SignatureSchema.parse(JSON.parse(sig.toString('utf8')))
  } catch {
    return false
  }
  const key = [backupSigningKey(), ...getEnv().BACKUP_TRUSTED_KEYS].find(
    (k) => keyId(k) === parsed.keyId,
  )
  if (!key) return false
  return timingSafeEqual(hmac(key, manifest), Buffer.from(parsed.signature, 'hex'))
}
