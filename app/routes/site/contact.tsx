import { Link } from 'react-router'
import { Briefcase, Mail, MapPin, ShieldCheck } from 'lucide-react'
import type { Route } from './+types/contact'
import { PageIntro } from '#app/components/site/page-intro'
import { ContactForm } from '#app/features/contact/components/contact-forms'
import { parseContactForm, sendContactMessage } from '#app/features/contact/contact.server'
import { ContactFormSchema } from '#app/features/contact/contact.schema'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { SITE } from '#app/utils/site'

export const action = defineAction({
  respond: 'result',
  defaultIntent: 'send',
  intents: {
    send: intent({
      who: 'anyone',
      parse: (form) => parseContactForm(form, ContactFormSchema),
      audit: false,
      // messages go to the staff inbox; no public page shows them
      invalidates: 'nothing',
      run: ({ request, input }) => sendContactMessage(request, input),
    }),
  },
})

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions, story tips, corrections or feedback: write to the Beyond the Game team in Chicago, IL.',
  })

const TOPICS = [
  {
    icon: Mail,
    title: 'Story tips and feedback',
    text: 'Pitch an athlete, flag a correction, or tell us what you want to read next.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy requests',
    text: 'Access, correction or deletion of your data. See our Privacy Policy for details.',
    to: '/privacy',
  },
  {
    icon: Briefcase,
    title: 'Partnerships',
    text: 'Brands and agencies: use the business inquiry form so the right person sees it.',
    to: '/business-inquiries',
  },
]

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Talk to us"
        lead="We read every message. Expect a reply from a real person on our team within two business days."
      />
      <div className="page-container grid gap-10 py-14 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <ContactForm actionData={actionData} />
        </div>
        <aside className="space-y-6 lg:order-first">
          <ul className="space-y-4">
            {TOPICS.map((t) => (
              <li
                key={t.title}
                className="flex gap-4 rounded-3xl bg-white p-5 ring-1 ring-sand-200"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-sand-100 text-clay-700">
                  <t.icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold text-ink">
                    {t.to ? (
                      <Link to={t.to} className="underline-offset-4 hover:underline">
                        {t.title}
                      </Link>
                    ) : (
                      t.title
                    )}
                  </h2>
                  <p className="mt-1 text-sm leading-relaxed text-sand-800">{t.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="rounded-3xl bg-ink p-6 text-sand-100">
            <p className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 text-sand-300" />
              <a
                href={`mailto:${SITE.email}`}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {SITE.email}
              </a>
            </p>
            <p className="mt-2 flex items-center gap-2">
              <MapPin aria-hidden className="size-4 text-sand-300" /> {SITE.location}
            </p>
            <p className="mt-4 text-sm text-sand-300">
              In crisis? Call or text 988 (Suicide &amp; Crisis Lifeline) any time. We are a
              newsroom and cannot answer emergencies.
            </p>
          </div>
        </aside>
      </div>
    </>
  )
}
