import { z } from 'zod'

// Every setting, with its default. .env.example lists the same.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  // unset: embedded PGlite in PGLITE_DATA_DIR ("memory://" keeps it in memory)
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default('./data/pglite'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  BETTER_AUTH_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production-0123456789'),
  SESSION_EXPIRES_IN_SECONDS: z.coerce.number().int().positive().default(60 * 60 * 24 * 7),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_SIGN_UP_MAX: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_RESET_MAX: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().positive().default(10),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Athlete Stories <hello@athletestories.example>'),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(8 * 1024 * 1024),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  HTML_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(60),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined
export function getEnv(): Env {
  if (!cached) cached = EnvSchema.parse(process.env)
  return cached
}
