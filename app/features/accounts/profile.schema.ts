// The profile form (profiles fields, docs/product.md#data), shared by the form and the action.
import { z } from 'zod'
import { SOCIAL_PLATFORMS } from '#app/utils/site'

const text = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z.string().trim().max(max, `${label} must be less than ${max} characters`),
  )

/** Where a handle's profile lives on each platform (the stored value is the full link). */
const SOCIAL_PROFILE_BASE: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  Instagram: 'https://www.instagram.com/',
  Twitter: 'https://x.com/',
  TikTok: 'https://www.tiktok.com/@',
  YouTube: 'https://www.youtube.com/@',
  LinkedIn: 'https://www.linkedin.com/in/',
  Facebook: 'https://www.facebook.com/',
  Pinterest: 'https://www.pinterest.com/',
}

export const SOCIAL_FIELDS = SOCIAL_PLATFORMS.map((p) => ({
  platform: p,
  name: `social_${p.toLowerCase()}`,
  base: SOCIAL_PROFILE_BASE[p],
}))

const HANDLE_RE = /^[A-Za-z0-9._-]{1,100}$/
export const SOCIAL_HANDLE_MESSAGE =
  'Enter a handle like @yourname or a link starting with https://'

/**
 * '@sam', 'sam' or a full https link -> the full link that is stored; '' stays ''. Returns null
 * when the text is neither a handle nor a link.
 */
export function socialLinkFromInput(base: string, input: string): string | null {
  const v = input.trim()
  if (v === '') return ''
  if (/^https?:\/\//i.test(v))
    return /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v) ? v.replace(/^http:\/\//i, 'https://') : null
  const handle = v.replace(/^@/, '')
  return HANDLE_RE.test(handle) ? `${base}${handle}` : null
}

/** The handle shown in the form for a stored link on the platform's own site, else the link. */
export function socialHandleFromLink(base: string, link: string | undefined) {
  if (!link) return ''
  const rest = link.startsWith(base) ? link.slice(base.length).replace(/\/$/, '') : null
  return rest !== null && HANDLE_RE.test(rest) ? `@${rest}` : link
}

const socialField = (base: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .max(2048, 'URL is too long')
      .transform((v, ctx) => {
        const link = socialLinkFromInput(base, v)
        if (link === null) {
          ctx.addIssue({ code: 'custom', message: SOCIAL_HANDLE_MESSAGE })
          return z.NEVER
        }
        return link
      }),
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
  ...Object.fromEntries(SOCIAL_FIELDS.map((f) => [f.name, socialField(f.base)])),
})

export type ProfileForm = z.infer<typeof ProfileFormSchema>

/** social_instagram ... fields -> { Instagram: url } without the empty ones. */
export function socialLinksFrom(values: Record<string, unknown>) {
  const out: Record<string, string> = {}
  for (const f of SOCIAL_FIELDS) {
    const v = values[f.name]
    if (typeof v === 'string' && v) out[f.platform] = v
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
