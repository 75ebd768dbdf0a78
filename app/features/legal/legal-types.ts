// Static page documents (about, legal, resources). Text may hold [label](href) links and **bold**;
// the renderer turns only those two into elements, everything else is plain escaped text.
export type LegalBlock =
  | string
  | { list: string[]; ordered?: boolean }
  | { note: string }
  | { links: { label: string; href: string; text: string }[] }

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] }

export type LegalDocument = {
  path: string
  eyebrow: string
  title: string
  description: string
  lead: string
  updated?: string
  sections: LegalSection[]
}

export const POLICY_UPDATED = 'November 15, 2026'
export const EMAILS = {
  general: 'hello@beyondthegame.example',
  privacy: 'privacy@beyondthegame.example',
  legal: 'legal@beyondthegame.example',
  copyright: 'copyright@beyondthegame.example',
  editorial: 'editors@beyondthegame.example',
  partnerships: 'partnerships@beyondthegame.example',
} as const
