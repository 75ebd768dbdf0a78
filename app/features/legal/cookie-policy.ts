import { EMAILS, POLICY_UPDATED, type LegalDocument } from './legal-types'

export const COOKIE_POLICY: LegalDocument = {
  path: '/cookie-policy',
  eyebrow: 'Legal',
  title: 'Cookie Policy',
  description:
    'Which cookies and local storage Beyond the Game uses, the five consent categories, and how to change your choices.',
  lead: 'We keep cookies to a minimum. Necessary ones make the site work; every other category waits for your consent where the law requires it.',
  updated: POLICY_UPDATED,
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies are',
      blocks: [
        'Cookies are small text files a website stores in your browser. Local storage is a similar browser feature. We use both, and this policy covers both.',
      ],
    },
    {
      id: 'cookies-we-set',
      heading: 'Cookies we set',
      blocks: [
        {
          list: [
            '**Session cookie** (necessary): keeps you signed in. HTTP-only and secure; expires after 7 days of inactivity or when you sign out.',
            '**Notice cookie** (necessary): carries a one-time confirmation message to the next page, for example after you sign in. Deleted after 60 seconds.',
            '**Consent record** (necessary): your consent choices, stored in local storage and on our server, so the banner does not reappear on every page.',
            '**Admin sidebar cookie** (necessary, staff only): remembers whether the admin sidebar is open, for 7 days.',
          ],
        },
        'We do not load third-party advertising cookies. If we add an analytics or marketing tool, it will be listed here and only load after you opt in.',
      ],
    },
    {
      id: 'consent',
      heading: 'How consent works',
      blocks: [
        'We determine your legal region from your IP address. Visitors in the European Economic Area, the United Kingdom, Switzerland, Norway, Iceland and Liechtenstein (GDPR) and in the United States (CCPA) see a consent banner with Accept all, Necessary only and detailed choices. If we cannot determine your location, we treat you as being in the EU and ask for consent.',
        'Your choice is valid until our consent version changes, your legal region changes, or it gets older than 13 months (EEA/UK) or 24 months (elsewhere). Then we ask again.',
        'If your browser sends a **Global Privacy Control** signal, we treat it as a refusal of advertising and marketing without asking. Members under 18 never get marketing, and advertising stays off unless they switch it on.',
        'The categories, purposes and partners below come straight from our consent settings, so this list is always the one the banner shows.',
      ],
    },
    {
      id: 'change',
      heading: 'Changing your choices',
      blocks: [
        'You can change your choices at any time with **Privacy choices** at the bottom of every page (members also on their profile), or clear cookies and local storage in your browser settings; the banner will then appear again. Blocking necessary cookies will sign you out and may break parts of the site.',
        `Questions: [${EMAILS.privacy}](mailto:${EMAILS.privacy}). More about how we handle data is in the [Privacy Policy](/privacy).`,
      ],
    },
  ],
}
