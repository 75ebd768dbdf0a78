// The site's fixed pages (docs/product.md#public-routes) as the SEO overview and the pages sitemap
// see them. Legal and about pages carry their own title, description and update date; the others
// repeat the description their route's meta gives.
import { ABOUT_PAGE } from '#app/features/legal/about'
import { COOKIE_POLICY } from '#app/features/legal/cookie-policy'
import { DMCA_POLICY } from '#app/features/legal/dmca'
import { EDITORIAL_GUIDELINES } from '#app/features/legal/editorial-guidelines'
import { PRIVACY_POLICY } from '#app/features/legal/privacy'
import { RESOURCES_PAGE } from '#app/features/legal/resources'
import { TERMS_OF_SERVICE } from '#app/features/legal/terms'
import { SITE } from '#app/utils/site'

export type StaticPage = {
  path: string
  title: string
  description: string
  updated?: string
  /** the admin page where its text is edited, when there is one */
  editPath?: string
}

const doc = (d: typeof ABOUT_PAGE, editPath?: string): StaticPage => ({
  path: d.path,
  title: d.title,
  description: d.description,
  updated: d.updated,
  editPath,
})

export const STATIC_PAGES: StaticPage[] = [
  { path: '/', title: SITE.name, description: SITE.description },
  {
    path: '/explore',
    title: 'Explore Articles',
    description:
      'Search and browse every story, guide and interview for athletes: beauty, style, NIL and life beyond sport.',
  },
  {
    path: '/community',
    title: 'Community',
    description:
      'Real stories from female athletes about training, style, setbacks and life beyond sport. Share yours and join the newsletter.',
  },
  {
    path: '/authors',
    title: 'Our Authors',
    description: 'Meet the former athletes, coaches and reporters who write Beyond the Game.',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions, story tips, corrections or feedback: write to the Beyond the Game team in Chicago, IL.',
  },
  {
    path: '/business-inquiries',
    title: 'Business Inquiries',
    description:
      'Partner with Beyond the Game: brand partnerships, sponsored content, affiliate programs and NIL collaborations with female athletes.',
  },
  doc(ABOUT_PAGE),
  doc(RESOURCES_PAGE),
  doc(EDITORIAL_GUIDELINES),
  doc(PRIVACY_POLICY),
  doc(COOKIE_POLICY),
  doc(TERMS_OF_SERVICE),
  doc(DMCA_POLICY),
]
