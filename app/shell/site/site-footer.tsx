import { Link } from 'react-router'
import { Mail, MapPin } from 'lucide-react'
import type { InterfaceText, SocialLink } from '#app/features/cms/interface-text.server'
import { openConsentPreferences } from '#app/features/consent/consent-events'
import { cn } from '#app/components/ui/cn'
import { HUBS } from '#app/utils/site'
import { BrandMark } from '#app/components/site/brand-mark'
import { SocialIcon } from '#app/components/site/social-icons'

// Three columns: the layout's links, and the Quiz Center beside the community.
export const FOOTER_COLUMNS = [
  { key: 'exploreTitle', links: HUBS.map((h) => ({ to: `/hub/${h.id}`, label: h.title })) },
  {
    key: 'connectTitle',
    links: [
      { to: '/community', label: 'Community' },
      { to: '/quiz-center', label: 'Quiz Center' },
      { to: '/products', label: 'Products' },
      { to: '/authors', label: 'Authors' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    key: 'businessTitle',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/editorial-guidelines', label: 'Editorial Guidelines' },
      { to: '/business-inquiries', label: 'Business Inquiries' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const

export function SiteFooter({
  footer,
  brand,
  socialLinks,
}: {
  footer: InterfaceText['footer']
  brand: string
  socialLinks: SocialLink[]
}) {
  return (
    <footer id="site-footer" className="bg-ink text-sand-200">
      <div className="page-container pt-10 pb-8 md:pt-16 md:pb-10">
        <div className="grid gap-8 md:gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div className="max-w-sm">
            <Link to="/" className="inline-flex items-center gap-2.5 rounded-full">
              <BrandMark className="size-10" />
              <span className="font-display text-2xl font-semibold text-sand-50">{brand}</span>
            </Link>
            <p className="mt-4 leading-relaxed text-sand-300">{footer.tagline}</p>
            <ul className="mt-6 space-y-2 text-sm">
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 text-sand-400" />
                <a
                  href={`mailto:${footer.contactEmail}`}
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  {footer.contactEmail}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <MapPin aria-hidden className="size-4 text-sand-400" />
                <span>{footer.location}</span>
              </li>
            </ul>
            {socialLinks.length ? (
              <ul className="mt-6 flex flex-wrap gap-2" aria-label="Social media">
                {socialLinks.map((s) => (
                  <li key={s.platform}>
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer me"
                      aria-label={`${brand} on ${s.platform === 'Twitter' ? 'X (Twitter)' : s.platform}`}
                      className="flex size-10 items-center justify-center rounded-full bg-white/10 text-sand-100 transition hover:bg-clay-600 hover:text-white"
                    >
                      <SocialIcon platform={s.platform} className="size-[1.15rem]" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <nav
            id="footer-nav"
            aria-label="Footer"
            className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 sm:gap-10"
          >
            {FOOTER_COLUMNS.map((col) => (
              // on phones the six Business links take the full width in two columns
              <div
                key={col.key}
                className={col.key === 'businessTitle' ? 'col-span-2 sm:col-span-1' : undefined}
              >
                <h2 className="text-xs font-bold tracking-[0.18em] text-sand-400 uppercase">
                  {footer[col.key]}
                </h2>
                <ul
                  className={cn(
                    'mt-4 space-y-2.5',
                    col.key === 'businessTitle' &&
                      'max-sm:grid max-sm:grid-cols-2 max-sm:space-y-0 max-sm:gap-x-6 max-sm:gap-y-2.5',
                  )}
                >
                  {col.links.map((l) => (
                    <li key={l.to}>
                      <Link
                        to={l.to}
                        className="text-sand-100 underline-offset-4 hover:text-white hover:underline"
                      >
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-white/10 pt-6 text-sm text-sand-300 sm:flex-row sm:items-center sm:justify-between md:mt-14">
          <p>{copyrightLine(footer.copyright)}</p>
          <p>
            <Link to="/dmca" className="inline-block py-3 hover:text-white hover:underline">
              DMCA
            </Link>
            <span aria-hidden className="mx-2">
              ·
            </span>
            <Link to="/resources" className="inline-block py-3 hover:text-white hover:underline">
              Resources
            </Link>
            <span aria-hidden className="mx-2">
              ·
            </span>
            {/* without JavaScript the link explains how to change choices */}
            <a
              href="/cookie-policy#change"
              className="inline-block py-3 hover:text-white hover:underline"
              onClick={(e) => {
                if (openConsentPreferences()) e.preventDefault()
              }}
            >
              Privacy choices
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}

/**
 * The copyright line with this year: `{year}` in the text, or the year after "©" (also the end of
 * a range, "© 2020–2024"), becomes the clock's year. UTC on both sides, so the server's HTML and the
 * hydrated page agree on New Year's Eve.
 */
export function copyrightLine(text: string, year = new Date().getUTCFullYear()) {
  if (text.includes('{year}')) return text.replaceAll('{year}', String(year))
  return text.replace(/(©\s*(?:\d{4}\s*[-–]\s*)?)\d{4}/, `$1${year}`)
}
