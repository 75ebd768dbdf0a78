// Brand and site constants shared by pages, SEO and emails (browser-safe).
export const SITE = {
  name: 'Beyond the Game',
  shortName: 'BTG',
  tagline: 'Your Story Beyond the Game',
  description:
    'Where 10,000+ female athletes discover fashion, beauty, branding, and life beyond sport',
  email: 'hello@beyondthegame.example',
  location: 'Chicago, IL',
  locality: 'Chicago',
  region: 'IL',
  country: 'US',
  copyrightYear: 2024,
  locale: 'en-US',
  themeColor: '#dcc8a6',
} as const

export const HUBS = [
  { id: 'game-face', title: 'Game Face' },
  { id: 'fit-check', title: 'Fit Check' },
  { id: 'brand-u', title: 'Brand U' },
  { id: 'on-record', title: 'On Record' },
] as const
export type HubId = (typeof HUBS)[number]['id']
export const HUB_TITLES: Record<string, string> = Object.fromEntries(
  HUBS.map((h) => [h.id, h.title]),
)

// docs/product.md#default-lists
export const STORY_CATEGORIES = [
  'Training & Performance',
  'Nutrition & Wellness',
  'Fashion & Style',
  'Beauty & Self-Care',
  'Mental Health',
  'Personal Stories',
  'Other',
] as const
export const DEFAULT_ARTICLE_CATEGORIES = [
  'Training',
  'Nutrition',
  'Lifestyle',
  'Reviews',
  'News',
  'Interviews',
  'Beauty & Self-Care',
  'Fashion & Style',
  'Mental Health & Wellness',
  'Personal Branding',
  'Recovery & Rest',
  'Equipment & Gear',
  'Personal Stories',
  'Mental Performance',
  'Sustainable Living',
  'Tech & Innovation',
  'Career',
] as const
export const DEFAULT_SPORT_OPTIONS = [
  'Basketball',
  'Soccer',
  'Tennis',
  'Running',
  'Swimming',
  'Volleyball',
  'Softball',
  'Track & Field',
  'Field Hockey',
  'Yoga',
  'Other',
] as const
export const DEFAULT_CONTENT_PREFERENCES = [
  'Training',
  'Nutrition',
  'Fashion',
  'Beauty',
  'Mental Health',
  'Stories',
] as const
export const SOCIAL_PLATFORMS = [
  'Instagram',
  'Twitter',
  'TikTok',
  'YouTube',
  'LinkedIn',
  'Facebook',
  'Pinterest',
] as const
