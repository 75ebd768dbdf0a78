// The four content hubs and the writers behind them.
export const SEED_HUBS = [
  {
    id: 'game-face',
    title: 'Game Face',
    tagline: 'Beauty, wellness and skincare that keeps up with you',
    description:
      'Sweat-proof skincare, recovery rituals and honest beauty advice for athletes who train hard and still want to glow. Routines that survive two-a-days, products we actually tested, and the wellness habits that keep you in the game.',
    icon: 'sparkles',
    color: '#c2567a',
    sortOrder: 1,
  },
  {
    id: 'fit-check',
    title: 'Fit Check',
    tagline: 'Fashion from warm-ups to the walk-in',
    description:
      'Style for the athlete who lives in leggings and still wants the tunnel-walk moment. Gear guides, game-day fits, thrift finds and the pieces that move with you, on and off the court.',
    icon: 'shirt',
    color: '#5b6ee1',
    sortOrder: 2,
  },
  {
    id: 'brand-u',
    title: 'Brand U',
    tagline: 'NIL, content and your personal brand',
    description:
      'Name, image and likeness, decoded. How to price a post, read a contract, build an audience that trusts you, and turn your sport into a brand that lasts longer than your eligibility.',
    icon: 'badge-dollar-sign',
    color: '#d08a1f',
    sortOrder: 3,
  },
  {
    id: 'on-record',
    title: 'On Record',
    tagline: 'Careers, stories and life after the final whistle',
    description:
      'Real stories from athletes in their own words, plus career moves for the day the jersey comes off: internships, interviews, grad school and finding out who you are beyond the stat sheet.',
    icon: 'mic',
    color: '#2f8f72',
    sortOrder: 4,
  },
] as const

export const SEED_AUTHORS = [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    title: 'Beauty & Wellness Editor',
    hub: 'game-face',
    bio: 'Maya ran the 400m for four years at a Big Ten school and spent most of them fighting forehead breakouts under her sweatband. She now tests skincare in real training conditions and writes about recovery, sleep and the beauty routines that actually survive practice. Licensed esthetician since 2022.',
    socialLinks: { instagram: 'https://www.instagram.com/', tiktok: 'https://www.tiktok.com/' },
  },
  {
    slug: 'jess-alvarez',
    name: 'Jess Alvarez',
    title: 'Fashion Director',
    hub: 'fit-check',
    bio: 'Former outside hitter, forever thrifter. Jess styled her college team\u2019s travel looks before it was cool and now covers athletic fashion, sustainable gear and the art of dressing a six-foot frame. She believes a good fit is part of your warm-up.',
    socialLinks: {
      instagram: 'https://www.instagram.com/',
      pinterest: 'https://www.pinterest.com/',
    },
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    title: 'NIL & Brand Strategist',
    hub: 'brand-u',
    bio: 'Priya played Division I tennis, then helped more than 200 student-athletes negotiate their first NIL deals as a campus brand advisor. She writes about contracts, pricing, content strategy and building a brand that outlasts your eligibility.',
    socialLinks: { linkedin: 'https://www.linkedin.com/', twitter: 'https://twitter.com/' },
  },
  {
    slug: 'tori-bennett',
    name: 'Tori Bennett',
    title: 'Features Writer',
    hub: 'on-record',
    bio: 'A former soccer goalkeeper who tore her ACL twice and found journalism in the rehab room. Tori interviews athletes about identity, injury and life after sport, and writes our career guides for the moment the season ends.',
    socialLinks: { twitter: 'https://twitter.com/', linkedin: 'https://www.linkedin.com/' },
  },
  {
    slug: 'naomi-fields',
    name: 'Dr. Naomi Fields',
    title: 'Contributing Sport Psychologist',
    hub: 'on-record',
    bio: 'Naomi is a certified mental performance consultant who works with collegiate and Olympic-track athletes on confidence, pressure and burnout. A former gymnast, she writes about the mental side of training and the transitions nobody prepares you for.',
    socialLinks: { linkedin: 'https://www.linkedin.com/' },
  },
] as const
