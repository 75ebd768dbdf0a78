import { EMAILS, type LegalDocument } from './legal-types'

export const ABOUT_PAGE: LegalDocument = {
  path: '/about',
  eyebrow: 'About us',
  title: "Your story doesn't end at the final whistle",
  description:
    'Beyond the Game is a Chicago-based magazine and community for female athletes aged 13 to 24, covering beauty, fashion, NIL and personal branding, careers and life beyond sport.',
  lead: 'Beyond the Game is a magazine and community for female athletes, made in Chicago by former athletes who wanted to read about the rest of their lives.',
  sections: [
    {
      id: 'why',
      heading: 'Why we exist',
      blocks: [
        'Sports media covers scores. Lifestyle media rarely covers athletes. The young women in between, who lift before class, get their braids done for the playoff game and wonder whether that first NIL offer is fair, had nowhere that spoke to all of it at once.',
        'We started Beyond the Game to be that place: honest, practical and on your side. More than 10,000 athletes now read, shop and share with us, from middle-school club players to pros.',
      ],
    },
    {
      id: 'what-we-cover',
      heading: 'What we cover',
      blocks: [
        {
          list: [
            '[Game Face](/hub/game-face): skincare, beauty and wellness that hold up through sweat, sun and two-a-days.',
            '[Fit Check](/hub/fit-check): style from warm-ups to the tunnel walk to the job interview.',
            '[Brand U](/hub/brand-u): NIL deals, contracts, content creation and building a name that outlasts your eligibility.',
            '[On Record](/hub/on-record): careers, transitions and first-person stories from athletes writing their next chapter.',
          ],
        },
      ],
    },
    {
      id: 'who',
      heading: 'Who we are',
      blocks: [
        'Our newsroom is small and mostly made of former college and professional athletes, plus specialists who review health, beauty and legal topics before we publish. Meet them on our [authors page](/authors).',
        'We are independent and based in Chicago, Illinois.',
      ],
    },
    {
      id: 'community',
      heading: 'The community',
      blocks: [
        'Members share stories about injuries and comebacks, body image, recruiting, money and friendships on and off the team. Editors read every submission before it goes live, so the [community](/community) stays a place where a 14-year-old and a 24-year-old can both feel safe.',
      ],
    },
    {
      id: 'money',
      heading: 'How we make money',
      blocks: [
        'Reading is free. We earn commissions from some product links and work with a small number of brand partners, always labeled. Partners never see stories in advance or buy our opinion; the details are in our [Editorial Guidelines](/editorial-guidelines).',
      ],
    },
    {
      id: 'contact',
      heading: 'Get in touch',
      blocks: [
        `Story ideas, corrections, a question you want answered: [${EMAILS.general}](mailto:${EMAILS.general}) or our [contact form](/contact). Brands and agencies: [business inquiries](/business-inquiries).`,
      ],
    },
  ],
}
