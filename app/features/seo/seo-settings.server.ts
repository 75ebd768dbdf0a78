// Site-wide SEO defaults in site_settings (key 'seo'): title suffix, default social image,
// organisation data for JSON-LD, and the static pages marked noindex. Read on every page through
// the root loader, so kept in memory for a minute (and dropped at once by a change in this process).
import { eq, sql } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { siteSettings } from '#app/db/schema'
import { recordAudit, type Actor } from '#app/utils/audit.server'
import { SITE } from '#app/utils/site'
import type { SeoDefaults, SeoDefaultsForm } from './seo.schema'

const KEY = 'seo'
const TTL_MS = 60_000

export const DEFAULT_SEO: SeoDefaults = {
  titleSuffix: SITE.name,
  defaultSocialImage: '',
  organisation: {
    name: SITE.name,
    locality: SITE.locality,
    region: SITE.region,
    country: SITE.country,
    email: SITE.email,
    logo: '/favicon.svg',
  },
  noindexPages: [],
}

let cached: { value: SeoDefaults; at: number } | null = null

function merge(v: unknown): SeoDefaults {
  const o = (v && typeof v === 'object' ? v : {}) as Partial<SeoDefaults>
  const str = (x: unknown, d: string) => (typeof x === 'string' ? x : d)
  const org = (o.organisation ?? {}) as Partial<SeoDefaults['organisation']>
  const d = DEFAULT_SEO.organisation
  return {
    titleSuffix: str(o.titleSuffix, DEFAULT_SEO.titleSuffix),
    defaultSocialImage: str(o.defaultSocialImage, ''),
    organisation: {
      name: str(org.name, d.name) || d.name,
      locality: str(org.locality, d.locality) || d.locality,
      region: str(org.region, d.region),
      country: str(org.country, d.country),
      email: str(org.email, d.email),
      logo: str(org.logo, d.logo) || d.logo,
    },
    noindexPages: Array.isArray(o.noindexPages)
      ? o.noindexPages.filter((p): p is string => typeof p === 'string')
      : [],
  }
}

export async function getSeoDefaults(): Promise<SeoDefaults> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, KEY)).limit(1)
  const value = merge(row?.value)
  cached = { value, at: Date.now() }
  return value
}

async function writeSeo(actor: Actor, next: SeoDefaults, audit: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key: KEY, value: next, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedBy: actor.id, updatedAt: new Date() },
      })
    await recordAudit(tx, {
      action: 'update',
      entityType: 'seo_settings',
      entityData: { name: 'SEO settings', ...audit },
      userId: actor.id,
    })
  })
  cached = null
}

export async function updateSeoDefaults(actor: Actor, form: SeoDefaultsForm) {
  const current = await getSeoDefaults()
  await writeSeo(
    actor,
    {
      ...current,
      titleSuffix: form.titleSuffix,
      defaultSocialImage: form.defaultSocialImage,
      organisation: {
        name: form.orgName,
        locality: form.orgLocality,
        region: form.orgRegion,
        country: form.orgCountry.toUpperCase(),
        email: form.orgEmail,
        logo: form.orgLogo || DEFAULT_SEO.organisation.logo,
      },
    },
    { keys: ['titleSuffix', 'defaultSocialImage', 'organisation'] },
  )
}

export async function setStaticPageNoindex(actor: Actor, path: string, noindex: boolean) {
  const current = await getSeoDefaults()
  const set = new Set(current.noindexPages)
  if (noindex) set.add(path)
  else set.delete(path)
  await writeSeo(actor, { ...current, noindexPages: [...set].sort() }, { path, noindex })
}

export function clearSeoDefaultsCache() {
  cached = null
}
