// The product pages' demo content: who each pick suits, what we like, what to keep in mind, and
// the athletes who reviewed them. Ratings and counts are never typed here: the seed writes
// approved reviews and the product's rating is computed from them, as for real reviews.

export type ProductDetails = { description: string; pros: string[]; cons: string[]; suits: string }

export const PRODUCT_DETAILS: Record<string, ProductDetails> = {
  'sweatproof-mineral-spf-50': {
    description:
      'A zinc oxide sunscreen built for two-a-days outside. It goes on sheer, stays put through 80 minutes of sweat or water, and does not run into your eyes mid-drill.\n\nOur testers wore it for soccer tournaments, track meets and a week of lifeguard training.',
    pros: ['No sting when you sweat', 'No white cast on deeper skin tones', 'Fragrance free'],
    cons: ['Reapply after towelling off', 'Pricier than chemical sunscreens'],
    suits: 'Outdoor athletes with sensitive or acne-prone skin who train in the sun every day.',
  },
  'post-practice-cleansing-cloths': {
    description:
      'Individually wrapped cloths with salicylic acid for the minutes between practice and a real shower. They lift sweat, sunscreen and grime before they clog pores.',
    pros: [
      'Fits in any bag pocket',
      'Gentle enough for daily use',
      'Helps with helmet and strap breakouts',
    ],
    cons: ['Single-use packaging', 'Not a full replacement for washing'],
    suits: 'Anyone with a long bus ride or a class right after practice.',
  },
  'waterproof-tubing-mascara': {
    description:
      'Tubing mascara wraps each lash in tiny polymer tubes instead of painting it, so it cannot smudge or flake when you sweat, swim or cry at senior night.',
    pros: ['Survives sweat and the pool', 'Comes off with warm water', 'No raccoon eyes'],
    cons: ['Less volume than a classic formula', 'Takes a minute to dry'],
    suits: 'Swimmers, dancers and anyone who wants to look put together in the team photo.',
  },
  'percussion-massage-gun-mini': {
    description:
      'A palm-sized massage gun with four heads and three speeds. Strong enough for calves and quads, quiet enough for a hotel room the night before a meet.',
    pros: ['Fits in a backpack', 'Quiet motor', 'USB-C charging'],
    cons: ['Battery lasts about two hours', 'Too strong on bony areas at top speed'],
    suits: 'Runners and court athletes who want a quick warm-up or cool-down on the road.',
  },
  'overnight-recovery-lip-mask': {
    description:
      'A thick balm with shea butter and ceramides that repairs lips cracked by wind, sun and chlorine while you sleep.',
    pros: ['Works overnight', 'Unscented option', 'Lasts months'],
    cons: ['Too heavy for daytime', 'The jar needs clean fingers'],
    suits: 'Winter sports athletes and swimmers with lips that never get a break.',
  },
  'magnesium-sleep-spray': {
    description:
      'Magnesium chloride in a spray for tired legs before bed. Many athletes like the ritual: a few sprays, a short massage, lights out.',
    pros: ['Quick to use', 'No greasy feel', 'Calming routine before sleep'],
    cons: ['Can tingle on freshly shaved skin', 'Evidence for skin absorption is limited'],
    suits: 'Anyone building a wind-down routine after late practices.',
  },
  'high-impact-zip-front-sports-bra': {
    description:
      'Encapsulated cups, a wide underband and a front zip so you can get in and out without a wrestling match. Tested in sprint sessions and plyometrics.',
    pros: ['Real support for high impact', 'Easy on and off', 'Adjustable straps'],
    cons: ['Runs small in the band', 'Zip can rub if you wear it loose'],
    suits: 'Runners, jumpers and court athletes who need support that stays put.',
  },
  'court-to-class-trainers': {
    description:
      'A low-profile cross trainer with a flat, grippy sole for lifting and lateral work, and a clean look that works with jeans after practice.',
    pros: ['Stable for lifting', 'Good lateral grip', 'Looks good off court'],
    cons: ['Not for long runs', 'Break-in takes a week'],
    suits: 'Gym days, agility work and the walk to class.',
  },
  'pocket-bike-shorts-8in': {
    description:
      'Eight-inch bike shorts in a thick, squat-proof fabric with two deep side pockets that hold a phone without bouncing.',
    pros: ['Phone stays put on runs', 'Does not roll down', 'Squat-proof'],
    cons: ['Warm in summer heat', 'Dark colours show chalk'],
    suits: 'Everyday training, from the weight room to the track.',
  },
  'oversized-team-crewneck': {
    description:
      'A heavyweight cotton crewneck cut roomy for layering over warm-ups. Soft inside and made to survive a season of team laundry.',
    pros: ['Warm without bulk', 'Holds its shape after washing', 'Size inclusive'],
    cons: ['Takes long to dry', 'Sleeves run long'],
    suits: 'Early bus rides, cold bleachers and travel days.',
  },
  'recycled-duffel-40l': {
    description:
      'A 40-litre duffel made from recycled bottles, with a vented shoe tunnel, a wet pocket and backpack straps that tuck away.',
    pros: ['Separate shoe and wet pockets', 'Carries as a backpack', 'Tough base'],
    cons: ['No laptop sleeve', 'Light colours stain'],
    suits: 'Tournament weekends and anyone carrying gear between school, practice and home.',
  },
  'tall-flare-leggings': {
    description:
      'Flare leggings with a 34-inch inseam, so tall athletes finally get a hem that reaches the floor. High waist, no front seam.',
    pros: ['Real length for tall legs', 'Flattering flare', 'Opaque fabric'],
    cons: ['Too long for petite members', 'Pills with velcro'],
    suits: 'Tall athletes for travel days, yoga and class.',
  },
  'clip-on-ring-light-10in': {
    description:
      'A 10-inch ring light with a phone clamp and a table tripod. Three colour temperatures and ten brightness steps for interviews and content days.',
    pros: ['Even, flattering light', 'Folds flat', 'Runs on USB power'],
    cons: ['Clamp feels flimsy', 'Reflects in glasses'],
    suits: 'Athletes filming content, interviews or recruiting videos at home.',
  },
  'wireless-lav-mic-pair': {
    description:
      'Two clip-on wireless mics with a receiver for your phone. Clean sound for interviews, vlogs and sideline content, even with crowd noise around.',
    pros: ['Clear voice in noisy places', 'Two mics for interviews', 'Charging case'],
    cons: ['Receiver needs the right adapter', 'Wind muffs sold separately'],
    suits: 'Athletes who film interviews, podcasts or behind-the-scenes content.',
  },
  'season-planner-athletes': {
    description:
      'A 12-month planner that puts training, classes, games and recovery on one page, with weekly check-ins for sleep, mood and goals.',
    pros: ['Season view and weekly view', 'Space for goals and reflections', 'Sturdy cover'],
    cons: ['Heavy for a small bag', 'Undated pages need filling in'],
    suits: 'Student-athletes juggling school, sport and everything else.',
  },
  'nil-contract-workbook': {
    description:
      'A plain-language workbook on name, image and likeness deals: what to ask, what to watch for in a contract, and how to keep records for taxes.',
    pros: ['Clear checklists', 'Real contract examples', 'Written for students'],
    cons: ['US focused', 'Rules change by state and school'],
    suits: 'College and high school athletes getting their first brand offers.',
  },
  'phone-gimbal-compact': {
    description:
      'A folding three-axis gimbal that keeps phone video steady while you walk or run, with face tracking for solo filming.',
    pros: ['Smooth footage', 'Face tracking', 'Folds to pocket size'],
    cons: ['App is needed for all features', 'Heavier phones need balancing'],
    suits: 'Athletes filming training clips or day-in-the-life content.',
  },
  'portable-backdrop-stand': {
    description:
      'A collapsible backdrop with a sand side and a white side that pops up in seconds, for clean backgrounds in dorm rooms and hotel rooms.',
    pros: ['Sets up in seconds', 'Two neutral colours', 'Comes with a carry bag'],
    cons: ['Folding back takes practice', 'Creases show at first'],
    suits: 'Anyone recording interviews, recruiting videos or sponsor content on the road.',
  },
  'interview-blazer-stretch': {
    description:
      'A tailored blazer in four-way stretch fabric that fits broad shoulders and muscular arms, and does not crease in a travel bag.',
    pros: ['Room for athletic shoulders', 'Wrinkle resistant', 'Machine washable'],
    cons: ['Sleeves may need hemming', 'Limited colours'],
    suits: 'Banquets, media days, interviews and internship starts.',
  },
  'noise-cancelling-earbuds': {
    description:
      'Earbuds with active noise cancelling and a secure wing tip, so they stay in during warm-ups and shut out the bus before a game.',
    pros: ['Strong noise cancelling', 'Stay in during movement', 'Sweat resistant'],
    cons: ['Case is bulky', 'Transparency mode sounds thin'],
    suits: 'Pre-game focus, travel and studying in loud places.',
  },
  'leather-portfolio-padfolio': {
    description:
      'A zip padfolio with a tablet sleeve, notepad and card slots for job fairs, recruiting visits and meetings with sponsors.',
    pros: ['Keeps papers crisp', 'Fits a tablet', 'Looks professional'],
    cons: ['Heavier than a folder', 'Zip is stiff at first'],
    suits: 'Athletes heading to interviews, recruiting visits or business classes.',
  },
  'athlete-memoir-collection': {
    description:
      'Three memoirs by women who changed their sports, about pressure, injury, money and finding a voice. Honest, funny and easy to read on road trips.',
    pros: ['Three different sports', 'Honest about mental health', 'Great for book clubs'],
    cons: ['Some strong language', 'Paperbacks only'],
    suits: 'Readers who want stories from athletes who have been where they are.',
  },
  'insulated-bottle-32oz': {
    description:
      'A 32-ounce steel bottle that keeps water cold for a full day of practice, with a straw lid you can use one-handed.',
    pros: ['Cold for 24 hours', 'One-handed straw lid', 'Fits most cup holders'],
    cons: ['Heavy when full', 'Straw needs regular cleaning'],
    suits: 'Long practices, hot tournament days and all-day campus life.',
  },
  'gratitude-journal-athletes': {
    description:
      'A guided journal with five-minute prompts before and after training: what went well, what you learned, what you are grateful for.',
    pros: ['Takes five minutes', 'Prompts for good and bad days', 'Small enough for a gym bag'],
    cons: ['Prompts repeat', 'Not much free space'],
    suits: 'Athletes building a mindset habit, especially during recovery from injury.',
  },
}

/** Athletes who reviewed the picks (adults; they never sign in). */
export const SEED_REVIEWERS = [
  { slug: 'maya', name: 'Maya R.', sport: 'track', born: '2003-04-11' },
  { slug: 'jordan', name: 'Jordan K.', sport: 'volleyball', born: '2002-09-23' },
  { slug: 'imani', name: 'Imani T.', sport: 'basketball', born: '2004-01-30' },
  { slug: 'lucia', name: 'Lucía P.', sport: 'soccer', born: '2003-07-08' },
  { slug: 'hannah', name: 'Hannah S.', sport: 'swimming', born: '2005-02-14' },
  { slug: 'priya', name: 'Priya N.', sport: 'tennis', born: '2002-11-02' },
  { slug: 'grace', name: 'Grace O.', sport: 'rowing', born: '2004-05-19' },
  { slug: 'zoe', name: 'Zoe L.', sport: 'gymnastics', born: '2006-03-27' },
  { slug: 'amara', name: 'Amara D.', sport: 'softball', born: '2003-10-15' },
  { slug: 'kenzie', name: 'Kenzie W.', sport: 'lacrosse', born: '2005-08-06' },
  { slug: 'ruth', name: 'Ruth A.', sport: 'cross country', born: '2002-12-21' },
  { slug: 'noor', name: 'Noor H.', sport: 'climbing', born: '2004-06-12' },
] as const

const OPENINGS: Record<number, string[]> = {
  5: [
    'Honestly one of the best things in my bag.',
    'I did not expect to love it this much.',
    'Bought it after reading the pick here and it lived up to it.',
  ],
  4: [
    'Really good, with one small catch.',
    'Does what it says and I use it every week.',
    'Solid choice overall.',
  ],
  3: ['It is fine, but not for everyone.', 'Mixed feelings after a month of use.'],
}

/**
 * A short, specific review: who she is, how she used it, one thing she liked and (below five
 * stars) the catch, in her own plain words.
 */
export function seedReviewText(
  rating: number,
  reviewer: { sport: string },
  details: ProductDetails,
  i: number,
) {
  const opening = OPENINGS[rating]![i % OPENINGS[rating]!.length]!
  const like = details.pros[i % details.pros.length]!.toLowerCase()
  const catchLine =
    rating < 5 ? ` The catch for me: ${details.cons[i % details.cons.length]!.toLowerCase()}.` : ''
  return `${opening} I have used it through a season of ${reviewer.sport} and the best part is simple: ${like}.${catchLine}`
}

/**
 * Ratings of `n` reviews whose average rounds to `target` (one decimal), for as few reviewers as
 * get there; the seed writes them as approved reviews, and the product's rating is computed.
 */
export function ratingsFor(target: number, max: number): number[] {
  let best: number[] = []
  let bestErr = Infinity
  for (let n = 4; n <= max; n++) {
    const total = Math.round(target * n)
    const err = Math.abs(Math.round((total / n) * 10) / 10 - target)
    if (err < bestErr - 1e-9) {
      bestErr = err
      const fives = Math.max(0, Math.min(n, total - 4 * n))
      const rest = total - fives * 5
      const fours = Math.max(0, Math.min(n - fives, rest - 3 * (n - fives)))
      const threes = n - fives - fours
      best = [...Array(fives).fill(5), ...Array(fours).fill(4), ...Array(threes).fill(3)]
    }
    if (bestErr === 0) break
  }
  return best
}
