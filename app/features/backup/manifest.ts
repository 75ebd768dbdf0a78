// The backup manifest (browser-safe types and the schema a restore checks it against).
import { z } from 'zod'

// 2: table files carry their size and the manifest is signed (manifest.sig)
export const BACKUP_FORMAT = 2

/** The manifest's signature, the archive's second entry (backup-signing.server.ts). */
export const MANIFEST_SIG = 'manifest.sig'

export type Progress = {
  phase: 'tables' | 'indexes' | 'media' | 'archive' | 'verify' | 'done'
  label: string
  done: number
  total: number
}

const sha = z.string().regex(/^[0-9a-f]{64}$/)
const safeRel = z
  .string()
  .min(1)
  .max(500)
  .refine((p) => !p.startsWith('/') && !p.split('/').includes('..') && !p.includes('\\'))

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  app: z.string(),
  appVersion: z.string(),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migration: z.object({
    count: z.number().int(),
    lastCreatedAt: z.string().nullable(),
    lastHash: z.string().nullable(),
  }),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.string().min(1)),
      rows: z.number().int().nonnegative(),
      file: safeRel,
      size: z.number().int().nonnegative(),
      sha256: sha,
    }),
  ),
  media: z.array(z.object({ path: safeRel, size: z.number().int().nonnegative(), sha256: sha })),
})
export type Manifest = z.infer<typeof ManifestSchema>
