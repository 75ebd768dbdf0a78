// The bodies of POST /api/consent and the sign-in link, parsed on the server (consent-api.server.ts).
import { z } from 'zod'
import { isWebUrl } from '#app/utils/url-rules'
import { CONSENT_SOURCES, CONSENT_VERSION } from './consent.schema'

const Flag = z.boolean()
export const ConsentCategoriesSchema = z.strictObject({
  necessary: z.literal(true, 'Necessary cookies are always on'),
  analytics: Flag,
  advertising: Flag,
  preferences: Flag,
  marketing: Flag,
})

/** POST /api/consent. Unknown keys (including unknown categories) are refused. */
export const ConsentSaveSchema = z.strictObject({
  version: z.literal(CONSENT_VERSION, 'Unsupported consent version'),
  categories: ConsentCategoriesSchema,
  method: z.enum(['accept_all', 'necessary_only', 'custom', 'gpc']),
  source: z.enum(CONSENT_SOURCES).default('banner'),
  sessionId: z.uuid('Invalid session id').optional(),
  gpc: z.boolean().optional(),
  tcString: z
    .string()
    .max(2048)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Malformed TC string')
    .optional(),
})
export type ConsentSave = z.infer<typeof ConsentSaveSchema>

export const ConsentLinkSchema = z.strictObject({ sessionId: z.uuid('Invalid session id') })

export const TagManagerIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^((GTM|G)-[A-Z0-9]{4,12})?$/, 'Use a GTM-XXXXXXX or G-XXXXXXXXXX id, or leave it empty')

const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

/** The admin Consent tab's forms (one schema per intent). */
export const ConsentAdminSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add-vendor'),
    vendorId: z.coerce
      .number('Vendor ID must be a number')
      .int('Vendor ID must be a whole number')
      .min(1, 'Vendor ID must be between 1 and 65535')
      .max(65535, 'Vendor ID must be between 1 and 65535'),
    name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
    privacyPolicyUrl: z
      .string()
      .trim()
      .max(2048, 'URL is too long')
      .refine(
        (v) => isWebUrl(v, { httpsOnly: true }),
        'Use the https:// address of the privacy policy',
      ),
    purposes: z.array(z.coerce.number().int().min(2).max(5)).min(1, 'Choose at least one purpose'),
  }),
  z.object({
    intent: z.literal('set-vendor-active'),
    vendorId: z.coerce.number().int().min(1),
    active: checkbox,
  }),
  z.object({
    intent: z.literal('set-purpose-active'),
    purposeId: z.coerce.number().int().min(1).max(5),
    active: checkbox,
  }),
  z.object({
    intent: z.literal('update-purpose'),
    purposeId: z.coerce.number().int().min(1).max(5),
    description: z
      .string()
      .trim()
      .min(10, 'Describe the purpose in a sentence')
      .max(500, 'Description must be less than 500 characters'),
  }),
  z.object({ intent: z.literal('tag-manager'), tagManagerId: TagManagerIdSchema }),
])
export type ConsentAdminInput = z.infer<typeof ConsentAdminSchema>

/** /profile: the member's choices as a plain form (checkboxes; unchecked boxes are absent). */
export const ProfileConsentSchema = z.object({
  intent: z.literal('consent'),
  analytics: checkbox.default(false),
  advertising: checkbox.default(false),
  preferences: checkbox.default(false),
  marketing: checkbox.default(false),
})
