// Fit Check: fashion.
import { h, img, ol, p, product, q, rp, ul, type SeedArticle } from './seed-kit'

export const FIT_CHECK_ARTICLES: SeedArticle[] = [
  {
    slug: 'sports-bra-fit-guide',
    title: 'How to Find a Sports Bra That Actually Fits',
    excerpt:
      'Most athletes wear the wrong size. A five-minute fit check, what high-impact really means, and when to replace yours.',
    category: 'Equipment & Gear',
    tags: ['sports bra', 'fit', 'gear', 'guide'],
    author: 'jess-alvarez',
    daysAgo: 0.8,
    trending: 8.8,
    featured: true,
    cover: 0,
    metaDescription:
      'A sports bra fit guide for athletes: sizing, support levels, the jump test and when to replace it.',
    blocks: [
      p(
        'Surveys of female athletes keep finding the same thing: a large share of us train in a sports bra that does not fit, and many report breast pain during exercise that changes how we run, jump and even breathe. A good fit is not vanity, it is equipment, the same way your shoes or your shin guards are. And unlike most gear, the right one does not have to be the most expensive one.',
      ),
      h('The five-minute fit check'),
      ol(
        'The band should sit level and snug: two fingers under it, no more. It should not ride up your back when you lift your arms.',
        'Cups should hold everything with no spill-over at the top or sides, and no wrinkles or gaps either.',
        'Straps should not dig in; the band does most of the work.',
        'Jump, jog on the spot and do a few jumping jacks in the fitting room. Less movement is better.',
      ),
      img(1, 'Bring your own sports bra to compare: you will feel the difference straight away.'),
      h('Support levels, decoded'),
      ul(
        'Low impact: yoga, walking, lifting.',
        'Medium: cycling, skiing, some strength work.',
        'High: running, basketball, soccer, anything with jumping or sprinting.',
      ),
      q(
        'Once I switched to an encapsulated high-impact bra, my back stopped aching after sprints.',
        'Aaliyah, point guard',
      ),
      p(
        'Replace sports bras every 6-12 months of regular use, or sooner when the band stretches out and you find yourself on the tightest hook. Wash them cold, close any hooks so they do not snag, and never tumble dry: heat is what kills the elastic. Your size also changes with training blocks, weight changes and your cycle, so re-check the fit each season.',
      ),
    ],
  },
  {
    slug: 'tunnel-walk-fits',
    title: 'Tunnel-Walk Fits: 5 Looks From the WNBA Season We Loved',
    excerpt:
      'The tunnel has become the runway. What makes a great arrival fit, and how to borrow the idea on a student budget.',
    category: 'Fashion & Style',
    tags: ['tunnel fits', 'style', 'game day', 'basketball'],
    author: 'jess-alvarez',
    daysAgo: 2.4,
    trending: 9.9,
    cover: 1,
    metaDescription:
      'Lessons from the best tunnel-walk outfits and how to create your own arrival look for game day.',
    blocks: [
      p(
        'Pre-game arrivals used to be sweatpants and headphones. Now they are a stage, and players use them to show personality, support designer friends and land partnerships of their own. This season gave us oversized suiting, vintage jerseys worn as dresses, head-to-toe monochrome and more than one pair of sneakers that cost more than a semester of textbooks. The best looks had something in common, and none of it depends on a big budget.',
      ),
      h('What makes a tunnel fit work'),
      ul(
        'One statement piece, everything else quiet.',
        'Tailoring that fits an athletic frame: room in the shoulders and thighs.',
        'A point of view: a colour, a decade, a designer you believe in.',
        'Comfortable shoes. You still have to warm up.',
      ),
      img(2, 'A single bold jacket over neutrals reads confident, not costume.'),
      h('Your version'),
      p(
        'You do not need a stylist to do this for your high school or college games. Pick a colour you love, build around one thrifted jacket or oversized blazer, and repeat it on purpose. Repeating a look makes it your signature, and signature is what people remember. Ask a teammate to film your walk in once: it is content, and it is a memory.',
      ),
      q(
        'The walk in is the only part of game day that is fully mine. I dress for me.',
        'Zara, libero',
      ),
    ],
  },
  {
    slug: 'thrifting-athleisure-guide',
    title: 'The Athlete\u2019s Guide to Thrifting Athleisure',
    excerpt:
      'Vintage team crewnecks, barely-worn leggings and designer trainers for a fraction of the price: what to look for and what to skip.',
    category: 'Sustainable Living',
    tags: ['thrift', 'sustainable', 'athleisure', 'budget'],
    author: 'jess-alvarez',
    daysAgo: 6,
    trending: 6.7,
    cover: 2,
    metaDescription:
      'How athletes can thrift athleisure: what to buy second-hand, what to avoid and how to check quality.',
    blocks: [
      p(
        'Athletic wear is one of the best categories to buy second-hand: fabrics are made to last, sizes run generous, and people donate barely-worn pieces after a new year\u2019s resolution fades. Go on a weekday morning when racks have been restocked, head straight for the men\u2019s section for sweatshirts, and give every piece a thirty-second inspection before it goes in your basket.',
      ),
      h('Buy second-hand'),
      ul(
        'Crewnecks and hoodies, especially vintage college and team prints.',
        'Track jackets, windbreakers and warm-up pants.',
        'Leggings from good brands: check the seat in bright light for thinning.',
        'Gym bags and duffels, which are nearly indestructible.',
      ),
      h('Buy new'),
      ul(
        'Sports bras: elastic wears out invisibly.',
        'Running shoes: midsoles lose cushioning long before they look worn.',
        'Anything for impact protection, such as shin guards or helmets.',
      ),
      img(5, 'Vintage team sweatshirts are the easiest thrift win there is.'),
      q('My whole travel wardrobe cost less than one new pair of trainers.', 'Sofia, center back'),
    ],
  },
  {
    slug: 'dressing-tall-athletic-frames',
    title: 'Dressing a Tall, Athletic Frame Without Compromise',
    excerpt:
      'Sleeves that stop at your wrist, trousers that fit your quads: brands, tailoring tricks and what to say at the alterations counter.',
    category: 'Fashion & Style',
    tags: ['tall', 'fit', 'tailoring'],
    author: 'jess-alvarez',
    daysAgo: 11,
    trending: 3.4,
    cover: 3,
    metaDescription:
      'Style advice for tall and athletic women: finding trousers, blazers and dresses that fit.',
    blocks: [
      p(
        'Six-foot-one with swimmer shoulders and sprinter quads: I have cried in more fitting rooms than I can count. Trousers that fit my thighs gaped at the waist, blazers that closed over my shoulders had sleeves halfway up my forearms. The trick is not finding clothes that fit off the rack; it is knowing what can be fixed, and buying accordingly.',
      ),
      h('What a tailor can fix'),
      ul(
        'Waist too big for your hips: easy and cheap.',
        'Hems and sleeves shortened: easy.',
        'Trousers let out at the seat: sometimes, if there is seam allowance.',
        'A dress taken in at the sides: usually simple.',
      ),
      h('What a tailor cannot'),
      ul(
        'Sleeves that are too short.',
        'Shoulders that are too narrow.',
        'A rise that is too short for your torso.',
      ),
      p(
        'So buy for your shoulders and your thighs, then tailor everything else down. Look for tall lines with 34-36 inch inseams and jackets with long sleeve options, and check men\u2019s sections for blazers and knitwear. At the alterations counter, wear the shoes you will wear with the piece and say exactly where it pulls. A good tailor will pin it on you rather than guess.',
      ),
      q('Buy for your biggest measurement, tailor for the rest.', 'Jess Alvarez'),
    ],
  },
  {
    slug: 'training-shoes-explained',
    title: 'Running Shoes vs Training Shoes: Why It Matters',
    excerpt:
      'Wearing your cushioned running shoes for squats and lateral drills is a common mistake. What to wear for what.',
    category: 'Equipment & Gear',
    tags: ['shoes', 'training', 'running', 'gear'],
    author: 'jess-alvarez',
    daysAgo: 19,
    trending: 0,
    cover: 4,
    metaDescription:
      'The difference between running shoes and cross-training shoes for athletes, and when to use each.',
    blocks: [
      rp(
        '**Running shoes** are built to move you forward: soft, high midsoles and a rocker shape that rolls you onto your toes. **Training shoes** are built for stability: flatter, firmer and wider at the base, so your foot stays planted when you push sideways or press a barbell. Wearing the wrong one does not just feel odd; it can make you less stable exactly when you need it most.',
      ),
      h('Use running shoes for'),
      ul('Road and treadmill runs.', 'Long conditioning runs and tempo work.'),
      h('Use training shoes for'),
      product('court-to-class-trainers'),
      ul(
        'Lifting, especially squats and deadlifts.',
        'Agility ladders, cone drills and lateral work.',
        'Circuit classes and plyometrics.',
      ),
      img(0, 'A flat, firm sole keeps you stable under a barbell.'),
      p(
        'Replace running shoes roughly every 500-800 km, or when the midsole starts to feel flat and your shins start to complain. Training shoes last longer, but replace them when the sole twists easily in your hands or the heel counter collapses. And keep court shoes for the court: outdoor use wears down the grip that keeps you from sliding.',
      ),
    ],
  },
  {
    slug: 'capsule-wardrobe-for-travel-season',
    title: 'A 12-Piece Capsule Wardrobe for Away-Game Season',
    excerpt:
      'One carry-on, four days, a team dinner and a recruiting visit. The exact pieces and how they mix.',
    category: 'Lifestyle',
    tags: ['travel', 'capsule wardrobe', 'packing'],
    author: 'jess-alvarez',
    daysAgo: 27,
    trending: 2.2,
    cover: 5,
    metaDescription:
      'A 12-piece capsule wardrobe for athletes travelling for games, with mix-and-match outfits.',
    blocks: [
      p(
        'Team travel means tiny bags, early flights and unpredictable plans: a team dinner that turns out to be formal, a recruiting visit, a rainy walk to the arena. A capsule wardrobe keeps you ready for all of it without overpacking, and takes the decision-making out of getting dressed when you are tired.',
      ),
      h('The 12 pieces'),
      ul(
        'Two neutral trousers (one wide-leg, one straight).',
        'One pair of dark jeans.',
        'Three tops: white tee, black long-sleeve, one knit.',
        'One oversized blazer.',
        'One team crewneck.',
        'One slip dress or jumpsuit for team dinner.',
        'Clean white trainers, loafers and slides.',
      ),
      img(4, 'Everything in a capsule should work with at least three other pieces.'),
      p(
        'Pick two neutrals and one accent colour, and make sure every top works with every bottom. Roll rather than fold, wear your bulkiest piece on the plane, and keep one complete outfit in your backpack in case a checked bag goes missing. Your team gear counts as part of the capsule, not extra.',
      ),
      q(
        'Recruiting visit, team dinner and a 6 a.m. flight, one carry-on. It works.',
        'Emma, tennis',
      ),
    ],
  },
  {
    slug: 'sustainable-activewear-brands',
    title: 'Is Recycled Activewear Worth It?',
    excerpt:
      'Recycled polyester, microplastics and greenwashing: what the labels mean and how to make your gear last longer.',
    category: 'Sustainable Living',
    tags: ['sustainable', 'activewear', 'microplastics'],
    author: 'jess-alvarez',
    daysAgo: 41,
    trending: 0,
    noReadingTime: true,
    cover: 6,
    metaDescription:
      'What recycled activewear labels mean, microplastic shedding, and how to make athletic clothing last.',
    blocks: [
      p(
        'Most activewear is made from synthetic fibres, because they stretch, wick and dry fast. Recycled versions reuse plastic bottles or old garments, which lowers the energy and emissions of making new fibre. That is a real improvement, but it is not the whole story, and some marketing makes it sound like a recycled legging is good for the planet. It is less bad, which still counts.',
      ),
      h('The catch'),
      p(
        'All synthetic fabrics shed microfibres in the wash, recycled or not, and those fibres end up in rivers and oceans. Look for third-party certifications rather than vague words like "eco" or "conscious", and remember that the greenest piece of gear is the one you already own and keep wearing.',
      ),
      ul(
        'Wash cold, full loads, and less often.',
        'Use a microfibre-catching wash bag.',
        'Air dry: heat destroys elastic.',
        'Repair small holes and seams before they grow.',
      ),
      q('Buy less, buy what fits, and wear it until it is done.', 'Jess Alvarez'),
    ],
  },
  {
    slug: 'team-photo-day-style',
    title: 'Media Day: How to Look Like Yourself in Team Photos',
    excerpt:
      'Posing, hair that stays put, and how to handle the one photo that will end up on every poster this season.',
    category: 'Fashion & Style',
    tags: ['media day', 'photos', 'style'],
    author: 'jess-alvarez',
    daysAgo: 58,
    trending: 1.5,
    cover: 7,
    metaDescription:
      'Tips for media day and team photos: posing, hair, makeup and feeling confident on camera.',
    blocks: [
      p(
        'Media day photos follow you all season: the jumbotron, the roster page, the game programme, your NIL pitches. Most athletes get about ninety seconds in front of the camera, often after a long wait in full uniform. A few minutes of preparation makes a big difference, and so does knowing you are allowed to ask for another take.',
      ),
      h('Before the shoot'),
      ul(
        'Test your hair with your uniform on; high ponytails often clash with collars.',
        'Iron or steam your jersey, and bring a lint roller.',
        'Bring blotting papers; studio lights are hot.',
        'Eat something: hungry and bored shows on camera.',
      ),
      h('In front of the camera'),
      p(
        'Angle your body slightly, keep your weight on your back foot and drop your shoulders away from your ears. Think of something that makes you laugh a second before the shot: real smiles reach your eyes. Ask the photographer to show you one frame so you can adjust, and if you hate your roster photo, ask your sports information office whether there is an alternate.',
      ),
      img(
        2,
        'A quick look at the first frame lets you fix a stray hair before the whole set is shot.',
      ),
    ],
  },
]
