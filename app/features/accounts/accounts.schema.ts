// Shared by the forms and the actions (and the better-auth hook): docs/product.md#validation.
import { z } from 'zod'
import { CONTENT_INTERESTS, SPORT_INTERESTS } from './interests'
import { NAME_SHOWS_EMAIL, showsEmail } from './public-name'

export const MIN_AGE = 13
export const UNDER_13_MESSAGE =
  'You must be 13 or older to create an account. Please ask a parent or guardian for assistance.'
export const FILL_ALL_FIELDS = 'Please fill in all fields'

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v))

export const EmailSchema = z.preprocess(
  str,
  z
    .string()
    .trim()
    .min(1, 'Email is required')
    .email('Please enter a valid email address')
    .max(255, 'Email must be less than 255 characters')
    .transform((v) => v.toLowerCase()),
)

export const SignUpPasswordSchema = z.preprocess(
  str,
  z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be less than 128 characters')
    .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
    .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
    .regex(/[0-9]/, 'Password must contain at least one number')
    .regex(/[^A-Za-z0-9]/, 'Password must contain at least one special character'),
)

export const SignInPasswordSchema = z.preprocess(
  str,
  z
    .string()
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Password must be less than 128 characters'),
)

export const UsernameSchema = z.preprocess(
  str,
  z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be less than 30 characters')
    .regex(
      /^[A-Za-z0-9_-]+$/,
      'Username can only contain letters, numbers, underscores and hyphens',
    ),
)

export const DisplayNameSchema = z.preprocess(
  str,
  z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(100, 'Display name must be less than 100 characters'),
)

/** From this age on a member is an adult; below it the minors' rules apply. */
export const MINOR_AGE = 18

/**
 * Whether the minors' rules apply: under 18, or of unknown age (no birth date: an account made
 * by a script or before the question was asked). Unknown is never read as adult.
 */
export function isMinorBirthDate(birthDate: string | null | undefined, today = new Date()) {
  return !birthDate || computeAge(birthDate, today) < MINOR_AGE
}

/** Whole years between the birth date and today (UTC calendar dates). */
export function computeAge(birthDate: string, today = new Date()) {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number]
  let age = today.getUTCFullYear() - y
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)
  if (beforeBirthday) age -= 1
  return age
}

function isRealDate(v: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const date = new Date(`${v}T00:00:00Z`)
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === v &&
    date.getUTCFullYear() >= 1900
  )
}

export const BirthDateSchema = z.preprocess(
  str,
  z
    .string()
    .trim()
    .min(1, 'Date of birth is required')
    .refine(isRealDate, 'Please enter a valid date')
    .refine(
      (v) => !isRealDate(v) || v <= new Date().toISOString().slice(0, 10),
      'Date of birth cannot be in the future',
    )
    .refine(
      (v) =>
        !isRealDate(v) || v > new Date().toISOString().slice(0, 10) || computeAge(v) >= MIN_AGE,
      UNDER_13_MESSAGE,
    ),
)

export const SignInSchema = z.object({ email: EmailSchema, password: SignInPasswordSchema })
export type SignInInput = z.infer<typeof SignInSchema>
export type SignIn = z.infer<typeof SignInSchema>

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    schema.optional(),
  )

const choices = (list: readonly string[]) =>
  z
    .array(z.string().max(60))
    .max(30)
    .default([])
    .transform((v) => v.filter((c) => list.includes(c)))

/**
 * The one sign-up: /auth's Sign Up tab and the pop-up send the same fields with these rules. The
 * public name is required (the forms offer a generated handle) and may not show the email address;
 * the username is optional; sports and content interests are optional chips.
 */
export const SignUpSchema = z
  .object({
    displayName: DisplayNameSchema,
    username: optional(UsernameSchema),
    email: EmailSchema,
    password: SignUpPasswordSchema,
    birthDate: BirthDateSchema,
    sports: choices(SPORT_INTERESTS),
    interests: choices(CONTENT_INTERESTS),
  })
  .superRefine((v, ctx) => {
    if (showsEmail(v.displayName, v.email))
      ctx.addIssue({ code: 'custom', path: ['displayName'], message: NAME_SHOWS_EMAIL })
  })
export type SignUpInput = z.infer<typeof SignUpSchema>

/** A sign-up form's values for SignUpSchema (the chips are repeated fields). */
export function signUpFormValues(form: FormData) {
  return {
    ...Object.fromEntries(form),
    sports: form.getAll('sports'),
    interests: form.getAll('interests'),
  }
}

export const USERNAME_TAKEN = 'This username is already taken'
/** After any accepted sign-up: the same words whether the email was new or already registered. */
export const CHECK_INBOX_MESSAGE =
  'Check your inbox: we sent you an email with the next step. Confirm your address, then sign in.'
export const PROFILE_ONLY_MESSAGE =
  'Your name, username, date of birth and photo can only be changed on your profile page.'

/** What reaches better-auth's sign-up endpoint, from our actions or straight from a client. */
export const ApiSignUpSchema = z
  .object({
    email: EmailSchema,
    // the account name is a public name: the display name's rules; none given, the hook makes a handle
    name: optional(DisplayNameSchema),
    image: z
      .unknown()
      .refine(
        (v) => v == null || v === '',
        'Add a profile photo from your profile page after signing up.',
      )
      .optional(),
    password: SignUpPasswordSchema,
    birthDate: BirthDateSchema,
    username: optional(UsernameSchema),
    displayName: optional(DisplayNameSchema),
    isUnder13: z.literal(false).optional(),
    sportsInterests: choices(SPORT_INTERESTS).optional(),
    contentInterests: choices(CONTENT_INTERESTS).optional(),
  })
  .superRefine((v, ctx) => {
    for (const key of ['name', 'displayName'] as const) {
      const name = v[key]
      if (name && showsEmail(name, v.email))
        ctx.addIssue({ code: 'custom', path: [key], message: NAME_SHOWS_EMAIL })
    }
  })

/** better-auth's /change-password and /reset-password: the sign-up password rules. */
export const ApiChangePasswordSchema = z.object({ newPassword: SignUpPasswordSchema })
export const ApiResetPasswordSchema = z.object({ newPassword: SignUpPasswordSchema })

export const ForgotPasswordSchema = z.object({ email: EmailSchema })
export const ResetPasswordSchema = z
  .object({
    token: z.preprocess(str, z.string().min(1, 'This reset link is invalid or has expired.')),
    password: SignUpPasswordSchema,
    confirmPassword: z.preprocess(str, z.string()),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })

export const InterestsSchema = z.object({
  sports: z.array(z.string().max(60)).max(30).default([]),
  interests: z.array(z.string().max(60)).max(30).default([]),
})

export function firstIssueMessage(error: z.ZodError) {
  return error.issues[0]?.message ?? 'Invalid input'
}

/** Empty-or-missing check for 'Please fill in all fields' (docs/product.md#validation). */
export function hasBlank(values: Record<string, unknown>, keys: string[]) {
  return keys.some((k) => str(values[k]).trim() === '')
}
