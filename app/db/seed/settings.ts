// Site settings (docs/product.md#default-lists), page sections, and consent reference data.
import {
  DEFAULT_ARTICLE_CATEGORIES,
  DEFAULT_CONTENT_PREFERENCES,
  DEFAULT_SPORT_OPTIONS,
  SITE,
} from '#app/utils/site'

export const DEFAULT_SOCIAL_LINKS: Record<string, string> = {
  Instagram: 'https://www.instagram.com/beyondthegame',
  Twitter: 'https://twitter.com/beyondthegame',
  TikTok: 'https://www.tiktok.com/@beyondthegame',
  YouTube: 'https://www.youtube.com/@beyondthegame',
  LinkedIn: 'https://www.linkedin.com/company/beyondthegame',
  Facebook: 'https://www.facebook.com/beyondthegame',
  Pinterest: 'https://www.pinterest.com/beyondthegame',
}

export const DEFAULT_SITE_SETTINGS: Record<string, unknown> = {
  article_categories: [...DEFAULT_ARTICLE_CATEGORIES],
  sport_options: [...DEFAULT_SPORT_OPTIONS],
  content_preferences: [...DEFAULT_CONTENT_PREFERENCES],
  social_links: DEFAULT_SOCIAL_LINKS,
  favicon_url: '/favicon.svg',
}

/** page_content sections other than the interface texts; pages list them ordered by section_key. */
export const SEED_PAGE_SECTIONS: {
  pageSlug: string
  sectionKey: string
  data: Record<string, unknown>
}[] = [
  {
    pageSlug: 'index',
    sectionKey: 'a_welcome',
    data: {
      title: 'Built by athletes, for athletes',
      text: 'Beyond the Game started in a college locker room with a simple question: why does nobody write about the rest of our lives? Today we are a newsroom of former athletes covering beauty, style, NIL and careers for the next generation.',
    },
  },
  {
    pageSlug: 'index',
    sectionKey: 'b_values',
    data: {
      title: 'What we stand for',
      items: [
        'Honest reviews: we test products in real training, and we say when something fails.',
        'Your voice first: community stories are edited with you, never rewritten for you.',
        'Every sport counts: from D1 basketball to club fencing to your Sunday run club.',
      ],
    },
  },
  {
    pageSlug: 'index',
    sectionKey: 'c_stats',
    data: {
      title: 'The community so far',
      items: ['10,000+ athletes', '4 content hubs', '60+ sports represented'],
    },
  },
  {
    pageSlug: 'footer',
    sectionKey: 'about',
    data: {
      title: SITE.name,
      text: 'The magazine and community for female athletes: style, beauty, NIL and life beyond sport.',
    },
  },
  {
    pageSlug: 'footer',
    sectionKey: 'contact',
    data: { email: SITE.email, location: SITE.location },
  },
  {
    pageSlug: 'footer',
    sectionKey: 'social',
    data: { links: DEFAULT_SOCIAL_LINKS },
  },
]

// The consent categories (docs/product.md#consent), as purposes 1-5 (necessary is essential).
export const SEED_CONSENT_PURPOSES = [
  {
    purposeId: 1,
    name: 'necessary',
    description:
      'Keeps the site working: sign-in, security, and remembering your privacy choices. Always on.',
    isEssential: true,
  },
  {
    purposeId: 2,
    name: 'analytics',
    description:
      'Counts visits and measures page speed so we know which stories help and what to fix.',
    isEssential: false,
  },
  {
    purposeId: 3,
    name: 'advertising',
    description: 'Lets partners measure affiliate clicks and show ads that fit your interests.',
    isEssential: false,
  },
  {
    purposeId: 4,
    name: 'preferences',
    description:
      'Remembers choices such as your favourite hubs and sports to personalise what you see.',
    isEssential: false,
  },
  {
    purposeId: 5,
    name: 'marketing',
    description: 'Allows newsletters and partner offers to be tailored and measured.',
    isEssential: false,
  },
]

export const SEED_CONSENT_VENDORS = [
  {
    vendorId: 755,
    name: 'Google Analytics',
    privacyPolicyUrl: 'https://policies.google.com/privacy',
    purposes: [2],
    legitimateInterests: [],
  },
  {
    vendorId: 1042,
    name: 'Impact Affiliate Network',
    privacyPolicyUrl: 'https://impact.com/privacy-policy/',
    purposes: [3, 5],
    legitimateInterests: [2],
  },
  {
    vendorId: 1126,
    name: 'Skimlinks',
    privacyPolicyUrl: 'https://skimlinks.com/privacy-policies/',
    purposes: [3],
    legitimateInterests: [2],
  },
  {
    vendorId: 2210,
    name: 'Mailchimp',
    privacyPolicyUrl: 'https://www.intuit.com/privacy/statement/',
    purposes: [5],
    legitimateInterests: [],
  },
  {
    vendorId: 3301,
    name: 'Pinterest Tag',
    privacyPolicyUrl: 'https://policy.pinterest.com/privacy-policy',
    purposes: [3, 4],
    legitimateInterests: [],
  },
]
