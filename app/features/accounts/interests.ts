// The one interest taxonomy: the newsletter form, the profile and the sign-up modal's personalise
// step all offer these lists and store these names. Browser-safe (the modal imports it).
// The interest lists (docs/product.md#default-lists), plus 'Running' and 'Personal Stories' from
// the older settings lists so nobody's stored choice is lost.

export const SPORT_INTERESTS = [
  'Basketball',
  'Soccer',
  'Tennis',
  'Running',
  'Swimming',
  'Track & Field',
  'Volleyball',
  'Softball',
  'Field Hockey',
  'Golf',
  'Yoga',
  'Dance',
  'Other',
] as const

export const CONTENT_INTERESTS = [
  'Fashion & Style',
  'Beauty & Wellness',
  'Training & Performance',
  'Nutrition',
  'Mental Health',
  'Career & Business',
  'Product Reviews',
  'Personal Stories',
] as const

/** Names the older lists stored, and what they are called now (the data migration applies it). */
export const RENAMED_CONTENT_INTERESTS: Readonly<
  Record<string, (typeof CONTENT_INTERESTS)[number]>
> = {
  Fashion: 'Fashion & Style',
  Beauty: 'Beauty & Wellness',
  Training: 'Training & Performance',
  Stories: 'Personal Stories',
}

/**
 * Submitted or stored choices as taxonomy names: old names renamed, duplicates dropped (first one
 * kept), anything not in the list left out.
 */
export function normaliseInterests(kind: 'sports' | 'content', values: readonly string[]) {
  const list: readonly string[] = kind === 'sports' ? SPORT_INTERESTS : CONTENT_INTERESTS
  const out: string[] = []
  for (const raw of values) {
    const v = kind === 'content' ? (RENAMED_CONTENT_INTERESTS[raw] ?? raw) : raw
    if (list.includes(v) && !out.includes(v)) out.push(v)
  }
  return out
}
