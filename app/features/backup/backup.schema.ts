// Forms of /admin/backup-restore (browser-safe).
import { z } from 'zod'

export const RESTORE_CONFIRM_WORD = 'RESTORE'
/** The upload form's file field on /admin/backup-restore. */
export const UPLOAD_FIELD = 'archive'
/** Where the upload form posts (multipart; the action streams it to disk). */
export const UPLOAD_ACTION = '/admin/backup-restore?upload'
const name = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.tar\.gz$/, 'Choose a backup from the list')

export const RestoreFormSchema = z.object({
  name,
  confirm: z
    .string()
    .trim()
    .refine((v) => v === RESTORE_CONFIRM_WORD, `Type ${RESTORE_CONFIRM_WORD} to confirm`),
})

export const ScheduleFormSchema = z.object({
  enabled: z
    .string()
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
  keep: z.coerce
    .number({ error: 'Keep between 1 and 60 backups' })
    .int('Keep between 1 and 60 backups')
    .min(1, 'Keep between 1 and 60 backups')
    .max(60, 'Keep between 1 and 60 backups'),
})
export type ScheduleForm = z.infer<typeof ScheduleFormSchema>

export type JobView = {
  id: string
  kind: 'backup' | 'restore'
  status: 'running' | 'done' | 'failed'
  phase: string
  label: string
  percent: number
  message: string
  sessionKept?: boolean
}
