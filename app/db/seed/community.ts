// Community members (no password: they never sign in), their stories, and polls.
export const SEED_MEMBERS = [
  {
    id: 'seed-member-aaliyah',
    email: 'aaliyah.brooks@members.beyondthegame.example',
    username: 'aaliyah_hoops',
    displayName: 'Aaliyah B.',
    sport: 'Basketball',
    location: 'Atlanta, GA',
    bio: 'Point guard, junior, biology major. Probably at the gym or the library.',
  },
  {
    id: 'seed-member-sofia',
    email: 'sofia.marin@members.beyondthegame.example',
    username: 'sofia_kicks',
    displayName: 'Sofia M.',
    sport: 'Soccer',
    location: 'San Diego, CA',
    bio: 'Center back who reads too much. Club soccer and a part-time barista gig.',
  },
  {
    id: 'seed-member-hannah',
    email: 'hannah.cho@members.beyondthegame.example',
    username: 'hannah_swims',
    displayName: 'Hannah C.',
    sport: 'Swimming',
    location: 'Ann Arbor, MI',
    bio: '200 fly, chlorine hair, big opinions about conditioner.',
  },
  {
    id: 'seed-member-riley',
    email: 'riley.thompson@members.beyondthegame.example',
    username: 'riley_runs',
    displayName: 'Riley T.',
    sport: 'Track & Field',
    location: 'Eugene, OR',
    bio: 'Steeplechase. Coffee. Getting my master\u2019s in public health.',
  },
  {
    id: 'seed-member-zara',
    email: 'zara.okonkwo@members.beyondthegame.example',
    username: 'zara_serves',
    displayName: 'Zara O.',
    sport: 'Volleyball',
    location: 'Austin, TX',
    bio: 'Libero, content creator, learning to say no to brand deals that do not fit.',
  },
  {
    id: 'seed-member-emma',
    email: 'emma.larsen@members.beyondthegame.example',
    username: 'emma_aces',
    displayName: 'Emma L.',
    sport: 'Tennis',
    location: 'Minneapolis, MN',
    bio: 'High school senior, committed to play D2 tennis next fall.',
  },
] as const

type SeedStory = {
  key: string
  member: string
  title: string
  category: string
  daysAgo: number
  status: 'approved' | 'pending'
  content: string
}

export const SEED_STORIES: SeedStory[] = [
  {
    key: 'story-bench-year',
    member: 'seed-member-aaliyah',
    title: 'The year I sat on the bench taught me more than the year I started',
    category: 'Personal Stories',
    daysAgo: 3,
    status: 'approved',
    content:
      'Sophomore year I went from starter to the end of the bench in two weeks. A transfer came in, she was better, and that was that. I was angry for a month. Then our assistant coach asked me to chart every possession from the bench, and I started seeing the game like a coach does: spacing, tells, who gets tired first.\n\nBy March I was the one telling our starting guard which defender was cheating on the screen. I got back on the floor the next season, but honestly the bench made me a smarter player. If you are there right now, it is not the end of your story. Take notes.',
  },
  {
    key: 'story-chlorine-hair',
    member: 'seed-member-hannah',
    title: 'Six years of chlorine and the hair routine that finally worked',
    category: 'Beauty & Self-Care',
    daysAgo: 6,
    status: 'approved',
    content:
      'Swimmers know the straw-hair struggle. What finally worked for me: wet my hair with tap water and a little leave-in before I put my cap on (it soaks up less pool water), rinse straight after, clarifying shampoo once a week, and a real mask on Sundays. My hair went from snapping to growing past my shoulders in a year.\n\nThe cap matters too. Silicone over latex, and a second cap on top for meets. Small stuff, big difference.',
  },
  {
    key: 'story-first-nil',
    member: 'seed-member-zara',
    title: 'I said yes to my first NIL deal too fast. Here is what I would do now',
    category: 'Other',
    daysAgo: 9,
    status: 'approved',
    content:
      'My first deal was a free pair of shoes and three posts. Sounds fine, right? I did not read that they could use my photos in ads for a year, and I could not post any other shoe brand for six months. Nobody did anything shady, I just did not ask.\n\nNow I ask three questions every time: how long can you use my content, is there exclusivity, and when do I get paid. If a brand will not answer in writing, that is my answer.',
  },
  {
    key: 'story-shin-splints',
    member: 'seed-member-riley',
    title: 'Shin splints, a bone scan, and learning to eat enough',
    category: 'Nutrition & Wellness',
    daysAgo: 14,
    status: 'approved',
    content:
      'I thought my shins hurt because I was not tough enough. It turned out to be a stress reaction, and the sports dietitian connected it to the fact that I was running 50 miles a week on about as much food as my roommate who does not work out.\n\nFueling is training. I eat a real breakfast now, carry snacks everywhere, and my times are better than before the injury. If something hurts for more than a week, get it checked, and tell them how you eat, too.',
  },
  {
    key: 'story-thrift-travel',
    member: 'seed-member-sofia',
    title: 'Our team travel dress code, built entirely from thrift stores',
    category: 'Fashion & Style',
    daysAgo: 21,
    status: 'approved',
    content:
      'Our coach wanted us to look like a team on road trips but nobody had money for matching gear. So six of us spent a Saturday at thrift stores with one rule: neutral trousers, any white top, one statement jacket. Total cost per person was under twenty dollars.\n\nWe looked sharper than the teams in full sponsor kits, and the group chat for jacket swaps is still going two seasons later.',
  },
  {
    key: 'story-match-point-nerves',
    member: 'seed-member-emma',
    title: 'How I stopped choking on match point',
    category: 'Mental Health',
    daysAgo: 28,
    status: 'approved',
    content:
      'For two seasons I lost matches I was winning. As soon as I could see the finish line my arm went tight. My coach had me build a routine between points: towel, bounce the ball four times, one breath out longer than the breath in, pick a target. Same routine at 0-0 and at match point.\n\nIt sounds too simple, but it gives my brain a job. I still get nervous. I just do not let the nerves play the point for me anymore.',
  },
  {
    key: 'story-goodbye-jersey',
    member: 'seed-member-riley',
    title: 'What nobody tells you about your last race',
    category: 'Personal Stories',
    daysAgo: 40,
    status: 'approved',
    content:
      'My last collegiate race was a 10th place finish at conference, and I cried for an hour, not because of the place but because nobody would ever time my mile again. The weeks after were strange. I did not know when to wake up.\n\nWhat helped: keeping a morning run with no watch, telling my friends I was struggling, and starting a master\u2019s program that gave me a new kind of schedule. You are allowed to grieve your sport. It means it mattered.',
  },
  {
    key: 'story-pending-pregame',
    member: 'seed-member-zara',
    title: 'My pregame playlist, explained track by track',
    category: 'Training & Performance',
    daysAgo: 1,
    status: 'pending',
    content:
      'Every song on my pregame playlist has a job: one to calm down in the bus, one for warm-up energy, and one I only play in the tunnel. Here is the list and why each song made it.',
  },
  {
    key: 'story-pending-braces',
    member: 'seed-member-emma',
    title: 'Playing through my first season with braces',
    category: 'Beauty & Self-Care',
    daysAgo: 0.5,
    status: 'pending',
    content:
      'Mouthguards with braces are a whole thing. I went through three before finding one that fit. Here is what my orthodontist recommended and how I stopped feeling self-conscious in team photos.',
  },
]

export const SEED_POLLS = [
  {
    key: 'poll-game-day-glam',
    title: 'What is your non-negotiable on game day?',
    description: 'One thing you never play without. Vote and see what the community picked.',
    isActive: true,
    daysAgo: 2,
    options: [
      ['Waterproof mascara', 412],
      ['A lucky hair tie or scrunchie', 538],
      ['My pregame playlist', 691],
      ['SPF, always', 367],
    ] as [string, number][],
  },
  {
    key: 'poll-nil-platform',
    title: 'Which platform brings you the best NIL deals?',
    description: 'Closed poll from last month.',
    isActive: false,
    daysAgo: 35,
    options: [
      ['Instagram', 804],
      ['TikTok', 956],
      ['YouTube', 133],
      ['LinkedIn', 88],
    ] as [string, number][],
  },
]
