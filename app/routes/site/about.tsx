import { Link } from 'react-router'
import type { Route } from './+types/about'
import { buttonClass } from '#app/components/ui/button'
import { LegalDocumentPage } from '#app/features/legal/components/legal-document'
import { ABOUT_PAGE } from '#app/features/legal/about'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: ABOUT_PAGE.path,
    title: 'About Us',
    description: ABOUT_PAGE.description,
  })

const FACTS = [
  { value: '10,000+', label: 'athletes in the community' },
  { value: '4', label: 'hubs: beauty, style, NIL, careers' },
  { value: '13-24', label: 'the ages we write for' },
]

export default function AboutPage() {
  return (
    <LegalDocumentPage doc={ABOUT_PAGE}>
      <div className="mt-12 rounded-3xl bg-ink p-8 text-sand-100 md:p-10">
        <dl className="grid gap-6 sm:grid-cols-3">
          {FACTS.map((f) => (
            <div key={f.label} className="flex flex-col">
              <dt className="order-2 text-sm text-sand-300">{f.label}</dt>
              <dd className="font-display text-4xl font-semibold text-white">{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/community"
            className={buttonClass('accent', 'lg', 'text-white! no-underline!')}
          >
            Join the community
          </Link>
          <Link to="/authors" className={buttonClass('outline', 'lg', 'text-ink! no-underline!')}>
            Meet the authors
          </Link>
        </div>
      </div>
    </LegalDocumentPage>
  )
}
