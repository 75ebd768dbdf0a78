// /admin/system: what an admin needs to know about the running site (health, scheduler, alerts) and
// the few things they can do about it (resolve an alert, send a test email).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { db, dbKind } from '#app/db/client.server'
import * as schema from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { sendMail } from '#app/utils/mail.server'
import { getEnv } from '#app/utils/env.server'
import { SITE } from '#app/utils/site'

const COUNTED_TABLES = [
  ['articles', schema.articles],
  ['products', schema.products],
  ['users', schema.users],
  ['user_submissions', schema.userSubmissions],
  ['media', schema.media],
  ['audit_logs', schema.auditLogs],
  ['system_alerts', schema.systemAlerts],
  ['system_metrics', schema.systemMetrics],
  ['newsletter_subscribers', schema.newsletterSubscribers],
  ['product_clicks', schema.productClicks],
  ['email_outbox', schema.emailOutbox],
] as const

let appVersion: string | null = null
function getAppVersion() {
  if (appVersion) return appVersion
  try {
    const pkg = JSON.parse(readFileSync(path.resolve(process.cwd(), 'package.json'), 'utf8')) as {
      version?: string
    }
    appVersion = pkg.version ?? 'unknown'
  } catch {
    appVersion = process.env.npm_package_version ?? 'unknown'
  }
  return appVersion
}

/** Size of the current database in bytes (null when the engine cannot tell). */
export async function getDatabaseSize(): Promise<number | null> {
  try {
    const rows = await db.execute<{ size: string | number }>(
      sql`select pg_database_size(current_database()) as size`,
    )
    const first = (rows as unknown as { rows?: { size: string }[] }).rows?.[0] ?? (rows as never)[0]
    return first ? Number((first as { size: string | number }).size) : null
  } catch {
    return null
  }
}

export type SystemHealth = Awaited<ReturnType<typeof getSystemHealth>>

export async function getSystemHealth() {
  const env = getEnv()
  const counts = await Promise.all(
    COUNTED_TABLES.map(async ([name, table]) => ({ name, rows: await db.$count(table) })),
  )
  let migrations: { applied: number; latestAt: string | null } = { applied: 0, latestAt: null }
  try {
    const rows = await db.execute<{ n: string | number; latest: string | number | null }>(
      sql`select count(*) as n, max(created_at) as latest from drizzle.__drizzle_migrations`,
    )
    const r = ((rows as unknown as { rows?: unknown[] }).rows ??
      (rows as unknown as unknown[]))[0] as
      { n: string | number; latest: string | number | null } | undefined
    if (r)
      migrations = {
        applied: Number(r.n),
        latestAt: r.latest ? new Date(Number(r.latest)).toISOString() : null,
      }
  } catch {
    /* no migrations table: nothing applied through drizzle */
  }
  const [uploads] = await db
    .select({
      files: sql<number>`count(*)`.mapWith(Number),
      bytes: sql<number>`coalesce(sum(${schema.media.size}), 0)`.mapWith(Number),
    })
    .from(schema.media)
  const mem = process.memoryUsage()
  return {
    database: {
      kind: dbKind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
      sizeBytes: await getDatabaseSize(),
      sizeLimitBytes: env.DB_SIZE_ALERT_MB * 1024 * 1024,
    },
    tables: counts,
    migrations,
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: mem.rss, heapUsedBytes: mem.heapUsed },
    nodeVersion: process.version,
    appVersion: getAppVersion(),
    mailMode: env.SMTP_URL ? ('SMTP' as const) : ('Outbox' as const),
    uploads: { files: uploads?.files ?? 0, bytes: uploads?.bytes ?? 0 },
  }
}

/** Scheduled articles in publishing order (the scheduler checks every 30 s). */
export async function listScheduledArticles(limit = 10) {
  return db
    .select({
      id: schema.articles.id,
      title: schema.articles.title,
      publishAt: schema.articles.publishedAt,
    })
    .from(schema.articles)
    .where(and(eq(schema.articles.status, 'scheduled'), isNull(schema.articles.deletedAt)))
    .orderBy(asc(schema.articles.publishedAt))
    .limit(limit)
}

/** Deactivates an alert (audited). False when there is no such active alert. */
export async function resolveAlert(actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.systemAlerts)
      .set({ isActive: false, isNew: false })
      .where(and(eq(schema.systemAlerts.id, id), eq(schema.systemAlerts.isActive, true)))
      .returning({ id: schema.systemAlerts.id, title: schema.systemAlerts.title })
    if (!row) return false
    await recordAudit(tx, {
      action: 'resolve',
      entityType: 'system_alert',
      entityId: row.id,
      entityData: { title: row.title },
      userId: actor.id,
    })
    return true
  })
}

/** Sends a short test message to the admin's own address, through SMTP or the outbox. */
export async function sendTestEmail(actor: { id: string; email: string }) {
  const mode = getEnv().SMTP_URL ? 'SMTP' : 'Outbox'
  await sendMail({
    to: actor.email,
    subject: `Test email from ${SITE.name}`,
    text: `This is a test email from the ${SITE.name} admin (mail mode: ${mode}). If you can read it, mail works.`,
  })
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'test_email',
      entityType: 'site_settings',
      entityId: null,
      entityData: { name: 'Test email', to: actor.email, mode },
      userId: actor.id,
    })
  })
  return mode
}
