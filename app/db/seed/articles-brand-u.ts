// Brand U: NIL and personal branding.
import { h, img, ol, p, q, rp, ul, type SeedArticle } from './seed-kit'

export const BRAND_U_ARTICLES: SeedArticle[] = [
  {
    slug: 'how-to-price-your-first-nil-deal',
    title: 'How to Price Your First NIL Deal',
    excerpt:
      'Followers are only part of the math. Engagement, deliverables, usage rights and exclusivity decide what a post is really worth.',
    category: 'Personal Branding',
    tags: ['nil', 'pricing', 'negotiation', 'deals'],
    author: 'priya-raman',
    daysAgo: 0.5,
    trending: 9.1,
    featured: true,
    cover: 0,
    metaDescription:
      'A step-by-step guide for student-athletes to price NIL deals: engagement, deliverables, usage rights and exclusivity.',
    blocks: [
      p(
        'The most common question I get from athletes is "what should I charge?" The honest answer is that there is no single rate card, and anyone who gives you one number per thousand followers is oversimplifying. But there is a way to reason about it that protects you from underpricing, and it starts with remembering that the brand came to you because you have something they cannot buy elsewhere: trust with a specific audience.',
      ),
      h('Start with engagement, not followers'),
      p(
        'Brands care about how many people actually see and react to your content. Add up the likes and comments on your last ten posts, divide by ten, then divide by your follower count. Athletes often beat lifestyle influencers on this number, especially with local audiences, which is real leverage. Screenshot your insights: reach, saves and audience location are exactly what a marketing manager needs to justify your fee.',
      ),
      h('Then price the whole package'),
      ul(
        'Deliverables: how many posts, stories, videos, appearances, and how many revisions.',
        'Usage rights: can the brand run your content as ads? For how long, and where?',
        'Exclusivity: are you blocked from working with competitors, and for how long?',
        'Timeline: rush jobs during your season cost more.',
      ),
      img(2, 'Write every deliverable down before you agree to a number.'),
      q(
        'Usage rights and exclusivity are where first deals go wrong. They are worth real money, so charge for them.',
        'Priya Raman',
      ),
      p(
        'Before you sign, check the rules. Your state, school and association have NIL rules, and many require you to disclose deals to your compliance office. Some deals, such as those tied to recruiting or to categories your school bans, are not allowed at all. Do that before you sign, not after, and keep copies of every agreement and invoice in one folder.',
      ),
    ],
  },
  {
    slug: 'nil-contract-red-flags',
    title: '7 Red Flags in an NIL Contract',
    excerpt:
      'Perpetual usage, surprise exclusivity, payment "after performance". What to look for before you sign anything.',
    category: 'Personal Branding',
    tags: ['nil', 'contracts', 'legal'],
    author: 'priya-raman',
    daysAgo: 4,
    trending: 7.6,
    cover: 1,
    metaDescription:
      'Seven warning signs in NIL contracts that student-athletes should look for before signing.',
    blocks: [
      rp(
        'Most brands are not trying to trick you. But contracts are written to protect the brand, often from a template that was made for professional influencers with agents and lawyers. Nobody is reading out for you unless you ask someone to, and *"it is just our standard agreement"* is **not a reason to sign** something you do not understand. Start with [how to price your first deal](/hub/brand-u/how-to-price-your-first-nil-deal), then read on.',
      ),
      ol(
        'Usage "in perpetuity": your face in their ads forever.',
        'Exclusivity across a whole category, like "apparel", for a small fee.',
        'Payment only after "performance targets" you cannot control.',
        'No kill fee if they cancel after you have made the content.',
        'Rights to use your name and likeness in anything "related".',
        'Automatic renewal without your approval.',
        'Anything that conflicts with your team or school sponsor.',
      ),
      q('If a brand will not put an answer in writing, that is your answer.', 'Zara, volleyball'),
      h('Getting a second opinion'),
      p(
        'Ask your school\u2019s compliance office or a sports lawyer to review anything worth more than a few hundred dollars. Many universities now offer free NIL education sessions and contract reviews, and some law schools run clinics for student-athletes. It is completely normal to reply to a brand with questions or requested changes; professional partners expect it.',
      ),
    ],
  },
  {
    slug: 'build-a-content-calendar-in-season',
    title: 'Build a Content Calendar That Survives In-Season Chaos',
    excerpt:
      'Posting consistently when you have practice, class and travel: batch filming, evergreen posts and a realistic rhythm.',
    category: 'Personal Branding',
    tags: ['content', 'social media', 'planning'],
    author: 'priya-raman',
    daysAgo: 6.5,
    trending: 5.2,
    cover: 2,
    metaDescription:
      'How athletes can plan social media content in season with batching, evergreen posts and a simple calendar.',
    blocks: [
      p(
        'Consistency beats volume. Two good posts a week every week will grow your audience more than a burst of daily posting followed by a month of silence during conference play. Brands notice consistency too: an account that shows up reliably is an account they can plan a campaign around.',
      ),
      h('Batch your filming'),
      p(
        'Pick one low-stakes day, usually your rest day, and film three or four short pieces at once: a get-ready-with-me, a training clip, a Q&A answer, a meal you love. Change your top between clips so they do not look like one session. Edit on the bus, schedule them in advance, and your week is covered before it starts.',
      ),
      h('Keep an evergreen bank'),
      ul(
        'Your pre-game routine.',
        'A day-in-the-life on a rest day.',
        'Answers to the five questions fans ask most.',
        'Your favourite gear and why.',
      ),
      img(4, 'A simple weekly grid is enough: one column per platform, one row per day.'),
      q(
        'My followers grew the most during the season I posted less but never disappeared.',
        'Aaliyah, point guard',
      ),
    ],
  },
  {
    slug: 'personal-brand-beyond-your-sport',
    title: 'Your Personal Brand Is Bigger Than Your Sport',
    excerpt:
      'Eligibility ends. What you stand for does not. How to build a brand around your values, not just your stats.',
    category: 'Personal Branding',
    tags: ['personal brand', 'values', 'career'],
    author: 'priya-raman',
    daysAgo: 13,
    trending: 4.4,
    cover: 3,
    metaDescription:
      'How athletes can build a personal brand based on values and interests beyond their sport.',
    blocks: [
      p(
        'The athletes with the most durable brands are known for something besides their sport: a cause, a craft, a sense of humour, a major they love. That is what followers stick around for after the season, and after the career. Stats go out of date every week; a point of view does not.',
      ),
      h('Find your three pillars'),
      ul(
        'One about your sport.',
        'One about something you care about: mental health, your culture, sustainability.',
        'One that is just fun: cooking, thrifting, your dog.',
      ),
      p(
        'Every post should fit at least one pillar. Over time, brands outside your sport start to see you as a fit, and your audience starts to come for you rather than for the game. Write your pillars in your bio, pin one post for each, and say no to deals that do not fit any of them, even when the money is tempting.',
      ),
      q(
        'I started posting about my engineering classes and got my best deal from a tech company, not a sportswear brand.',
        'Riley, steeplechase',
      ),
      img(3, 'Three clear pillars make it easy for brands to picture working with you.'),
    ],
  },
  {
    slug: 'pitch-email-templates-for-athletes',
    title: 'Copy-Paste Pitch Emails for Reaching Out to Brands',
    excerpt:
      'You do not have to wait for brands to find you. Three pitch templates and how to follow up without being annoying.',
    category: 'Career',
    tags: ['nil', 'pitching', 'email', 'templates'],
    author: 'priya-raman',
    daysAgo: 20,
    trending: 0,
    cover: 4,
    metaDescription:
      'Pitch email templates for student-athletes reaching out to brands for NIL partnerships.',
    blocks: [
      p(
        'Local businesses are often the best first NIL partners: a gym, a smoothie shop, a physio clinic, a hair salon near campus. They want community reach, and you already have it. A short, specific email that shows you know their business will beat a generic "let\u2019s collab" DM every time.',
      ),
      h('The short pitch'),
      q(
        'Hi [name], I am [you], a [sport] player at [school] with [X] followers who mostly live in [city]. I love [their product] and think my audience would too. Could I share a few ideas for a post or event together?',
      ),
      h('Following up'),
      ul(
        'Wait five business days.',
        'Add something new: a recent result, a fresh idea, or a screenshot of your audience stats.',
        'Stop after two follow-ups.',
      ),
      img(0, 'Keep a simple tracker of who you pitched and when.'),
      p(
        'When someone says yes, move the conversation into writing straight away: what you will post, when, how they will pay you and when. Even a short email summary protects you both. And always disclose the partnership in the post itself, with a clear #ad or the platform\u2019s paid-partnership label.',
      ),
    ],
  },
  {
    slug: 'creator-setup-on-a-student-budget',
    title: 'A Creator Setup on a Student Budget',
    excerpt:
      'Light, sound and a steady shot matter more than a new phone. Our under-$150 kit for better NIL content from a dorm room.',
    category: 'Tech & Innovation',
    tags: ['creator', 'gear', 'video', 'budget'],
    author: 'priya-raman',
    daysAgo: 30,
    trending: 2.8,
    cover: 5,
    metaDescription:
      'Budget creator gear for athletes: ring light, microphone and tripod for better social content.',
    blocks: [
      p(
        'Brands notice clean audio and good lighting more than fancy editing or the newest phone. Viewers will forgive a slightly soft picture, but they will scroll past muffled sound and a face lost in shadow within two seconds. The good news: both problems are cheap to fix.',
      ),
      ul(
        'A 10-inch ring light with a phone clamp (about $40).',
        'A wireless clip mic (about $70).',
        'Your phone\u2019s back camera, not the selfie one.',
        'Natural light from a window whenever you can.',
      ),
      img(1, 'Face the window, not away from it: free, flattering light.'),
      h('Set up once, film fast'),
      p(
        'Find one corner of your room with a clean background and mark where the tripod goes with a bit of tape. Keep the light and mic charged in the same drawer. When filming takes two minutes to set up instead of twenty, you will actually do it on busy weeks.',
      ),
      q('The day I bought a clip mic, my sponsor asked who edited my videos.', 'Zara, volleyball'),
    ],
  },
  {
    slug: 'taxes-and-nil-income-basics',
    title: 'NIL Money and Taxes: The Basics Nobody Explains',
    excerpt:
      'Free products count as income, nobody withholds tax for you, and quarterly payments are a thing. A plain-language starter.',
    category: 'Career',
    tags: ['nil', 'taxes', 'money'],
    author: 'priya-raman',
    daysAgo: 44,
    trending: 1.9,
    noReadingTime: true,
    cover: 6,
    metaDescription:
      'A plain-language guide to NIL income and taxes for student-athletes in the US.',
    blocks: [
      p(
        'In the US, NIL payments usually make you self-employed for tax purposes. Nobody takes tax out of your payment, which means it is on you to set money aside, and you may owe self-employment tax on top of income tax. It is not complicated once you know, but it surprises a lot of athletes the first April after a good year.',
      ),
      ul(
        'Put 25-30% of every NIL payment in a separate savings account.',
        'Free products and gifted trips may count as income too.',
        'Keep receipts for gear, editing apps and travel you use for content.',
        'Expect a 1099 form from brands that paid you $600 or more.',
      ),
      p(
        'This is general information, not tax advice. Ask your school\u2019s NIL office about free tax clinics, or talk to an accountant once your income grows. If you are still a dependant on your parents\u2019 return, loop them in early: your income can affect their filing too.',
      ),
      q(
        'The best NIL advice I ever got: the money is not all yours until you have paid tax on it.',
        'Priya Raman',
      ),
    ],
  },
  {
    slug: 'handling-online-hate',
    title: 'When the Comments Turn Ugly: Handling Online Hate',
    excerpt:
      'Growing a following brings trolls. Practical tools for filtering comments, protecting your peace and knowing when to report.',
    category: 'Mental Health & Wellness',
    tags: ['social media', 'mental health', 'safety'],
    author: 'naomi-fields',
    daysAgo: 57,
    trending: 3.3,
    cover: 7,
    metaDescription:
      'How athletes can handle online harassment: comment filters, boundaries and reporting.',
    blocks: [
      p(
        'After a loss, comments can get cruel fast, and women athletes receive far more abuse about their bodies and looks than men do. Sports betting has made it worse: strangers who lost money now feel entitled to your inbox. None of it is your fault, none of it is a fair measure of you, and you do not have to read it.',
      ),
      h('Set up your defences'),
      ul(
        'Turn on hidden words and comment filters on every platform.',
        'Limit comments to followers during big games.',
        'Ask a friend or your team\u2019s media staff to screen DMs after high-profile events.',
        'Log out of apps on game day and the day after.',
      ),
      p(
        'Threats are different from criticism. Screenshot them and report them to the platform, your athletic department and, if they are specific, the police. And talk to someone about how it feels: your team psychologist, a counsellor or a teammate who has been there. Reading hate alone at midnight is the worst way to process it.',
      ),
      q(
        'You cannot control what strangers type. You can control what you let in.',
        'Dr. Naomi Fields',
      ),
    ],
  },
  {
    slug: 'nil-agent-questions-draft',
    title: 'Do You Need an NIL Agent? 10 Questions to Ask First',
    excerpt:
      'Agents can open doors or take a big cut for very little. What to ask before you sign with one.',
    category: 'Personal Branding',
    tags: ['nil', 'agents'],
    author: 'priya-raman',
    daysAgo: 0,
    trending: 0,
    status: 'draft',
    cover: 0,
    metaDescription: 'Questions to ask before signing with an NIL agent.',
    blocks: [
      p(
        'An agent can be worth every cent once brands come to you with bigger offers. Before that, many athletes sign away a big share of small deals they could have handled alone.',
      ),
      h('Ask before you sign'),
      ul(
        'What percentage do you take, and of what?',
        'Can I end the agreement early, and what happens to deals in progress?',
        'Who else do you represent in my sport?',
        'Are you registered with my state or school, where that is required?',
      ),
      q('A good agent will be happy to answer every one of these in writing.', 'Priya Raman'),
    ],
  },
]
