import type { LegalDocument } from './legal-types'

export const RESOURCES_PAGE: LegalDocument = {
  path: '/resources',
  eyebrow: 'Resources',
  title: 'Help, rules and real answers',
  description:
    'Resources for female athletes: NCAA NIL rules overview, mental health and crisis lines like 988, sports nutrition basics, safe sport reporting and Title IX.',
  lead: 'The hotlines, rulebooks and organizations our editors trust. Bookmark this page; share it with a teammate who needs it.',
  updated: 'November 15, 2026',
  sections: [
    {
      id: 'crisis',
      heading: 'If you need help right now',
      blocks: [
        {
          note: 'In an emergency, call 911. For a mental health crisis, call or text **988** to reach the 988 Suicide & Crisis Lifeline, 24 hours a day, free and confidential.',
        },
        {
          list: [
            '**988 Suicide & Crisis Lifeline:** call or text 988, or chat at 988lifeline.org.',
            '**Crisis Text Line:** text HOME to 741741.',
            '**The Trevor Project** (LGBTQ+ young people): call 1-866-488-7386 or text START to 678-678.',
            '**ANAD Eating Disorders Helpline:** 1-888-375-7767.',
            '**RAINN National Sexual Assault Hotline:** 1-800-656-4673 (HOPE).',
            '**U.S. Center for SafeSport** (abuse or misconduct in sport): 833-587-7233 (833-5US-SAFE), or report online.',
          ],
        },
      ],
    },
    {
      id: 'mental-health',
      heading: 'Mental health for athletes',
      blocks: [
        'In NCAA well-being surveys, many athletes, and women athletes especially, report feeling mentally exhausted, and many never tell a coach. Talking to someone is part of training, not a sign of weakness. Your athletic department, school counseling center or team physician can connect you with a licensed counselor, often for free.',
        {
          links: [
            {
              label: '988 Suicide & Crisis Lifeline',
              href: 'https://988lifeline.org',
              text: 'Call, text or chat any time; also supports people worried about a friend.',
            },
            {
              label: 'The Hidden Opponent',
              href: 'https://www.thehiddenopponent.org',
              text: 'Student-athlete mental health advocacy, with campus chapters and peer stories.',
            },
            {
              label: "Morgan's Message",
              href: 'https://www.morgansmessage.org',
              text: 'Peer-led programs that make mental health part of team culture.',
            },
            {
              label: 'ANAD',
              href: 'https://anad.org',
              text: 'Free eating disorder support groups, mentors and a helpline.',
            },
          ],
        },
      ],
    },
    {
      id: 'nil',
      heading: 'NIL rules: an overview',
      blocks: [
        'Since July 1, 2021, NCAA athletes have been allowed to earn money from their name, image and likeness (NIL) through endorsements, social media posts, camps, autographs and their own businesses. The basics have stayed the same since then:',
        {
          list: [
            '**No pay-for-play.** NIL money has to be for real work or use of your NIL, not for enrolling at a school or for your performance.',
            '**State law and school policy apply.** Many states have NIL laws, and your school may ask you to disclose deals before you sign. Your compliance office is your first call.',
            '**Revenue sharing is new.** After the House v. NCAA settlement was approved in 2025, Division I schools that opt in may pay athletes directly, and third-party NIL deals above a reporting threshold are reviewed through a national clearinghouse. Details are still changing; check the current rules before you sign.',
            '**High school rules vary by state.** Many state associations now allow NIL deals, usually without school logos, uniforms or facilities. Check your state association before you post a sponsored video in your team jersey.',
            "**International students** on F-1 visas face strict limits on work in the U.S.; talk to your school's international student office first.",
            '**It is taxable income.** Save part of every payment for taxes and keep records; payments of $600 or more usually come with a 1099 form.',
          ],
        },
        'Before you sign: read the whole contract, look for exclusivity, length and cancellation clauses, and make sure you know who owns the content you create. Free legal help is sometimes available through your school or a local law school clinic.',
        {
          links: [
            {
              label: 'NCAA',
              href: 'https://www.ncaa.org',
              text: 'Official NIL policy, eligibility rules and the banned substances list.',
            },
            {
              label: 'NFHS',
              href: 'https://www.nfhs.org',
              text: "National Federation of State High School Associations: find your state association's rules.",
            },
            {
              label: 'FTC endorsement guides',
              href: 'https://www.ftc.gov',
              text: 'How to disclose sponsored posts (#ad, "paid partnership") the legal way.',
            },
            {
              label: 'IRS',
              href: 'https://www.irs.gov',
              text: 'Self-employment tax basics and estimated tax payments.',
            },
          ],
        },
      ],
    },
    {
      id: 'nutrition',
      heading: 'Sports nutrition basics',
      blocks: [
        'Food is fuel, not a reward. These general guidelines come from the joint position of the American College of Sports Medicine, the Academy of Nutrition and Dietetics and Dietitians of Canada; a sports dietitian can tailor them to you.',
        {
          list: [
            '**Eat enough.** Under-fueling can lead to Relative Energy Deficiency in Sport (RED-S): missed or irregular periods, stress fractures, constant fatigue and slower recovery. A missed period is a medical signal, not a badge of hard training.',
            '**Carbohydrates power training**, from about 3 to 5 g per kg of body weight on light days up to 6 to 10 g/kg during heavy training.',
            '**Protein supports recovery:** about 1.2 to 2.0 g per kg per day, spread across meals and snacks.',
            '**Recover within a couple of hours** after hard sessions with carbohydrates plus protein, such as chocolate milk, a turkey sandwich or yogurt with fruit.',
            '**Hydrate before, during and after.** Pale yellow urine is a good sign; replace sweat losses after long or hot sessions.',
            '**Watch iron, calcium and vitamin D.** Female athletes are at higher risk of low iron; teens need about 1,300 mg of calcium a day. Ask for a blood test before taking iron.',
            '**Be careful with supplements.** They are not approved for safety before they are sold. If you use one, choose products certified by NSF Certified for Sport or Informed Sport, and check the NCAA banned list.',
          ],
        },
        {
          links: [
            {
              label: 'Academy of Nutrition and Dietetics',
              href: 'https://www.eatright.org',
              text: 'Find a registered dietitian, including board-certified sports dietitians (CSSD).',
            },
            {
              label: 'NSF Certified for Sport',
              href: 'https://www.nsfsport.com',
              text: 'Search supplements tested for banned substances.',
            },
            {
              label: 'Female and Male Athlete Triad Coalition',
              href: 'https://www.femaleandmaleathletetriad.org',
              text: 'Plain-language information on energy availability, periods and bone health.',
            },
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights in sport',
      blocks: [
        'Title IX of the Education Amendments of 1972 prohibits sex discrimination in education programs that receive federal money, including school and college athletics: equal opportunities to play, fair scholarships, and equal treatment in facilities, coaching and travel.',
        {
          links: [
            {
              label: "Women's Sports Foundation",
              href: 'https://www.womenssportsfoundation.org',
              text: 'Title IX guides, research and a help line for athletes and parents.',
            },
            {
              label: 'U.S. Center for SafeSport',
              href: 'https://uscenterforsafesport.org',
              text: 'Report abuse or misconduct involving coaches or staff in Olympic and Paralympic sports.',
            },
            {
              label: 'U.S. Department of Education',
              href: 'https://www.ed.gov',
              text: 'The Office for Civil Rights handles Title IX complaints.',
            },
          ],
        },
        'These resources are for general information. Our articles do not replace advice from a doctor, counselor, compliance officer or lawyer who knows your situation.',
      ],
    },
  ],
}
