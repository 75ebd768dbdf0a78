import { EMAILS, POLICY_UPDATED, type LegalDocument } from './legal-types'

export const DMCA_POLICY: LegalDocument = {
  path: '/dmca',
  eyebrow: 'Legal',
  title: 'DMCA and Copyright Policy',
  description:
    'How to report copyright infringement on Beyond the Game under the Digital Millennium Copyright Act, and how to file a counter-notice.',
  lead: 'We respect the work of photographers, writers and creators. If something on our site uses your work without permission, tell us and we will act quickly.',
  updated: POLICY_UPDATED,
  sections: [
    {
      id: 'notice',
      heading: 'Filing a takedown notice',
      blocks: [
        'Under the Digital Millennium Copyright Act (17 U.S.C. § 512), send a written notice to our designated agent that includes:',
        {
          ordered: true,
          list: [
            'your physical or electronic signature;',
            'a description of the copyrighted work you believe is infringed;',
            'the URL of each page on Beyond the Game where the material appears;',
            'your name, postal address, telephone number and email address;',
            'a statement that you have a good-faith belief the use is not authorized by the copyright owner, its agent or the law;',
            'a statement, under penalty of perjury, that the information in your notice is accurate and that you are the owner or authorized to act for the owner.',
          ],
        },
      ],
    },
    {
      id: 'agent',
      heading: 'Designated agent',
      blocks: [
        `Copyright Agent, Beyond the Game, Chicago, IL, USA. Email: [${EMAILS.copyright}](mailto:${EMAILS.copyright}). Email is the fastest way to reach us; we usually respond within two business days.`,
      ],
    },
    {
      id: 'counter-notice',
      heading: 'Counter-notices',
      blocks: [
        'If your content was removed and you believe it was a mistake or misidentification, you may send a counter-notice with: your signature; identification of the removed material and where it appeared; a statement under penalty of perjury that you believe it was removed by mistake; your name, address and phone number; and your consent to the jurisdiction of the federal district court for your address (or, outside the U.S., the Northern District of Illinois) and to accept service from the person who sent the original notice.',
        'We forward counter-notices to the original complainant and may restore the material in 10 to 14 business days unless they tell us they have filed a court action.',
      ],
    },
    {
      id: 'repeat',
      heading: 'Repeat infringers',
      blocks: [
        'We close the accounts of members who repeatedly post infringing material.',
        {
          note: 'Knowingly misrepresenting that material is infringing, or that it was removed by mistake, can make you liable for damages under 17 U.S.C. § 512(f). If you are not sure, talk to a lawyer first.',
        },
      ],
    },
  ],
}
