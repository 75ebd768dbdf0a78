import { EMAILS, type LegalDocument } from './legal-types'

export const EDITORIAL_GUIDELINES: LegalDocument = {
  path: '/editorial-guidelines',
  eyebrow: 'Standards',
  title: 'Editorial Guidelines',
  description:
    'How Beyond the Game reports, reviews products, labels sponsored content and affiliate links, checks health and NIL facts, and corrects mistakes.',
  lead: 'Our readers are young athletes making real decisions about their bodies, money and futures. These are the standards every article has to meet.',
  updated: 'November 15, 2026',
  sections: [
    {
      id: 'independence',
      heading: 'Editorial independence',
      blocks: [
        'Editors decide what we cover. Advertisers, affiliate partners and sponsors do not see articles before publication and cannot buy coverage, ratings or a place in a product roundup. Staff do not accept gifts worth more than $50 and disclose any product they received for free.',
      ],
    },
    {
      id: 'affiliate',
      heading: 'Affiliate links and product reviews',
      blocks: [
        'We earn a commission when readers buy through some product links. Those links are labeled, marked rel="sponsored", and the commission never changes our opinion.',
        {
          list: [
            'We test products in real training conditions whenever possible: sweat, rain, travel days, two-a-days.',
            'Ratings use a 5-point scale and we say what we did not like.',
            'We recommend products across price points and never only the highest-commission option.',
            'We do not recommend weight-loss products, diet pills or supplements that are banned by the NCAA or WADA.',
          ],
        },
      ],
    },
    {
      id: 'sponsored',
      heading: 'Sponsored content and NIL partnerships',
      blocks: [
        'Paid content is labeled "Sponsored" or "Paid partnership" at the top, following the U.S. Federal Trade Commission\'s Endorsement Guides. When we feature an athlete who has an NIL deal with a brand mentioned in the story, we say so. We do not run sponsored content for alcohol, tobacco, vaping, gambling, weight-loss or dating products, because many of our readers are minors.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy and sourcing',
      blocks: [
        'We name our sources whenever we can and link to primary documents: NCAA bylaws, state laws, court rulings, peer-reviewed studies. Anonymous sources are used only when a person could face retaliation, and an editor must know who they are.',
        'NIL rules change quickly. Articles about NIL policy show the date they were last reviewed and are checked at least every six months.',
      ],
    },
    {
      id: 'health',
      heading: 'Health, nutrition and mental health',
      blocks: [
        'Articles about injuries, nutrition, skincare ingredients or mental health are reviewed by a qualified professional (for example a registered dietitian, athletic trainer, board-certified dermatologist or licensed counselor) before publication. We avoid before-and-after body photos, calorie targets for teens and language that ties worth to weight. Every mental health article lists crisis resources, including 988.',
      ],
    },
    {
      id: 'minors',
      heading: 'Protecting young athletes',
      blocks: [
        "We get consent from a parent or guardian before interviewing or photographing athletes under 18, never publish a minor's school schedule, home town and school together, and remove identifying details on request.",
      ],
    },
    {
      id: 'community',
      heading: 'Community stories',
      blocks: [
        'Member stories are read by an editor before they appear. We fix spelling and trim for length, but we do not change the meaning, and we contact the writer before any larger edit. Stories that include medical advice, identify other minors or promote a product without disclosure are declined.',
      ],
    },
    {
      id: 'ai',
      heading: 'Use of AI tools',
      blocks: [
        'Articles are written and edited by people. We may use software for transcription, grammar checks or translation drafts, but a human editor checks every sentence we publish and we never publish AI-generated images as real photos.',
      ],
    },
    {
      id: 'corrections',
      heading: 'Corrections',
      blocks: [
        `When we get something wrong, we fix it and add a correction note at the end of the article saying what changed and when. Report an error to [${EMAILS.editorial}](mailto:${EMAILS.editorial}) or through our [contact form](/contact).`,
      ],
    },
  ],
}
