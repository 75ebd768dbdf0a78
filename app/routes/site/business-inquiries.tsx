import type { Route } from './+types/business-inquiries'
import { PageIntro } from '#app/components/site/page-intro'
import { BusinessInquiryForm } from '#app/features/contact/components/contact-forms'
import { parseContactForm, sendBusinessInquiry } from '#app/features/contact/contact.server'
import { BusinessInquirySchema } from '#app/features/contact/contact.schema'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const action = defineAction({
  respond: 'result',
  defaultIntent: 'send',
  intents: {
    send: intent({
      who: 'anyone',
      parse: (form) => parseContactForm(form, BusinessInquirySchema),
      audit: false,
      // messages go to the staff inbox; no public page shows them
      invalidates: 'nothing',
      run: ({ request, input }) => sendBusinessInquiry(request, input),
    }),
  },
})

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/business-inquiries',
    title: 'Business Inquiries',
    description:
      'Partner with Beyond the Game: brand partnerships, sponsored content, affiliate programs and NIL collaborations with female athletes.',
  })

const OFFERS = [
  {
    title: 'Brand partnerships',
    text: 'Campaigns built with our editors and athlete community, clearly labeled as sponsored.',
  },
  {
    title: 'Athlete NIL collaborations',
    text: 'We connect brands with college and pro athletes and follow NCAA and state NIL rules.',
  },
  {
    title: 'Affiliate program',
    text: 'Products our editors recommend independently. Commissions never buy a spot in a review.',
  },
]

export default function BusinessInquiries({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Business"
        title="Reach the next generation of female athletes"
        lead="10,000+ athletes aged 13 to 24 read, shop and share with us. If your brand respects them, we would like to hear from you."
      />
      <div className="page-container grid gap-10 py-14 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <BusinessInquiryForm actionData={actionData} />
        </div>
        <aside className="lg:order-first">
          <h2 className="font-display text-2xl font-semibold text-ink">How we work with brands</h2>
          <ul className="mt-6 space-y-4">
            {OFFERS.map((o) => (
              <li key={o.title} className="rounded-3xl bg-white p-5 ring-1 ring-sand-200">
                <h3 className="font-semibold text-ink">{o.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-sand-800">{o.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm leading-relaxed text-sand-800">
            Our audience includes minors. We do not run campaigns for alcohol, tobacco, vaping,
            gambling, weight-loss supplements or dating apps, and we never share readers' personal
            data with partners.
          </p>
        </aside>
      </div>
    </>
  )
}
