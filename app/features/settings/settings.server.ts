// site_settings (docs/product.md#site-settings): read with its defaults, upsert by key.
import { eq, inArray, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { siteSettings } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { sharedData } from '#app/utils/shared-data.server'
import { isSitePath, isWebUrl } from '#app/utils/url-rules'
import {
  DEFAULT_ARTICLE_CATEGORIES,
  DEFAULT_CONTENT_PREFERENCES,
  DEFAULT_SPORT_OPTIONS,
  SOCIAL_PLATFORMS,
} from '#app/utils/site'
import {
  DEFAULT_VIDEO_UPLOAD_MAX_MB,
  SETTINGS_KEYS,
  VIDEO_UPLOAD_MAX_MB_LIMIT,
  type SettingsForm,
} from './settings.schema'
import { DEFAULT_BANNED_WORDS } from '#app/features/discussions/discussions.server'
import { type ActionResult, failure } from '#app/utils/action-result'

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated successfully',
  adminRequired: 'Admin access required to update settings',
  failed: 'Failed to update settings',
} as const

export type SiteSettings = {
  social_links: Record<string, string>
  article_categories: string[]
  sport_options: string[]
  content_preferences: string[]
  favicon_url: string
  banned_words: string[]
  video_upload_max_mb: number
}

const strings = (v: unknown, fallback: readonly string[]) =>
  Array.isArray(v) && v.length && v.every((x) => typeof x === 'string')
    ? (v as string[])
    : [...fallback]

/**
 * Social links keyed by platform name in docs/product.md#site-settings order; accepts lower-case
 * keys too.
 */
function socialLinks(v: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (!v || typeof v !== 'object' || Array.isArray(v)) return out
  const entries = Object.entries(v as Record<string, unknown>)
  for (const platform of SOCIAL_PLATFORMS) {
    const hit = entries.find(([k]) => k.toLowerCase() === platform.toLowerCase())
    if (hit && typeof hit[1] === 'string' && hit[1]) out[platform] = hit[1]
  }
  return out
}

export async function getSiteSettings(): Promise<SiteSettings> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...SETTINGS_KEYS]))
  const byKey = new Map(rows.map((r) => [r.key, r.value]))
  const favicon = byKey.get('favicon_url')
  return {
    social_links: socialLinks(byKey.get('social_links')),
    article_categories: strings(byKey.get('article_categories'), DEFAULT_ARTICLE_CATEGORIES),
    sport_options: strings(byKey.get('sport_options'), DEFAULT_SPORT_OPTIONS),
    content_preferences: strings(byKey.get('content_preferences'), DEFAULT_CONTENT_PREFERENCES),
    favicon_url: typeof favicon === 'string' && favicon ? favicon : '/favicon.svg',
    banned_words: byKey.has('banned_words')
      ? strings(byKey.get('banned_words'), [])
      : [...DEFAULT_BANNED_WORDS],
    video_upload_max_mb: videoMaxMb(byKey.get('video_upload_max_mb')),
  }
}

function videoMaxMb(v: unknown) {
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= VIDEO_UPLOAD_MAX_MB_LIMIT
    ? v
    : DEFAULT_VIDEO_UPLOAD_MAX_MB
}

/** The video upload limit in bytes: the admin setting, never above MAX_VIDEO_UPLOAD_BYTES. */
export async function getVideoUploadMaxBytes(ceiling: number): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'video_upload_max_mb'))
    .limit(1)
  return Math.min(videoMaxMb(row?.value) * 1024 * 1024, ceiling)
}

export const DEFAULT_FAVICON = '/favicon.svg'

/**
 * The site's icon: the favicon_url setting when it is a usable URL (https or a same-site path),
 * else /favicon.svg. Read on every page through the root loader, so it is shared data: the
 * settings route declares `invalidates: 'all'`, which empties it and the cached pages at once.
 */
export function getFaviconUrl(): Promise<string> {
  return sharedData('favicon-url', async () => {
    const [row] = await db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, 'favicon_url'))
      .limit(1)
    const v = row?.value
    return typeof v === 'string' &&
      (isWebUrl(v, { httpsOnly: true }) || isSitePath(v, { query: true }))
      ? v
      : DEFAULT_FAVICON
  }).catch(() => DEFAULT_FAVICON)
}

/** Upserts every key in one transaction with its audit row. */
export async function updateSiteSettings(actor: Actor, form: SettingsForm): Promise<ActionResult> {
  const social = Object.fromEntries(Object.entries(form.social_links).filter(([, url]) => url))
  const values: Record<string, unknown> = { ...form, social_links: social }
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(siteSettings)
        .values(SETTINGS_KEYS.map((key) => ({ key, value: values[key], updatedBy: actor.id })))
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value`, updatedBy: actor.id, updatedAt: new Date() },
        })
      await recordAudit(tx, {
        action: 'update',
        entityType: 'site_settings',
        entityId: null,
        entityData: { name: 'Site settings', keys: [...SETTINGS_KEYS] },
        userId: actor.id,
      })
    })
  } catch (error) {
    console.error('updateSiteSettings failed', error)
    return failure(SETTINGS_MESSAGES.failed, 500)
  }
  return { ok: true, message: SETTINGS_MESSAGES.updated }
}
