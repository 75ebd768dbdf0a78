// Product recommendations, six per hub. Affiliate URLs point at retailer search pages (never fetched by the seed).
type SeedProduct = {
  slug: string
  title: string
  brand: string
  price: number
  /** the editorial rating the seeded athletes' reviews average to (the page computes it) */
  rating: number
  hub: 'game-face' | 'fit-check' | 'brand-u' | 'on-record'
  excerpt: string
  tags: string[]
  url: string
  trending?: boolean
}

const search = (host: string, path: string, q: string) =>
  `https://${host}${path}${encodeURIComponent(q)}&tag=beyondthegame-20`

export const SEED_PRODUCTS: SeedProduct[] = [
  // ---- Game Face
  {
    slug: 'sweatproof-mineral-spf-50',
    title: 'Sweatproof Mineral Sunscreen SPF 50',
    brand: 'Solstice Skin',
    price: 24,
    rating: 4.8,
    hub: 'game-face',
    excerpt:
      'Zinc-based, 80 minutes water resistant and no white cast on deeper skin tones. Does not sting your eyes when you sweat.',
    tags: ['skincare', 'spf', 'outdoor'],
    url: search('www.ulta.com', '/search?search=', 'sport mineral sunscreen spf 50'),
    trending: true,
  },
  {
    slug: 'post-practice-cleansing-cloths',
    title: 'Post-Practice Cleansing Cloths (30 pack)',
    brand: 'Clearline',
    price: 12,
    rating: 4.5,
    hub: 'game-face',
    excerpt:
      'Salicylic acid wipes for the bus ride home: clear sweat and sunscreen before breakouts start.',
    tags: ['skincare', 'acne', 'travel'],
    url: search('www.target.com', '/s?searchTerm=', 'salicylic acid cleansing cloths'),
  },
  {
    slug: 'waterproof-tubing-mascara',
    title: 'Tubing Mascara, Waterproof',
    brand: 'Luma Beauty',
    price: 18,
    rating: 4.6,
    hub: 'game-face',
    excerpt:
      'Tubing formula that survives sweat and the pool and comes off with warm water, no scrubbing.',
    tags: ['makeup', 'waterproof', 'game day'],
    url: search('www.sephora.com', '/search?keyword=', 'tubing mascara waterproof'),
    trending: true,
  },
  {
    slug: 'percussion-massage-gun-mini',
    title: 'Mini Percussion Massage Gun',
    brand: 'Rebound Labs',
    price: 89,
    rating: 4.4,
    hub: 'game-face',
    excerpt:
      'Fits in a backpack, four heads, quiet enough for the dorm. Two and a half hours per charge.',
    tags: ['recovery', 'massage', 'tools'],
    url: search('www.amazon.com', '/s?k=', 'mini massage gun'),
  },
  {
    slug: 'overnight-recovery-lip-mask',
    title: 'Overnight Recovery Lip Mask',
    brand: 'Solstice Skin',
    price: 16,
    rating: 4.7,
    hub: 'game-face',
    excerpt:
      'Fixes wind- and chlorine-chapped lips by morning. Unscented, so no taste in your mouthguard.',
    tags: ['skincare', 'lips', 'recovery'],
    url: search('www.ulta.com', '/search?search=', 'overnight lip mask'),
  },
  {
    slug: 'magnesium-sleep-spray',
    title: 'Magnesium Body Spray',
    brand: 'Stillwater',
    price: 22,
    rating: 3.9,
    hub: 'game-face',
    excerpt:
      'Topical magnesium for sore calves before bed. Slight tingle on first use; our testers liked it after long runs.',
    tags: ['recovery', 'sleep', 'wellness'],
    url: search('www.target.com', '/s?searchTerm=', 'magnesium spray'),
  },
  // ---- Fit Check
  {
    slug: 'high-impact-zip-front-sports-bra',
    title: 'High-Impact Zip-Front Sports Bra',
    brand: 'Stride & Co.',
    price: 68,
    rating: 4.9,
    hub: 'fit-check',
    excerpt:
      'Encapsulated cups, adjustable straps and a front zip you can open after a two-hour practice. Sizes XS to 3X, A to G cups.',
    tags: ['sports bra', 'high impact', 'running'],
    url: search(
      'www.dickssportinggoods.com',
      '/search/SearchDisplay?searchTerm=',
      'high impact zip front sports bra',
    ),
    trending: true,
  },
  {
    slug: 'court-to-class-trainers',
    title: 'Court-to-Class Cross Trainers',
    brand: 'Northpace',
    price: 110,
    rating: 4.6,
    hub: 'fit-check',
    excerpt:
      'A flat, stable sole for lifting and lateral work, with a clean leather-look upper that works with jeans.',
    tags: ['shoes', 'training', 'lifting'],
    url: search(
      'www.dickssportinggoods.com',
      '/search/SearchDisplay?searchTerm=',
      'cross training shoes women',
    ),
  },
  {
    slug: 'pocket-bike-shorts-8in',
    title: '8" Bike Shorts with Phone Pockets',
    brand: 'Stride & Co.',
    price: 48,
    rating: 4.7,
    hub: 'fit-check',
    excerpt:
      'Squat-proof, no roll-down waistband and two side pockets deep enough for a big phone.',
    tags: ['shorts', 'athleisure', 'pockets'],
    url: search('www.rei.com', '/search?q=', 'womens bike shorts pockets'),
    trending: true,
  },
  {
    slug: 'oversized-team-crewneck',
    title: 'Heavyweight Oversized Crewneck',
    brand: 'Locker Room Goods',
    price: 58,
    rating: 4.5,
    hub: 'fit-check',
    excerpt:
      'Brushed fleece, dropped shoulders, and a cut made for broad swimmer shoulders. Our favourite travel-day layer.',
    tags: ['sweatshirt', 'travel', 'oversized'],
    url: search('www.target.com', '/s?searchTerm=', 'oversized crewneck sweatshirt'),
  },
  {
    slug: 'recycled-duffel-40l',
    title: 'Recycled Gym Duffel 40L',
    brand: 'Fieldwork',
    price: 75,
    rating: 4.3,
    hub: 'fit-check',
    excerpt:
      'Made from recycled bottles, with a vented shoe tunnel and a wet pocket for your post-swim suit.',
    tags: ['bag', 'sustainable', 'gear'],
    url: search('www.rei.com', '/search?q=', 'recycled duffel 40l'),
  },
  {
    slug: 'tall-flare-leggings',
    title: 'Tall Flare Leggings (34" inseam)',
    brand: 'Northpace',
    price: 64,
    rating: 3.8,
    hub: 'fit-check',
    excerpt:
      'Finally a flare long enough for six-foot frames. Fabric pills a little after many washes, so wash cold.',
    tags: ['leggings', 'tall', 'athleisure'],
    url: search('www.amazon.com', '/s?k=', 'tall flare leggings 34 inseam'),
  },
  // ---- Brand U
  {
    slug: 'clip-on-ring-light-10in',
    title: '10" Ring Light with Phone Clamp',
    brand: 'Glowup Studio',
    price: 39,
    rating: 4.5,
    hub: 'brand-u',
    excerpt:
      'Three colour temperatures, a tripod that fits in a locker and a clamp that holds big phones. Good light for sponsor reels in a dorm room.',
    tags: ['creator', 'lighting', 'video'],
    url: search('www.amazon.com', '/s?k=', '10 inch ring light phone tripod'),
    trending: true,
  },
  {
    slug: 'wireless-lav-mic-pair',
    title: 'Wireless Clip Mic Set (2 mics)',
    brand: 'Clearcast',
    price: 69,
    rating: 4.6,
    hub: 'brand-u',
    excerpt:
      'Plugs into your phone, cuts gym echo, and lets you film a two-person interview with a teammate.',
    tags: ['creator', 'audio', 'video'],
    url: search(
      'www.bestbuy.com',
      '/site/searchpage.jsp?st=',
      'wireless lavalier microphone phone',
    ),
  },
  {
    slug: 'season-planner-athletes',
    title: 'The Season Planner: 12-Month Athlete Edition',
    brand: 'Playbook Paper',
    price: 28,
    rating: 4.8,
    hub: 'brand-u',
    excerpt:
      'Training log, class schedule and content calendar in one undated planner, with a page for every NIL deliverable.',
    tags: ['planner', 'organisation', 'nil'],
    url: search('www.target.com', '/s?searchTerm=', 'undated planner athlete'),
  },
  {
    slug: 'nil-contract-workbook',
    title: 'NIL Deal Workbook',
    brand: 'Playbook Paper',
    price: 19,
    rating: 4.2,
    hub: 'brand-u',
    excerpt:
      'Checklists for reading contracts, a rate calculator and email templates for negotiating with brands.',
    tags: ['nil', 'contracts', 'book'],
    url: search('www.amazon.com', '/s?k=', 'nil athlete workbook'),
  },
  {
    slug: 'phone-gimbal-compact',
    title: 'Compact Phone Gimbal',
    brand: 'Clearcast',
    price: 99,
    rating: 4.0,
    hub: 'brand-u',
    excerpt:
      'Smooth tracking shots of drills and warm-ups. Takes ten minutes to learn; worth it for training content.',
    tags: ['creator', 'video', 'stabiliser'],
    url: search('www.bestbuy.com', '/site/searchpage.jsp?st=', 'phone gimbal'),
  },
  {
    slug: 'portable-backdrop-stand',
    title: 'Collapsible Backdrop, Sand and White',
    brand: 'Glowup Studio',
    price: 45,
    rating: 3.7,
    hub: 'brand-u',
    excerpt:
      'Two-sided pop-up backdrop for clean product shots. A bit wobbly on carpet, great on a hard floor.',
    tags: ['creator', 'photo', 'backdrop'],
    url: search('www.amazon.com', '/s?k=', 'collapsible backdrop 5ft'),
  },
  // ---- On Record
  {
    slug: 'interview-blazer-stretch',
    title: 'Stretch Interview Blazer',
    brand: 'Office Hours',
    price: 98,
    rating: 4.6,
    hub: 'on-record',
    excerpt:
      'Four-way stretch, room in the shoulders and arms, and machine washable. Interview-ready without feeling stiff.',
    tags: ['career', 'workwear', 'interview'],
    url: search('www.nordstrom.com', '/sr?keyword=', 'stretch blazer women'),
    trending: true,
  },
  {
    slug: 'noise-cancelling-earbuds',
    title: 'Noise-Cancelling Earbuds',
    brand: 'Tempo Audio',
    price: 129,
    rating: 4.7,
    hub: 'on-record',
    excerpt:
      'For bus rides, study hall and podcast interviews. Sweat resistant with eight hours of battery.',
    tags: ['audio', 'travel', 'study'],
    url: search('www.bestbuy.com', '/site/searchpage.jsp?st=', 'noise cancelling earbuds sport'),
  },
  {
    slug: 'leather-portfolio-padfolio',
    title: 'Zip Padfolio with Tablet Sleeve',
    brand: 'Office Hours',
    price: 42,
    rating: 4.4,
    hub: 'on-record',
    excerpt:
      'Résumés, a notepad and your tablet in one zip case for career fairs and internship interviews.',
    tags: ['career', 'interview', 'organisation'],
    url: search('www.target.com', '/s?searchTerm=', 'zip padfolio'),
  },
  {
    slug: 'athlete-memoir-collection',
    title: 'Memoirs by Women in Sport (3-book set)',
    brand: 'Harbor Books',
    price: 45,
    rating: 4.9,
    hub: 'on-record',
    excerpt:
      'Three memoirs by Olympians and pros about injury, identity and what came after. Our book club picks of the year.',
    tags: ['books', 'stories', 'inspiration'],
    url: search('bookshop.org', '/search?keywords=', 'women athletes memoir'),
  },
  {
    slug: 'insulated-bottle-32oz',
    title: '32 oz Insulated Bottle with Straw Lid',
    brand: 'Fieldwork',
    price: 35,
    rating: 4.5,
    hub: 'on-record',
    excerpt:
      'Ice for 24 hours through practice, class and an internship shift. Fits most car cup holders.',
    tags: ['hydration', 'everyday', 'gear'],
    url: search('www.rei.com', '/search?q=', 'insulated water bottle 32 oz'),
  },
  {
    slug: 'gratitude-journal-athletes',
    title: 'Five-Minute Reflection Journal',
    brand: 'Harbor Books',
    price: 16,
    rating: 3.6,
    hub: 'on-record',
    excerpt:
      'Short prompts for the end of the day. Some prompts repeat; still a good habit builder in the off-season.',
    tags: ['journal', 'mental health', 'habits'],
    url: search('bookshop.org', '/search?keywords=', 'five minute journal'),
  },
]
