// All tables of the product (docs/product.md#data) plus the ones the working versions need
// (auth, saved items, newsletter, outbox, media, revisions, invitations).
// Timestamps are `timestamptz`. Column names are snake_case in SQL, camelCase in TS.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { RichDoc } from '#app/features/articles/rich-text'

const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector'
  },
})

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const createdAt = () => ts('created_at').notNull().defaultNow()
const updatedAt = () =>
  ts('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const roleEnum = pgEnum('app_role', ['user', 'editor', 'admin'])
export const articleStatusEnum = pgEnum('article_status', ['draft', 'published', 'scheduled'])
export const submissionStatusEnum = pgEnum('submission_status', ['pending', 'approved', 'rejected'])

// ---------------------------------------------------------------- auth (better-auth, usePlural)

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // unique case-insensitively (below): 'Ana' and 'ana' are one name
    username: text('username'),
    displayName: text('display_name'),
    birthDate: date('birth_date'),
    isUnder13: boolean('is_under_13').notNull().default(false),
    suspendedAt: ts('suspended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: doublePrecision('last_request').notNull(),
})

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_roles_user_role_uq').on(t.userId, t.role),
    index('user_roles_role_idx').on(t.role),
  ],
)

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  sport: text('sport'),
  location: text('location'),
  bio: text('bio'),
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
  sportsInterests: text('sports_interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  contentInterests: text('content_interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: roleEnum('role').notNull().default('user'),
    customMessage: text('custom_message'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_email_idx').on(t.email)],
)

// ---------------------------------------------------------------- content

export const hubs = pgTable('hubs', {
  id: text('id').primaryKey(), // slug: game-face, fit-check, brand-u, on-record
  title: text('title').notNull(),
  tagline: text('tagline').notNull().default(''),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const authors = pgTable('authors', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  avatarUrl: text('avatar_url'),
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  // kept out of search engines (robots meta) and the sitemaps
  noindex: boolean('noindex').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export type GalleryImage = { url: string; alt: string; caption?: string; credit?: string }
export type EmbedProviderId = 'youtube' | 'tiktok' | 'instagram' | 'spotify' | 'x' | 'vimeo'

export type ContentBlock =
  // text is always the block's plain text; rich (when set) is the formatted document it came from
  | { type: 'text'; text: string; rich?: RichDoc }
  | { type: 'heading'; heading: string; level?: 2 | 3 }
  // a figure: an image anywhere in the text, with caption and photo credit (alt text required)
  | { type: 'image'; image_url: string; caption?: string; alt_text: string; credit?: string }
  // 2 to 12 images in a responsive grid, each with its own alt text
  | { type: 'gallery'; images: GalleryImage[]; caption?: string }
  | { type: 'pullquote'; text: string; attribution?: string }
  | { type: 'callout'; tone: 'info' | 'tip' | 'warning'; text: string }
  | { type: 'divider' }
  // a third-party post shown as a local facade until the reader asks for it (and consents);
  // thumb_url is a local media copy of the provider's thumbnail, fetched at save when reachable
  | {
      type: 'embed'
      provider: EmbedProviderId
      embed_id: string
      url: string
      title?: string
      thumb_url?: string
    }
  | { type: 'quote'; text: string; caption?: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  // a podcast episode: an uploaded file from the media library (type, size and duration are read
  // from its media row when the article is saved, never taken from the form)
  | {
      type: 'audio'
      audio_url: string
      mime_type: string
      size: number
      duration: number
      transcript: string
    }
  // a product card (with its affiliate link); renders nothing once the product is gone or hidden
  | { type: 'product'; product_id: string }
  // an uploaded, transcoded video (renditions, poster, duration and captions are copied from its
  // media row when the article is saved, never taken from the form)
  | {
      type: 'video'
      media_id: string
      title: string
      description: string
      sources: { url: string; height: number; width: number }[]
      poster: string
      duration: number
      captions: { url: string; lang: string; label: string }[]
      uploaded_at: string
    }

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    authorId: uuid('author_id').references(() => authors.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    category: text('category').notNull().default(''),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    status: articleStatusEnum('status').notNull().default('draft'),
    // the publish time: when it went live, or (status scheduled) when it will
    publishedAt: ts('published_at'),
    trendingScore: real('trending_score').notNull().default(0),
    readingTime: integer('reading_time'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contentBlocks: jsonb('content_blocks').$type<ContentBlock[]>().notNull().default([]),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    socialImageUrl: text('social_image_url'),
    socialTitle: text('social_title'),
    socialDescription: text('social_description'),
    isFeatured: boolean('is_featured').notNull().default(false),
    noindex: boolean('noindex').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')`,
    ),
    // an article with an audio block is a podcast episode: derived by the database from the blocks,
    // so no write path can forget it (docs/decisions/0011-podcasts.md)
    isPodcast: boolean('is_podcast')
      .notNull()
      .generatedAlwaysAs(sql`content_blocks @> '[{"type":"audio"}]'::jsonb`),
  },
  (t) => [
    index('articles_public_idx')
      .on(t.status, t.publishedAt.desc())
      .where(sql`deleted_at is null`),
    index('articles_hub_idx')
      .on(t.hubId, t.status, t.publishedAt.desc())
      .where(sql`deleted_at is null`),
    index('articles_category_idx')
      .on(t.category, t.publishedAt.desc())
      .where(sql`deleted_at is null`),
    index('articles_trending_idx')
      .on(t.trendingScore.desc())
      .where(sql`deleted_at is null`),
    index('articles_author_idx').on(t.authorId),
    index('articles_updated_idx').on(t.updatedAt.desc()),
    index('articles_title_sort_idx').on(t.title),
    // /explore "reading time" sort: reading_time asc nulls last, published_at desc nulls last
    index('articles_reading_time_idx')
      .on(t.readingTime.asc().nullsLast(), t.publishedAt.desc())
      .where(sql`deleted_at is null`),
    index('articles_search_idx').using('gin', t.search),
    index('articles_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('articles_tags_idx').using('gin', t.tags),
    index('articles_podcast_idx')
      .on(t.publishedAt.desc())
      .where(sql`is_podcast and deleted_at is null`),
  ],
)

export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.createdAt.desc())],
)

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    brand: text('brand').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    // how many reviews the rating averages; a rating is shown only with its basis (0 hides it)
    reviewCount: integer('review_count').notNull().default(0),
    affiliateUrl: text('affiliate_url').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    // the product page: a longer description, pros and cons, who it suits, more pictures
    description: text('description').notNull().default(''),
    pros: text('pros')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cons: text('cons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    suits: text('suits').notNull().default(''),
    gallery: jsonb('gallery').$type<{ url: string; alt: string }[]>().notNull().default([]),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isTrending: boolean('is_trending').notNull().default(false),
    clickCount: integer('click_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('products_hub_idx')
      .on(t.hubId, t.rating.desc())
      .where(sql`deleted_at is null and is_active`),
    index('products_rating_idx')
      .on(t.rating.desc())
      .where(sql`deleted_at is null and is_active`),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
)

// A member's review of a product: one per member and product, moderated like other member content.
// The product's rating and review count are computed from the approved ones (product-reviews.server.ts).
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    status: submissionStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    hiddenAt: ts('hidden_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_uq').on(t.productId, t.userId),
    index('product_reviews_product_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    index('product_reviews_user_idx').on(t.userId),
    check('product_reviews_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
)

export const productClicks = pgTable(
  'product_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('products'),
    // a keyed hash of the visitor (member id, or IP + user agent) and the UTC day: one click per
    // visitor, product and day; no raw address is stored
    visitorHash: text('visitor_hash'),
    day: date('day', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_clicks_product_idx').on(t.productId, t.createdAt.desc()),
    uniqueIndex('product_clicks_visitor_day_uq').on(t.productId, t.visitorHash, t.day),
  ],
)

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // audio files: whole seconds, read from the file at upload; videos: set by the transcode job
    durationSeconds: integer('duration_seconds'),
    altText: text('alt_text').notNull().default(''),
    // photo credit and licence, shown under figures; the focal point (percent of width and
    // height) keeps the subject in view when the image is cropped (object-position)
    credit: text('credit').notNull().default(''),
    licence: text('licence').notNull().default(''),
    focalX: integer('focal_x').notNull().default(50),
    focalY: integer('focal_y').notNull().default(50),
    // [{ width, format: 'avif'|'webp', key }]
    variants: jsonb('variants')
      .$type<{ width: number; format: string; key: string }[]>()
      .notNull()
      .default([]),
    url: text('url').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    // videos: what the transcode job wrote (null until it is done) and the captions added since
    video: jsonb('video').$type<VideoDetails>(),
    // a member's upload (a story photo): served to staff and its owner only until its story is
    // approved (routes/api/media.ts); staff uploads are false (public)
    memberUpload: boolean('member_upload').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('media_created_idx').on(t.createdAt.desc()), index('media_url_idx').on(t.url)],
)

export type VideoDetails = {
  /** H.264/AAC MP4 renditions, tallest first (720p and 480p, never taller than the original) */
  renditions: { height: number; width: number; key: string; size: number }[]
  /** the poster frame's image key (a JPEG); its AVIF/WebP variants are the row's `variants` */
  posterKey: string | null
  captions: { lang: string; label: string; key: string }[]
}

export const mediaJobStatusEnum = pgEnum('media_job_status', [
  'queued',
  'running',
  'done',
  'failed',
])

/**
 * Background work on an upload (a video's transcode). Durable: a job survives a restart (a running
 * job whose process stopped beating is queued again), and a worker claims one with FOR UPDATE SKIP
 * LOCKED, so each job runs once across processes (docs/decisions/0037-video-and-member-photos.md).
 */
export const mediaJobs = pgTable(
  'media_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('transcode'),
    status: mediaJobStatusEnum('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    // which process runs it and when it last said so (a stale heartbeat means the process died)
    lockedBy: text('locked_by'),
    heartbeatAt: ts('heartbeat_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_jobs_status_idx').on(t.status, t.createdAt),
    index('media_jobs_media_idx').on(t.mediaId),
  ],
)

export const polls = pgTable(
  'polls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('polls_active_idx').on(t.isActive, t.createdAt.desc()),
    // the public pages show one poll: at most one may be active, whatever two editors click at once
    uniqueIndex('polls_single_active_uq')
      .on(t.isActive)
      .where(sql`is_active`),
  ],
)

export const pollOptions = pgTable(
  'poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionText: text('option_text').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('poll_options_poll_idx').on(t.pollId, t.sortOrder)],
)

export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(), // user id, or a hashed anonymous cookie id
    optionId: uuid('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.voterKey] })],
)

export const pageContent = pgTable(
  'page_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageSlug: text('page_slug').notNull(),
    sectionKey: text('section_key').notNull(),
    contentType: text('content_type').notNull().default('json'),
    contentData: jsonb('content_data').$type<Record<string, unknown>>().notNull().default({}),
    isPublished: boolean('is_published').notNull().default(false),
    publishDate: ts('publish_date'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: ts('deleted_at'),
    deletionReason: text('deletion_reason'),
  },
  (t) => [uniqueIndex('page_content_slug_section_uq').on(t.pageSlug, t.sectionKey)],
)

// Permanent (301) redirects from an old site path to a new one; 'slug' rows are added when an
// article's address changes. Served before the not-found page; chains and loops are refused on write.
export const redirects = pgTable('redirects', {
  id: uuid('id').primaryKey().defaultRandom(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path').notNull(),
  source: text('source').notNull().default('manual'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})

// Scheduled work shared by every app process on every machine (app/utils/jobs.server.ts): a process
// runs a job only after moving its row's last_run_at forward in one statement, so each run happens
// once however many processes look at the same moment.
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
})

// ---------------------------------------------------------------- community and members

export const userSubmissions = pgTable(
  'user_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    submissionType: text('submission_type').notNull().default('story'),
    status: submissionStatusEnum('status').notNull().default('pending'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // the one photo a member may add to her story (a member upload, metadata stripped) and its
    // alt text, written by her
    photoMediaId: uuid('photo_media_id').references(() => media.id, { onDelete: 'set null' }),
    photoAlt: text('photo_alt').notNull().default(''),
    // one form submission creates one story, however often it is posted
    idempotencyKey: text('idempotency_key').unique(),
    rejectionReason: text('rejection_reason'),
    // set when enough members report it: out of public view until a moderator reviews it
    hiddenAt: ts('hidden_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_submissions_status_idx').on(t.status, t.createdAt.desc()),
    index('user_submissions_user_idx').on(t.userId),
  ],
)

export const savedItems = pgTable(
  'saved_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(), // 'article' | 'product'
    itemId: uuid('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('saved_items_user_idx').on(t.userId, t.createdAt.desc()),
  ],
)

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(), // stored lower-cased
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  sports: text('sports')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  interests: text('interests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  status: text('status').notNull().default('pending'), // pending | confirmed | unsubscribed
  confirmTokenHash: text('confirm_token_hash'),
  // a confirmed subscriber's new details wait here until the email link confirms them
  pendingProfile: jsonb('pending_profile').$type<{
    firstName: string
    lastName: string
    sports: string[]
    interests: string[]
  }>(),
  confirmedAt: ts('confirmed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(), // 'contact' | 'business'
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    inquiryType: text('inquiry_type'),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'), // new | replied | archived
    repliedAt: ts('replied_at'),
    archivedAt: ts('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.kind, t.createdAt.desc()),
    index('contact_messages_status_idx').on(t.status, t.createdAt.desc()),
  ],
)

/** Staff replies to a contact message, sent by email and kept with the message. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    sentTo: text('sent_to').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
)

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // extra headers (List-Unsubscribe on member notification emails)
    headers: jsonb('headers').$type<Record<string, string>>(),
    transport: text('transport').notNull().default('outbox'), // queued | outbox | smtp
    sentAt: ts('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_idx').on(t.to, t.createdAt.desc())],
)

// ---------------------------------------------------------------- system

export const systemAlerts = pgTable(
  'system_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertType: text('alert_type').notNull(), // critical | warning | success | info
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    actionLabel: text('action_label'),
    actionUrl: text('action_url'),
    isNew: boolean('is_new').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('system_alerts_active_idx').on(t.isActive, t.createdAt.desc())],
)

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    entityData: jsonb('entity_data').$type<Record<string, unknown>>().notNull().default({}),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt.desc()),
    index('audit_logs_entity_idx').on(t.entityType, t.entityId),
  ],
)

export const systemMetrics = pgTable(
  'system_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    metricName: text('metric_name').notNull(),
    metricValue: doublePrecision('metric_value').notNull(),
    metricUnit: text('metric_unit').notNull().default(''),
    category: text('category').notNull(),
    recordedAt: ts('recorded_at').notNull().defaultNow(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('system_metrics_recorded_idx').on(t.recordedAt.desc())],
)

export const geolocationCache = pgTable('geolocation_cache', {
  ipRange: text('ip_range').primaryKey(),
  countryCode: text('country_code').notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
})

export const userConsent = pgTable(
  'user_consent',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    countryCode: text('country_code'),
    jurisdiction: text('jurisdiction').notNull(),
    consentVersion: text('consent_version').notNull(),
    necessary: boolean('necessary').notNull().default(true),
    analytics: boolean('analytics').notNull().default(false),
    advertising: boolean('advertising').notNull().default(false),
    preferences: boolean('preferences').notNull().default(false),
    marketing: boolean('marketing').notNull().default(false),
    tcfConsentString: text('tcf_consent_string'),
    tcfVendorConsents: jsonb('tcf_vendor_consents').$type<Record<string, boolean>>(),
    consentMethod: text('consent_method').notNull(),
    consentSource: text('consent_source').notNull().default('banner'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_consent_user_idx').on(t.userId, t.createdAt.desc()),
    index('user_consent_session_idx').on(t.sessionId, t.createdAt.desc()),
  ],
)

export const consentVendors = pgTable('consent_vendors', {
  id: uuid('id').primaryKey().defaultRandom(),
  vendorId: integer('vendor_id').notNull().unique(),
  name: text('name').notNull(),
  privacyPolicyUrl: text('privacy_policy_url').notNull(),
  purposes: integer('purposes')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  legitimateInterests: integer('legitimate_interests')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  isActive: boolean('is_active').notNull().default(true),
})

export const consentPurposes = pgTable('consent_purposes', {
  purposeId: integer('purpose_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  isEssential: boolean('is_essential').notNull().default(false),
  // not in the docs/product.md#data list: lets an admin stop offering a purpose without deleting its
  // history (the same field name as consent_vendors.is_active)
  isActive: boolean('is_active').notNull().default(true),
})

export const consentAnalytics = pgTable(
  'consent_analytics',
  {
    date: date('date').notNull(),
    countryCode: text('country_code').notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    totalRequests: integer('total_requests').notNull().default(0),
    acceptedAll: integer('accepted_all').notNull().default(0),
    acceptedNecessaryOnly: integer('accepted_necessary_only').notNull().default(0),
    customSelections: integer('custom_selections').notNull().default(0),
    analyticsAcceptanceRate: real('analytics_acceptance_rate').notNull().default(0),
    advertisingAcceptanceRate: real('advertising_acceptance_rate').notNull().default(0),
    marketingAcceptanceRate: real('marketing_acceptance_rate').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.date, t.countryCode, t.jurisdiction] })],
)

// ---------------------------------------------------------------- engagement: Q&A, comments, reactions, reports, quizzes

export const discussionStatusEnum = pgEnum('discussion_status', [
  'pending',
  'published',
  'rejected',
  'hidden',
])

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: discussionStatusEnum('status').notNull().default('pending'),
    // why it waits for a moderator (new account, banned words)
    moderationNote: text('moderation_note'),
    // shown to the author when a moderator rejects it (never the moderator's name)
    rejectionReason: text('rejection_reason'),
    // set when enough members report it: out of public view until a moderator reviews it
    hiddenAt: ts('hidden_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')`,
    ),
  },
  (t) => [
    index('questions_status_idx').on(t.status, t.createdAt.desc()),
    index('questions_user_idx').on(t.userId),
    index('questions_search_idx').using('gin', t.search),
  ],
)

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: discussionStatusEnum('status').notNull().default('pending'),
    moderationNote: text('moderation_note'),
    rejectionReason: text('rejection_reason'),
    hiddenAt: ts('hidden_at'),
    isExpert: boolean('is_expert').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.status, t.createdAt),
    index('answers_status_idx').on(t.status, t.createdAt.desc()),
  ],
)

export const answerHelpfulMarks = pgTable(
  'answer_helpful_marks',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] })],
)

export const storyComments = pgTable(
  'story_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => userSubmissions.id, { onDelete: 'cascade' }),
    // a reply names the comment it answers (one level: a reply to a reply names the same parent)
    parentId: uuid('parent_id').references((): AnyPgColumn => storyComments.id, {
      onDelete: 'cascade',
    }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: discussionStatusEnum('status').notNull().default('pending'),
    moderationNote: text('moderation_note'),
    rejectionReason: text('rejection_reason'),
    hiddenAt: ts('hidden_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('story_comments_story_idx').on(t.storyId, t.status, t.createdAt)],
)

export const storyReactions = pgTable(
  'story_reactions',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => userSubmissions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(), // respect | me_too | inspiring
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId, t.reaction] })],
)

/** One report per member and item; the item type names the table (story, question, answer, comment). */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'), // open | resolved
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('content_reports_member_item_uq').on(t.itemType, t.itemId, t.userId),
    index('content_reports_open_idx').on(t.status, t.itemType, t.itemId),
  ],
)

export const quizzes = pgTable('quizzes', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  hubId: text('hub_id')
    .notNull()
    .references(() => hubs.id),
  isPublished: boolean('is_published').notNull().default(false),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const quizResultProfiles = pgTable(
  'quiz_result_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    // articles of this hub are suggested with the result
    hubId: text('hub_id').references(() => hubs.id),
    // keywords matched against articles' tags and category: the reading a result recommends
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('quiz_result_profiles_key_uq').on(t.quizId, t.key)],
)

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.sortOrder)],
)

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    // the result profile this answer counts toward
    resultId: uuid('result_id')
      .notNull()
      .references(() => quizResultProfiles.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('quiz_options_question_idx').on(t.questionId, t.sortOrder)],
)

/** A member's kept result. Only chosen option ids are stored: quizzes have no free-text answers. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => quizResultProfiles.id, { onDelete: 'cascade' }),
    optionIds: uuid('option_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_user_idx').on(t.userId, t.createdAt.desc())],
)

// ---- first-party analytics (cookieless). No IP, no cookie: a visitor is a hash of IP + user agent
// with a salt of the day; the salts live in their own table and are deleted after two days, so a
// stored hash can never be traced back.
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    // 'article' | 'hub' | 'page'
    pageType: text('page_type').notNull(),
    entityId: text('entity_id'),
    referrerHost: text('referrer_host'),
    visitorHash: text('visitor_hash').notNull(),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('page_views_viewed_idx').on(t.viewedAt.desc()),
    index('page_views_entity_idx').on(t.pageType, t.entityId, t.viewedAt.desc()),
  ],
)

export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
})

/**
 * The distinct words of published article titles, with how many such articles hold each: the typo
 * correction of the search looks words up here (pg_trgm) instead of in every title. Kept by
 * triggers on articles (drizzle/0015_search_words_sync.sql), so no write path can forget it.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    articles: integer('articles').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
)

export const searchMisses = pgTable(
  'search_misses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    term: text('term').notNull(),
    searchedAt: ts('searched_at').notNull().defaultNow(),
  },
  (t) => [index('search_misses_searched_idx').on(t.searchedAt.desc())],
)

// ---------------------------------------------------------------- member notifications, follows

/**
 * What a member is told about her own contributions (story approved or rejected, question
 * answered, answer marked, a reply to her comment, reactions on her story). Reactions are grouped:
 * one unread row per group_key whose count grows. Never names a moderator.
 */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    itemType: text('item_type'),
    itemId: uuid('item_id'),
    // unread notifications with the same key are one row (reactions on one story)
    groupKey: text('group_key'),
    count: integer('count').notNull().default(1),
    readAt: ts('read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('member_notifications_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('member_notifications_unread_group_uq')
      .on(t.userId, t.groupKey)
      .where(sql`read_at IS NULL AND group_key IS NOT NULL`),
  ],
)

/** Which notification kinds a member also receives by email (kind -> on); absent means the default. */
export const memberNotificationSettings = pgTable('member_notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb('email').$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updatedAt(),
})

/** Hubs and authors a member follows; they come first in her "For you" list. */
export const follows = pgTable(
  'follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(), // 'hub' | 'author'
    targetId: text('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    index('follows_target_idx').on(t.targetType, t.targetId),
  ],
)

/** The admin bell: what a staff member has read, so the unread count survives a page load. */
export const staffNotificationState = pgTable('staff_notification_state', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readBefore: ts('read_before'),
  updatedAt: updatedAt(),
})
