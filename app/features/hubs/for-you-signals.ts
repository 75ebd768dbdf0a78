// How a member's interest chips and follows map onto articles (hub, category, tags), and why an
// article is in her "For you" list. Sports match tags of the same name ('Basketball' - 'basketball').
import type { FollowedItem } from './follows.server'

type InterestMatch = { hubIds?: string[]; categories: string[]; tags: string[] }

const CONTENT_MATCHES: Record<string, InterestMatch> = {
  'Fashion & Style': {
    hubIds: ['fit-check'],
    categories: ['Fashion & Style', 'Lifestyle', 'Sustainable Living'],
    tags: ['style', 'fit', 'athleisure'],
  },
  'Beauty & Wellness': {
    hubIds: ['game-face'],
    categories: ['Beauty & Self-Care', 'Recovery & Rest'],
    tags: ['skincare', 'makeup', 'hair', 'wellness', 'self-care'],
  },
  'Training & Performance': {
    categories: ['Training', 'Recovery & Rest', 'Mental Performance', 'Equipment & Gear'],
    tags: ['training', 'recovery', 'running', 'rehab'],
  },
  Nutrition: { categories: ['Nutrition'], tags: ['nutrition', 'protein'] },
  'Mental Health': {
    categories: ['Mental Health & Wellness', 'Mental Performance'],
    tags: ['mental health', 'burnout', 'confidence', 'nerves', 'mental performance'],
  },
  'Career & Business': {
    hubIds: ['brand-u'],
    categories: ['Career', 'Personal Branding', 'Interviews'],
    tags: ['career', 'nil', 'personal brand', 'networking'],
  },
  'Product Reviews': { categories: ['Reviews', 'Equipment & Gear'], tags: ['review', 'gear'] },
  'Personal Stories': {
    categories: ['Personal Stories', 'Interviews'],
    tags: ['identity', 'comeback', 'transition'],
  },
}

const SPORT_TAGS: Record<string, string[]> = {
  'Track & Field': ['track & field', 'track and field', 'track'],
  'Field Hockey': ['field hockey'],
  Other: [],
}

export type Signals = {
  hubIds: string[]
  authorIds: string[]
  categories: string[]
  tags: string[]
  sports: string[]
  interests: string[]
  followedHubs: FollowedItem[]
  followedAuthors: FollowedItem[]
}

const sportTags = (sport: string) => SPORT_TAGS[sport] ?? [sport.toLowerCase()]

/** The hubs, categories and tags a member's interest chips point at. */
export function interestSignals(sports: string[], interests: string[]): Signals {
  const matches = interests.map((i) => CONTENT_MATCHES[i]).filter(Boolean) as InterestMatch[]
  return {
    hubIds: [...new Set(matches.flatMap((m) => m.hubIds ?? []))],
    authorIds: [],
    categories: [...new Set(matches.flatMap((m) => m.categories))],
    tags: [...new Set([...matches.flatMap((m) => m.tags), ...sports.flatMap(sportTags)])],
    sports,
    interests,
    followedHubs: [],
    followedAuthors: [],
  }
}

type Candidate = {
  hubId: string
  authorId: string | null
  category?: string | null
  tags: string[]
}

/** Why the article is for her (the strongest reason), or null when nothing of hers matches. */
export function reasonFor(a: Candidate, s: Signals): { weight: number; text: string } | null {
  const author = s.followedAuthors.find((f) => f.id === a.authorId)
  if (author) return { weight: 4, text: `You follow ${author.name}` }
  const hub = s.followedHubs.find((f) => f.id === a.hubId)
  if (hub) return { weight: 3, text: `You follow ${hub.name}` }
  const tags = new Set(a.tags.map((t) => t.toLowerCase()))
  const sport = s.sports.find((sp) => sportTags(sp).some((t) => tags.has(t)))
  if (sport) return { weight: 2, text: `For your sport: ${sport}` }
  const interest = s.interests.find((i) => {
    const m = CONTENT_MATCHES[i]
    return (
      m &&
      ((a.category && m.categories.includes(a.category)) ||
        m.tags.some((t) => tags.has(t)) ||
        m.hubIds?.includes(a.hubId))
    )
  })
  if (interest) return { weight: 2, text: `For your interest: ${interest}` }
  return null
}
