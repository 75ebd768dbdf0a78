// Pages built in the admin, as the public site reads them: published sections only, trashed ones
// never, ordered by section key. The home page reads 'index', the footer 'footer'; any other page
// is served at /p/{slug}. The built-in wording stays the fallback wherever nothing is published.
import { and, asc, eq, isNull } from 'drizzle-orm'
import { db } from '#app/db/client.server'
import { pageContent } from '#app/db/schema'
import { RESERVED_PAGE_SLUGS, toPublicSection, type PublicSection } from './public-pages'

export async function getPublishedSections(pageSlug: string): Promise<PublicSection[]> {
  const rows = await db
    .select({ sectionKey: pageContent.sectionKey, contentData: pageContent.contentData })
    .from(pageContent)
    .where(
      and(
        eq(pageContent.pageSlug, pageSlug),
        eq(pageContent.isPublished, true),
        isNull(pageContent.deletedAt),
      ),
    )
    .orderBy(asc(pageContent.sectionKey))
  return rows.map((r) => toPublicSection(r.sectionKey, r.contentData))
}

/** A page for /p/{slug}: null when the slug is reserved, unknown, unpublished or trashed. */
export async function getPublicPage(slug: string) {
  if (RESERVED_PAGE_SLUGS.has(slug) || !/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug)) return null
  const sections = await getPublishedSections(slug)
  if (!sections.length) return null
  const seo = sections.find((s) => s.key === 'seo')
  const body = sections.filter((s) => s.key !== 'seo')
  const title =
    seo?.title ||
    body.find((s) => s.title)?.title ||
    slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
  return {
    slug,
    title,
    description: (seo?.text ?? body.find((s) => s.text)?.text ?? '').slice(0, 160),
    sections: body,
  }
}
