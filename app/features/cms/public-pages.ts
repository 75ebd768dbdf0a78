// The shape of a page section on the public site (browser-safe). Sections are free-form JSON in
// the admin; the site shows the fields it understands: a title, a text (blank lines separate
// paragraphs) and a list of items. Anything else is ignored, and nothing is rendered as HTML.

/** Slugs with a place of their own on the site; they are never served at /p/{slug}. */
export const RESERVED_PAGE_SLUGS = new Set(['interface', 'index', 'footer'])

export type PublicSection = { key: string; title?: string; text?: string; items: string[] }

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined)

export function toPublicSection(key: string, data: unknown): PublicSection {
  const d =
    data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {}
  const items = Array.isArray(d.items) ? d.items.map(str).filter((v): v is string => !!v) : []
  return { key, title: str(d.title), text: str(d.text), items }
}

/** Footer fields a published 'footer' page can set over the built-in wording. */
export function footerOverrides(sections: Record<string, unknown>) {
  const about = (sections.about ?? {}) as Record<string, unknown>
  const contact = (sections.contact ?? {}) as Record<string, unknown>
  const out: { tagline?: string; contactEmail?: string; location?: string; copyright?: string } = {}
  const tagline = str(about.text)
  const email = str(contact.email)
  const location = str(contact.location)
  const copyright = str(about.copyright) ?? str(contact.copyright)
  if (tagline) out.tagline = tagline
  if (email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) out.contactEmail = email
  if (location) out.location = location
  if (copyright) out.copyright = copyright
  return out
}
