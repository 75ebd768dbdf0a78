// The profile form (SPEC section 3 profiles fields), shared by the form and the action.
import { z } from 'zod'
import { SOCIAL_PLATFORMS } from '#app/utils/site'

const text = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z.string().trim().max(max, `${label} must be less than ${max} characters`),
  )

export const SOCIAL_FIELDS = SOCIAL_PLATFORMS.map((p) => ({
  platform: p,
  name: `social_${p.toLowerCase()}`,
}))

const SocialUrl = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : ''),
  z
    .string()
    .max(2048, 'URL is too long')
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
      'Please enter a valid URL starting with https://',
    ),
)

export const ProfileFormSchema = z.object({
  displayName: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .trim()
      .min(1, 'Display name is required')
      .max(100, 'Display name must be less than 100 characters'),
  ),
  sport: text(60, 'Sport'),
  location: text(100, 'Location'),
  bio: text(1000, 'Bio'),
  achievements: z.preprocess(
    (v) =>
      (typeof v === 'string' ? v : '')
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    z
      .array(z.string().max(200, 'Each achievement must be less than 200 characters'))
      .max(20, 'List at most 20 achievements'),
  ),
  ...Object.fromEntries(SOCIAL_FIELDS.map((f) => [f.name, SocialUrl])),
})

export type ProfileForm = z.infer<typeof ProfileFormSchema>

/** social_instagram ... fields -> { Instagram: url } without the empty ones. */
export function socialLinksFrom(values: Record<string, unknown>) {
  const out: Record<string, string> = {}
  for (const f of SOCIAL_FIELDS) {
    const v = values[f.name]
    if (typeof v === 'string' && v) out[f.platform] = v.replace(/^http:\/\//i, 'https://')
  }
  return out
}

export const DELETE_CONFIRMATION = 'DELETE'
export const DeleteAccountSchema = z.object({
  confirm: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().refine((v) => v === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} to confirm`),
  ),
})
