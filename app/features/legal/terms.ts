import { EMAILS, POLICY_UPDATED, type LegalDocument } from './legal-types'

export const TERMS_OF_SERVICE: LegalDocument = {
  path: '/terms',
  eyebrow: 'Legal',
  title: 'Terms of Service',
  description:
    'The rules for using Beyond the Game: age requirement, accounts, community content, affiliate links, NIL information and more.',
  lead: 'Plain-language rules for reading, posting and shopping with Beyond the Game. By using the site you agree to them.',
  updated: POLICY_UPDATED,
  sections: [
    {
      id: 'eligibility',
      heading: '1. Who can use the site',
      blocks: [
        'Anyone can read Beyond the Game. To create an account, submit stories, vote or subscribe you must be **at least 13 years old**. If you are under 18, you confirm that a parent or guardian has reviewed these terms with you.',
      ],
    },
    {
      id: 'accounts',
      heading: '2. Your account',
      blocks: [
        'Give accurate information, keep your password private and tell us if you think someone else is using your account. One person, one account. You can delete your account at any time from your profile page.',
      ],
    },
    {
      id: 'community',
      heading: '3. Community content',
      blocks: [
        'You keep ownership of the stories you submit. By submitting, you give Beyond the Game a non-exclusive, royalty-free, worldwide license to publish, edit for length and clarity, translate and promote the story on our site, newsletter and social channels. You can ask us to take a story down at any time.',
        'Every story is reviewed by an editor before it appears publicly. We may decline or remove any submission.',
        'Do not post:',
        {
          list: [
            'anything that harasses, bullies, body-shames or threatens another person;',
            'personal information about someone else, including other athletes who are minors;',
            'medical claims presented as fact, or encouragement of disordered eating or unsafe weight cutting;',
            "content you do not have the right to share, including others' photos or copyrighted text;",
            'advertising, undisclosed sponsorships, or NIL promotions without saying they are paid.',
          ],
        },
      ],
    },
    {
      id: 'affiliate',
      heading: '4. Affiliate links and product recommendations',
      blocks: [
        "Some product links are affiliate links: if you buy through them, we may earn a commission at no extra cost to you. Affiliate links are marked as sponsored and open the retailer's site in a new tab. Commissions never decide whether a product is recommended or how it is rated; see our [Editorial Guidelines](/editorial-guidelines). Prices and availability are set by retailers and may change.",
      ],
    },
    {
      id: 'nil',
      heading: '5. NIL, health and other information',
      blocks: [
        'Our articles about name, image and likeness (NIL) deals, contracts, taxes, training, nutrition and mental health are general information, not legal, financial, tax or medical advice. NIL rules differ between the NCAA, NAIA, NJCAA, conferences, schools, state laws and high school associations, and they change often. Check with your compliance office, a licensed attorney or a qualified professional before you sign a deal or change your training or diet.',
        'If you are in crisis, call or text **988** (U.S. Suicide & Crisis Lifeline) or call **911**. More help is listed on our [Resources](/resources) page.',
      ],
    },
    {
      id: 'ip',
      heading: '6. Our content',
      blocks: [
        'Articles, photos, graphics and the Beyond the Game name and logo belong to us or our licensors. You may share links and short quotes with credit. Do not copy whole articles or use our content to train machine learning models without written permission. To report infringement of your rights, see our [DMCA policy](/dmca).',
      ],
    },
    {
      id: 'disclaimers',
      heading: '7. Disclaimers and liability',
      blocks: [
        'The site is provided "as is". We work hard to be accurate but do not guarantee that every article is complete or current. To the extent the law allows, Beyond the Game is not liable for indirect or consequential damages arising from your use of the site, and our total liability is limited to $100. Some jurisdictions do not allow these limits, so they may not apply to you.',
      ],
    },
    {
      id: 'termination',
      heading: '8. Suspension',
      blocks: [
        'We may suspend or close accounts that break these terms, put other members at risk or abuse the site. If we do, we will tell you why unless the law or safety concerns prevent it.',
      ],
    },
    {
      id: 'law',
      heading: '9. Governing law',
      blocks: [
        'These terms are governed by the laws of the State of Illinois, USA, without regard to conflict-of-law rules. Disputes go to the state or federal courts in Cook County, Illinois, unless the consumer protection law of your home country gives you the right to sue locally.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes and contact',
      blocks: [
        `We will post changes here and update the date above; material changes are announced to members in advance. Questions: [${EMAILS.legal}](mailto:${EMAILS.legal}).`,
      ],
    },
  ],
}
