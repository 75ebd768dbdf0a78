// The one helper for the editable interface texts (docs/product.md#page-content): published
// page_content rows with page_slug 'interface' and content_type 'json', mapped by section_key to
// content_data, merged over the built-in fallback wording in interface-defaults.ts. The layout also
// needs the social links from site_settings, so getSiteFrame() reads both in one round trip.
import { sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import { sharedData } from '#app/utils/shared-data.server'
import { SOCIAL_PLATFORMS } from '#app/utils/site'
import { isWebUrl } from '#app/utils/url-rules'
import { INTERFACE_DEFAULTS, type InterfaceDefaults } from './interface-defaults'
import { footerOverrides } from './public-pages'

export type InterfaceText = {
  [K in keyof InterfaceDefaults]: { [F in keyof InterfaceDefaults[K]]: string }
} & Record<string, Record<string, string>>

export type SocialLink = { platform: (typeof SOCIAL_PLATFORMS)[number]; url: string }

/** Merges stored sections over the defaults; only non-empty string fields override. */
export function mergeInterfaceText(stored: Record<string, unknown>): InterfaceText {
  const out: Record<string, Record<string, string>> = {}
  for (const [key, fields] of Object.entries(INTERFACE_DEFAULTS)) out[key] = { ...fields }
  for (const [key, data] of Object.entries(stored ?? {})) {
    if (!data || typeof data !== 'object' || Array.isArray(data)) continue
    const section = (out[key] ??= {})
    for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
      if (typeof value === 'string' && value.trim() !== '') section[field] = value
    }
  }
  return out as InterfaceText
}

const PLATFORM_BY_KEY = new Map<string, SocialLink['platform']>(
  SOCIAL_PLATFORMS.map((p) => [p.toLowerCase(), p]),
)
PLATFORM_BY_KEY.set('x', 'Twitter')

function safeHttpUrl(value: unknown): string | null {
  return typeof value === 'string' && isWebUrl(value) ? new URL(value).toString() : null
}

/**
 * social_links from site_settings, in docs/product.md#site-settings order. Accepts an object keyed
 * by platform ({ instagram: url }) or a list of { platform, url } entries; drops anything that is
 * not http(s).
 */
export function parseSocialLinks(value: unknown): SocialLink[] {
  const found = new Map<SocialLink['platform'], string>()
  const add = (name: unknown, url: unknown) => {
    const platform =
      typeof name === 'string' ? PLATFORM_BY_KEY.get(name.trim().toLowerCase()) : undefined
    const safe = safeHttpUrl(url)
    if (platform && safe && !found.has(platform)) found.set(platform, safe)
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      if (!item || typeof item !== 'object') continue
      const entry = item as Record<string, unknown>
      add(entry.platform ?? entry.name, entry.url ?? entry.href)
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) add(k, v)
  }
  return SOCIAL_PLATFORMS.filter((p) => found.has(p)).map((platform) => ({
    platform,
    url: found.get(platform)!,
  }))
}

type FrameRow = {
  interface: Record<string, unknown> | null
  footer: Record<string, unknown> | null
  social: unknown
} & Record<string, unknown>

/** Interface texts and social links for the site frame, in one query. Falls back to defaults on error. */
export async function getSiteFrame(): Promise<{ text: InterfaceText; socialLinks: SocialLink[] }> {
  try {
    // every page's layout needs it; admin writes to texts or settings empty the shared cache
    return await sharedData('site-frame', readSiteFrame)
  } catch (error) {
    console.error('getSiteFrame failed, using default interface text', error)
    return { text: mergeInterfaceText({}), socialLinks: [] }
  }
}

async function readSiteFrame() {
  const result = await db.execute(sql`
      select
        (select coalesce(jsonb_object_agg(section_key, content_data), '{}'::jsonb)
           from page_content
          where page_slug = 'interface' and content_type = 'json' and is_published and deleted_at is null) as interface,
        (select coalesce(jsonb_object_agg(section_key, content_data), '{}'::jsonb)
           from page_content
          where page_slug = 'footer' and is_published and deleted_at is null) as footer,
        (select value from site_settings where key = 'social_links') as social`)
  const row = rowsOf<FrameRow>(result)[0]
  const text = mergeInterfaceText(asObject(row?.interface))
  // the footer page's published sections speak last: they are the footer's own content
  Object.assign(text.footer, footerOverrides(asObject(row?.footer)))
  return {
    text,
    socialLinks: parseSocialLinks(asJson(row?.social)),
  }
}

/** Interface texts only (published rows over the defaults). */
export async function getInterfaceText(): Promise<InterfaceText> {
  return (await getSiteFrame()).text
}

// jsonb may arrive as a string
function asJson(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
function asObject(value: unknown): Record<string, unknown> {
  const v = asJson(value)
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}
