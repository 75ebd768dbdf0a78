// npm run user:create -- --email you@example.com --password 'S3cure-pass!' --role admin [--name "Your Name"] [--birth-date 1990-01-31]
// Creates a verified password user with the role, or updates password and role when the email exists.
// Without a birth date the account's age is unknown, and unknown gets the minors' rules (the pages
// with its community writing are kept out of search engines, marketing consent stays off).
import { parseArgs } from 'node:util'
import { z } from 'zod'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'user' },
    name: { type: 'string' },
    'birth-date': { type: 'string' },
  },
})

const { BirthDateSchema, EmailSchema, SignUpPasswordSchema } =
  await import('#app/features/accounts/accounts.schema')
const Args = z.object({
  email: EmailSchema,
  password: SignUpPasswordSchema,
  role: z.enum(['user', 'editor', 'admin'], { error: 'role must be user, editor or admin' }),
  name: z.string().trim().min(1).optional(),
  'birth-date': z.union([z.undefined(), BirthDateSchema]),
})
const parsed = Args.safeParse(values)
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n'))
  console.error(
    "usage: npm run user:create -- --email you@example.com --password 'S3cure-pass!' --role admin",
  )
  process.exit(1)
}
const { db, closeDb } = await import('#app/db/client.server')
const { upsertPasswordUser } = await import('#app/features/accounts/password-users.server')
const { generateHandle } = await import('#app/features/accounts/public-name')
const { email, password, role, name, 'birth-date': birthDate } = parsed.data
const result = await upsertPasswordUser(db, {
  email,
  password,
  role,
  // never a name taken from the email address: it would be shown to others
  displayName: name ?? generateHandle(),
  birthDate,
})
console.log(`${result.created ? 'created' : 'updated'} ${email} (${role})`)
await closeDb()
