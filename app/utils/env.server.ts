import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { parseTrustProxy } from './client-ip.server'

/** Secrets that were ever published (in .env.example or the code): never accepted in production. */
export const PUBLISHED_DEV_SECRETS = ['dev-only-secret-change-me-in-production-0123456789']
export const MIN_SECRET_LENGTH = 32
/** Fewest different characters a secret may use (a random hex string of 32 has about 14). */
export const MIN_SECRET_DISTINCT = 10
/** Least estimated entropy in bits (length x per-character Shannon entropy of the secret itself). */
export const MIN_SECRET_BITS = 96
/** How to make a good secret, named in every refusal. */
export const SECRET_ADVICE = 'generate one with `openssl rand -base64 32`'
/** Where development and `npm start` keep the generated secret (next to the PGlite data). */
export const SECRET_FILE_NAME = 'auth-secret'

// an empty value (a copied .env.example line) counts as unset
const blankAsUnset = (v: unknown) => (v === '' ? undefined : v)
const optionalFlag = z.preprocess(
  blankAsUnset,
  z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
)

// Every setting, with its default. .env.example lists the same.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  HOST: z.string().default('0.0.0.0'),
  // unset: embedded PGlite in PGLITE_DATA_DIR ("memory://" keeps it in memory)
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default('./data/pglite'),
  // required in production (checked in parseEnv); development defaults to localhost
  SITE_URL: z.preprocess(blankAsUnset, z.string().url().optional()),
  // required in production (checked in parseEnv); development generates one into the data folder
  BETTER_AUTH_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  // demo admin/editor/member with the README's passwords: only when asked for (`npm start` and
  // `npm run dev` ask); a production start refuses while they exist without it (demo-accounts.server)
  SEED_DEMO_ACCOUNTS: optionalFlag,
  SESSION_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 7),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_SIGN_UP_MAX: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_RESET_MAX: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().positive().default(10),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Athlete Stories <hello@athletestories.example>'),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  // where media files and backup archives live: the local disk (UPLOAD_DIR, BACKUP_DIR) or an
  // S3-compatible bucket (AWS S3, Cloudflare R2, MinIO); s3 needs the bucket and keys (parseEnv)
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.preprocess(blankAsUnset, z.string().url().optional()),
  S3_REGION: z.preprocess(blankAsUnset, z.string().default('us-east-1')),
  S3_BUCKET: z.preprocess(blankAsUnset, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  S3_FORCE_PATH_STYLE: optionalFlag,
  // backups made from /admin/backup-restore (and the optional daily one) are kept here
  BACKUP_DIR: z.string().default('./data/backups'),
  // largest backup archive /admin/backup-restore accepts as an upload (streamed to BACKUP_DIR)
  BACKUP_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  // signing keys of other sites whose backups this one restores (comma-separated, each the 64 hex
  // characters `npm run backup -- --print-signing-key` prints there); this site's own always counts
  BACKUP_TRUSTED_KEYS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const keys = v
        .split(',')
        .map((k) => k.trim().toLowerCase())
        .filter(Boolean)
      if (keys.every((k) => /^[0-9a-f]{64}$/.test(k))) return keys
      ctx.addIssue({ code: 'custom', message: 'each key is 64 hexadecimal characters' })
      return z.NEVER
    }),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 1024 * 1024),
  // podcast episodes (MP3/M4A/OGG) through the same media upload; 40 MB is about 40 minutes at 128 kbit/s
  MAX_AUDIO_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(40 * 1024 * 1024),
  // the most the video upload on /admin/media/upload-video may ever take (the admin setting
  // "Largest video upload" chooses the limit below it); the body is cut off here
  MAX_VIDEO_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  // files /media streams at the same time; further requests wait for a turn (up to
  // MEDIA_READ_WAIT_SECONDS, then 503), so many readers cannot exhaust memory or file handles
  MEDIA_MAX_CONCURRENT_READS: z.coerce.number().int().positive().default(32),
  MEDIA_READ_WAIT_SECONDS: z.coerce.number().positive().default(10),
  // a stream whose client takes no bytes for this long gives its turn back until it reads again
  MEDIA_READ_STALL_SECONDS: z.coerce.number().positive().default(2),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // behind a proxy we trust (Cloudflare, a load balancer): client address and country headers count
  // (a hop count or proxy addresses, app/utils/client-ip.server.ts); true here means "some proxy is
  // trusted"; an invalid value refuses the start
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v) !== false
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  // an extra country header set by the edge (read before CF-IPCountry), e.g. X-Country-Code
  GEO_COUNTRY_HEADER: z.string().trim().toLowerCase().optional(),
  // the CMP id IAB Europe assigns when the site registers as a TCF CMP. Registration is done
  // outside this codebase; until then 2 (the lowest id the IAB library accepts) marks the TC
  // strings as this site's own, service-specific ones
  TCF_CMP_ID: z.coerce.number().int().min(2).max(4095).default(2),
  TCF_CMP_VERSION: z.coerce.number().int().min(1).max(4095).default(1),
  HTML_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(60),
  // the anonymous HTML cache's size cap (pages with their gzip and brotli copies)
  HTML_CACHE_MAX_MB: z.coerce.number().positive().default(32),
  // the site stylesheet in each page's head (docs/decisions/0014-first-paint.md): `used` the rules
  // the page uses, the file loaded without blocking; `all` the whole file inline; false a <link>
  INLINE_CSS: z
    .enum(['used', 'all', 'true', 'false'])
    .default('used')
    .transform((v) => (v === 'true' ? 'used' : v)),
  // embedded PGlite's shared_buffers (PostgreSQL's default is 128; the WASM memory holds them)
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).default(32),
  // shared page data (site texts, hubs, latest articles) kept in process; emptied by admin writes
  DATA_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(60),
  // system alerts: the database over this size raises one
  DB_SIZE_ALERT_MB: z.coerce.number().positive().default(1024),
  // share of page views whose performance metrics are recorded (0 to 1)
  METRICS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  // metric beacons accepted per client address per minute
  METRICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // page load alerts need measurements from at least this many distinct clients in the hour
  METRICS_ALERT_MIN_CLIENTS: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // json: one JSON object a line (production's default); pretty: short readable lines (development)
  LOG_FORMAT: z.preprocess(blankAsUnset, z.enum(['json', 'pretty']).optional()),
  // worker processes server.mjs starts (PostgreSQL only; embedded PGlite is always one); "auto": one
  // per CPU (server/concurrency.mjs reads it before anything else)
  WEB_CONCURRENCY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(auto|[1-9]\d?)$/, 'a whole number from 1 to 64 or "auto"')
      .optional(),
  ),
  // /metrics answers requests with `Authorization: Bearer <this>`; unset: only this machine's own
  // requests that no proxy forwarded
  METRICS_TOKEN: z.preprocess(blankAsUnset, z.string().min(16).optional()),
  // new contact messages are announced to this address (unset: no notice, the inbox still lists them)
  STAFF_INBOX_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // archived contact messages are deleted after this many days
  INBOX_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
})

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  'SITE_URL' | 'BETTER_AUTH_SECRET' | 'SEED_DEMO_ACCOUNTS'
> & {
  SITE_URL: string
  BETTER_AUTH_SECRET: string
  /** True when the demo accounts may be created (SEED_DEMO_ACCOUNTS=true, set by npm start/dev). */
  SEED_DEMO_ACCOUNTS: boolean
}

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Rejects what must never sign sessions and email tokens on a public site. */
export function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'BETTER_AUTH_SECRET is not set'
  if (PUBLISHED_DEV_SECRETS.includes(secret))
    return 'BETTER_AUTH_SECRET is the published development value'
  if (secret.length < MIN_SECRET_LENGTH)
    return `BETTER_AUTH_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`
  const chars = [...secret]
  const distinct = new Set(chars).size
  const bits = Math.floor(estimatedBits(chars))
  if (distinct < MIN_SECRET_DISTINCT || bits < MIN_SECRET_BITS || repeatsItself(chars))
    return `BETTER_AUTH_SECRET is too predictable (${distinct} different characters, about ${bits} bits; at least ${MIN_SECRET_DISTINCT} and ${MIN_SECRET_BITS} needed, and no repeated pattern)`
  return null
}

/** The secret's length times the Shannon entropy of its own character frequencies. */
function estimatedBits(chars: string[]) {
  const counts = new Map<string, number>()
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1)
  let perChar = 0
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length)
  return perChar * chars.length
}

/** True for a short pattern said over and over ('abcdefghijkl' x 3), which the estimate misses. */
function repeatsItself(chars: string[]) {
  for (let period = 1; period <= chars.length / 2; period++)
    if (chars.every((c, i) => i < period || c === chars[i - period])) return true
  return false
}

/**
 * The development secret: random, generated once into the data folder and reused, so sessions
 * survive restarts and nothing guessable signs tokens. An in-memory database gets a throwaway one.
 */
export function localSecret(pgliteDataDir: string): string {
  if (pgliteDataDir.startsWith('memory://')) return randomBytes(32).toString('hex')
  const dir = path.dirname(path.resolve(pgliteDataDir))
  const file = path.join(dir, SECRET_FILE_NAME)
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim()
    if (!secretProblem(saved)) return saved
  }
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

/** Parses the environment; a production start without a real secret or SITE_URL is refused. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const raw = EnvSchema.parse(source)
  const production = raw.NODE_ENV === 'production'
  let secret = raw.BETTER_AUTH_SECRET
  if (production) {
    const problem = secretProblem(secret)
    if (problem)
      throw new EnvError(
        `${problem}. Refusing to start in production: ${SECRET_ADVICE} and set BETTER_AUTH_SECRET to it, or run \`npm start\` for a local try-out.`,
      )
    if (!raw.SITE_URL)
      throw new EnvError(
        'SITE_URL is not set. Refusing to start in production: set it to the public address, e.g. https://example.com.',
      )
  } else if (!secret || PUBLISHED_DEV_SECRETS.includes(secret)) {
    secret = localSecret(raw.PGLITE_DATA_DIR)
  }
  if (raw.MEDIA_STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !raw[name],
    )
    if (missing.length)
      throw new EnvError(
        `MEDIA_STORAGE=s3 needs ${missing.join(', ')}. Refusing to start: set them (and S3_ENDPOINT for R2 or MinIO), or set MEDIA_STORAGE=local.`,
      )
  }
  return {
    ...raw,
    SITE_URL: raw.SITE_URL ?? `http://localhost:${raw.PORT}`,
    BETTER_AUTH_SECRET: secret!,
    // never by default: `npm run db:seed` runs with NODE_ENV unset, which reads as development
    SEED_DEMO_ACCOUNTS: raw.SEED_DEMO_ACCOUNTS ?? false,
  }
}

let cached: Env | undefined
export function getEnv(): Env {
  if (!cached) cached = parseEnv(process.env)
  return cached
}

/**
 * A key for one purpose (cookie signing, rate-limit key hashing), derived from the auth secret so
 * every key is as unguessable as the secret and no two purposes share one.
 */
export function deriveKey(purpose: string, secret = getEnv().BETTER_AUTH_SECRET) {
  return createHmac('sha256', secret).update(`beyond-the-game:${purpose}`).digest('hex')
}
