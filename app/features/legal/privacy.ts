import { EMAILS, POLICY_UPDATED, type LegalDocument } from './legal-types'

export const PRIVACY_POLICY: LegalDocument = {
  path: '/privacy',
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  description:
    'How Beyond the Game collects, uses and protects personal information of readers and members aged 13 and older, including COPPA, GDPR and CCPA rights.',
  lead: 'Many of our readers are teenagers and college athletes. We collect as little as we can, we never sell personal information, and you can see, download or delete what we hold about you.',
  updated: POLICY_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        'Beyond the Game ("we", "us") is an online magazine and community for female athletes, based in Chicago, Illinois, USA. This policy covers this website, our newsletter and our community features. We are the controller of the personal information described here.',
        `Questions or requests: write to [${EMAILS.privacy}](mailto:${EMAILS.privacy}) or use our [contact form](/contact).`,
      ],
    },
    {
      id: 'age',
      heading: 'Age requirement and children (COPPA)',
      blocks: [
        'You must be **13 or older** to create an account, submit a story, vote in polls or subscribe to the newsletter. Sign-up asks for your date of birth. If it shows you are under 13, the sign-up is refused and we do not store the date of birth, the email address or anything else from that attempt.',
        "We do not knowingly collect personal information from children under 13, as required by the U.S. Children's Online Privacy Protection Act (COPPA). If you are a parent or guardian and believe a child under 13 has given us information, email us and we will delete it promptly.",
        'If you are between 13 and 17, please read this policy with a parent or guardian. Members under 18 can ask us to remove content they posted, and we honor those requests.',
        '**Extra care for members under 18.** We use the date of birth you gave at sign-up (or when you accepted an invitation) to apply these rules automatically, and we apply them too when we do not know your date of birth: advertising and marketing are off by default, marketing cannot be switched on at all, and your profile and every page showing your stories, questions, answers or comments carry a "noindex" instruction, so search engines do not list them. Your posts can still be read on our site.',
        '**Global Privacy Control.** If your browser sends a Global Privacy Control signal, we treat it as your refusal of advertising and marketing (an opt-out of any "sale" or "sharing" under the CCPA) without asking, and record that choice as made by the signal.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            '**Account:** email address, username, display name, password (stored only as a one-way hash) and date of birth.',
            '**Profile (optional):** avatar, sport, location, bio, social links, achievements and the interests you pick during sign-up.',
            '**Community:** stories you submit, poll votes, and items you save.',
            '**Newsletter:** first and last name, email, and the sports and interests you choose.',
            '**Messages:** what you send through the contact or business inquiry forms.',
            '**Technical data:** IP address, browser type, pages requested and timestamps in our server logs; a session cookie when you sign in.',
            '**Privacy choices:** your consent settings, the consent version, and the country and legal region derived from your IP address.',
            '**Affiliate clicks:** which product link was clicked and when (and your account, if signed in), so we can measure which recommendations help.',
          ],
        },
        'We do not collect biometric identifiers, precise geolocation, government ID numbers or payment card data. We do not ask for health information; if you choose to write about an injury or your health in a story, it is published only if you submitted it for publication and an editor approved it.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use information',
      blocks: [
        {
          list: [
            'To run your account, keep you signed in and protect the site (rate limits, fraud and abuse prevention).',
            'To review and publish community stories you submit, with your display name.',
            'To send the newsletter you asked for, after you confirm your email address. Every email has an unsubscribe link.',
            'To answer messages and business inquiries.',
            'To measure and improve the site, only when you allow analytics cookies.',
            'To comply with the law and enforce our [Terms of Service](/terms).',
          ],
        },
        'We do not use personal information of members under 18 for targeted advertising, and we do not build advertising profiles of anyone.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Legal bases (GDPR and UK GDPR)',
      blocks: [
        'If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on: performance of a contract (your account and the newsletter you request), consent (analytics, advertising, personalization and marketing cookies; you can withdraw it at any time), legitimate interests (security, preventing abuse, answering messages) and legal obligations.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing and selling',
      blocks: [
        '**We do not sell personal information and we do not "share" it for cross-context behavioral advertising**, as those terms are defined by the California Consumer Privacy Act (CCPA/CPRA).',
        'We use service providers who process data on our behalf under contract: hosting and database providers, an email delivery service, and, only if you consent, analytics tools. They may not use your data for their own purposes. We disclose information when required by law or to protect the safety of our members.',
        'When you click an affiliate link, you leave our site. The retailer sees that you came from us, and its own privacy policy applies to your visit.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and consent',
      blocks: [
        'Necessary cookies keep you signed in and remember your privacy choices. Everything else (analytics, advertising, preferences, marketing) is off until you agree where the law requires consent. Details are in our [Cookie Policy](/cookie-policy).',
        'We ask for consent again when our consent version changes, when your legal region changes, or when your choice is older than 13 months in the EEA/UK or 24 months elsewhere.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Wherever you live, you can:',
        {
          list: [
            'download a copy of your data (JSON export) and delete your account from your profile page;',
            'correct your profile at any time;',
            'unsubscribe from the newsletter with one click;',
            'change or withdraw cookie consent from the consent banner.',
          ],
        },
        '**EEA/UK residents** also have the rights of access, rectification, erasure, restriction, portability and objection, and may complain to their data protection authority.',
        '**California residents** have the right to know, delete and correct personal information, and the right not to be discriminated against for using these rights. Because we do not sell or share personal information, there is nothing to opt out of, but you may still send an opt-out request and we will record it. Authorized agents may submit requests with written permission.',
        `To use a right we cannot handle automatically, email [${EMAILS.privacy}](mailto:${EMAILS.privacy}). We answer within 30 days (45 days for California requests) and may ask you to confirm your identity from the email address on your account.`,
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          list: [
            'Account and profile data: until you delete your account.',
            'Stories you submitted: until you or we remove them, and always together with your account.',
            'Contact messages and business inquiries: kept while we answer them, then archived; archived messages are deleted 12 months later.',
            'Consent records: about 13 months for visitors without an account, about 390 days for members.',
            'Server logs: 30 days, unless needed to investigate abuse.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Passwords are hashed, sessions use secure HTTP-only cookies, sign-in attempts are rate limited and staff access to member data is limited to editors and administrators who need it. No system is perfectly secure; if a breach affects your personal information we will notify you and regulators as the law requires.',
      ],
    },
    {
      id: 'transfers',
      heading: 'International transfers',
      blocks: [
        "Our servers are in the United States. When we transfer personal data from the EEA, UK or Switzerland, we rely on the European Commission's Standard Contractual Clauses or the EU-U.S. Data Privacy Framework where our providers participate in it.",
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'If we make material changes, we will update the date above and tell members by email or a notice on the site before the change takes effect.',
      ],
    },
  ],
}
