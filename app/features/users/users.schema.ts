// Forms of the members admin and the invitation acceptance page (browser-safe).
import { z } from 'zod'
import {
  BirthDateSchema,
  DisplayNameSchema,
  EmailSchema,
  SignUpPasswordSchema,
  UsernameSchema,
} from '#app/features/accounts/accounts.schema'

export const ASSIGNABLE_ROLES = ['user', 'editor', 'admin'] as const
export const INVITE_MESSAGE_MAX = 500
export const INVITE_TTL_DAYS = 7

const RoleSchema = z.enum(ASSIGNABLE_ROLES, { message: 'Role must be user, editor or admin' })

/**
 * docs/product.md#validation: email, role (user, editor, admin), customMessage up to 500
 * characters.
 */
export const InvitationFormSchema = z.object({
  email: EmailSchema,
  role: RoleSchema,
  customMessage: z
    .string()
    .trim()
    .max(INVITE_MESSAGE_MAX, 'Message must be less than 500 characters')
    .optional()
    .transform((v) => v || null),
})
export type InvitationForm = z.infer<typeof InvitationFormSchema>

export const ChangeRoleSchema = z.object({
  userId: z.string().min(1, 'Member not found'),
  role: RoleSchema,
})
export const MemberIdSchema = z.object({ userId: z.string().min(1, 'Member not found') })
export const InvitationIdSchema = z.object({ invitationId: z.uuid('Invitation not found') })

export const MemberFilterSchema = z.object({
  q: z.string().trim().max(200).catch(''),
  role: z.enum(['all', ...ASSIGNABLE_ROLES]).catch('all'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})

export const AcceptInvitationSchema = z.object({
  displayName: DisplayNameSchema,
  username: UsernameSchema,
  password: SignUpPasswordSchema,
  // the same rules as sign-up: required, a real past date, 13 or older
  birthDate: BirthDateSchema,
})
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>
