// The Quiz Center's quizzes. Each answer counts toward one result profile; the profile most chosen
// wins (ties go to the profile listed first). Profiles point at a hub, and their keywords (matched
// against articles' tags and category) pick the reading a result recommends.
export type SeedQuiz = {
  slug: string
  title: string
  description: string
  hubId: string
  results: { key: string; title: string; description: string; hubId: string; tags: string[] }[]
  questions: { prompt: string; options: [text: string, resultKey: string][] }[]
}

export const SEED_QUIZZES: SeedQuiz[] = [
  {
    slug: 'training-style',
    title: 'Which training style fits you?',
    description:
      'Strength days, long runs, mobility flows or the team scrimmage: find the kind of training you will actually look forward to.',
    hubId: 'game-face',
    results: [
      {
        key: 'power',
        title: 'Power Builder',
        description:
          'You love a plan, a barbell and a number that goes up. Strength work protects your joints and makes you faster, so lean into two or three lifting days a week, and keep one easy day for recovery so the gains actually stick.',
        hubId: 'game-face',
        tags: ['training', 'recovery', 'shoes', 'Equipment & Gear'],
      },
      {
        key: 'endurance',
        title: 'Endurance Engine',
        description:
          'Long efforts clear your head. You build fitness that lasts into the fourth quarter. Mix in one short, fast session a week and fuel properly before long sessions: under-eating is the most common reason endurance athletes stall.',
        hubId: 'game-face',
        tags: ['running', 'nutrition', 'protein', 'recovery', 'Nutrition'],
      },
      {
        key: 'flow',
        title: 'Flow and Mobility',
        description:
          'You train best when it feels good: yoga, pilates, mobility and control. That body awareness is a real edge for injury prevention. Add some heavier strength work so your range of motion comes with the power to use it.',
        hubId: 'game-face',
        tags: ['recovery', 'rest day', 'self-care', 'wellness', 'Recovery & Rest'],
      },
      {
        key: 'team',
        title: 'Team Energy',
        description:
          'You show up for people. Group classes, scrimmages and training partners keep you consistent. Use that: book sessions with a friend, and keep one solo session a week that is only about your own goals.',
        hubId: 'on-record',
        tags: ['team', 'leadership', 'confidence', 'coaching', 'Mental Performance'],
      },
    ],
    questions: [
      {
        prompt: 'Your perfect Saturday workout is…',
        options: [
          ['A heavy lifting session with a new personal best', 'power'],
          ['A long run or ride with a good playlist', 'endurance'],
          ['A slow yoga flow and a long stretch', 'flow'],
          ['A pickup game with friends', 'team'],
        ],
      },
      {
        prompt: 'What keeps you coming back to training?',
        options: [
          ['Seeing the numbers go up', 'power'],
          ['The calm I feel after a long effort', 'endurance'],
          ['Feeling good in my body', 'flow'],
          ['My teammates expect me', 'team'],
        ],
      },
      {
        prompt: 'Pick a post-practice snack.',
        options: [
          ['Greek yogurt with granola, for the protein', 'power'],
          ['A bagel and a banana, carbs first', 'endurance'],
          ['A smoothie and some quiet time', 'flow'],
          ['Whatever the team is grabbing', 'team'],
        ],
      },
      {
        prompt: 'Your coach gives you a free session. You…',
        options: [
          ['Hit the weight room', 'power'],
          ['Go for an easy long run', 'endurance'],
          ['Foam roll and do mobility work', 'flow'],
          ['Organise a small-sided game', 'team'],
        ],
      },
      {
        prompt: 'Which compliment means the most to you?',
        options: [
          ['"You are so strong."', 'power'],
          ['"You never seem to get tired."', 'endurance'],
          ['"You move so smoothly."', 'flow'],
          ['"You make everyone better."', 'team'],
        ],
      },
      {
        prompt: 'The hardest part of training for you is…',
        options: [
          ['Rest days: I hate sitting still', 'power'],
          ['Short, all-out sprints', 'endurance'],
          ['Pushing through heavy sets', 'flow'],
          ['Training alone', 'team'],
        ],
      },
    ],
  },
  {
    slug: 'nil-brand-voice',
    title: 'What is your NIL brand voice?',
    description:
      'Brands sign athletes whose posts sound like a real person. Find the voice that is already yours, and the kind of partnerships that fit it.',
    hubId: 'brand-u',
    results: [
      {
        key: 'coach',
        title: 'The Coach',
        description:
          'People come to you to learn something: drills, routines, how you balance classes and practice. Lean into short how-to videos and tips. Training gear, nutrition and study tools fit you, and always disclose paid posts with #ad.',
        hubId: 'brand-u',
        tags: ['content', 'planning', 'pitching', 'templates', 'Career'],
      },
      {
        key: 'hype',
        title: 'The Hype Captain',
        description:
          'Your energy is the content: game-day vlogs, trends, locker-room laughs. Keep a posting rhythm you can sustain in season, protect teammates who do not want to be filmed, and pitch brands that want reach and fun.',
        hubId: 'brand-u',
        tags: ['social media', 'content', 'creator', 'video', 'deals'],
      },
      {
        key: 'real',
        title: 'The Real One',
        description:
          'You share the comeback, the bad game, the honest recovery. That trust is rare and brands know it. Pick fewer, better partners that match your values, and keep private things private: you decide what your story includes.',
        hubId: 'on-record',
        tags: ['personal brand', 'values', 'comeback', 'identity', 'Personal Stories'],
      },
      {
        key: 'curator',
        title: 'The Curator',
        description:
          'Your feed has a look: fits, flat-lays, game-day style. Fashion, beauty and lifestyle brands are your lane. A consistent visual style and a simple media kit with your best posts will make you easy to book.',
        hubId: 'fit-check',
        tags: ['style', 'tunnel fits', 'media day', 'photos', 'Fashion & Style'],
      },
    ],
    questions: [
      {
        prompt: 'Your most-saved post is probably…',
        options: [
          ['A drill or routine people can copy', 'coach'],
          ['A funny team video', 'hype'],
          ['A caption about a tough season', 'real'],
          ['A game-day outfit photo', 'curator'],
        ],
      },
      {
        prompt: 'A brand DMs you. Which one makes you say yes fastest?',
        options: [
          ['A recovery tool I already use', 'coach'],
          ['An energy drink with a big campaign', 'hype'],
          ['A mental health app', 'real'],
          ['A clothing label I love', 'curator'],
        ],
      },
      {
        prompt: 'How do you write captions?',
        options: [
          ['Numbered tips', 'coach'],
          ['Emojis and inside jokes', 'hype'],
          ['Long and honest', 'real'],
          ['Short and aesthetic', 'curator'],
        ],
      },
      {
        prompt: 'Your favourite content format is…',
        options: [
          ['Tutorials', 'coach'],
          ['Trends and challenges', 'hype'],
          ['Talking to the camera', 'real'],
          ['Photo carousels', 'curator'],
        ],
      },
      {
        prompt: 'What do followers thank you for most?',
        options: [
          ['"This helped my training."', 'coach'],
          ['"You made my day."', 'hype'],
          ['"I needed to hear this."', 'real'],
          ['"Where is that from?"', 'curator'],
        ],
      },
      {
        prompt: 'A bad game just happened. You post…',
        options: [
          ['What I will work on this week', 'coach'],
          ['A meme about it', 'hype'],
          ['How it felt, honestly', 'real'],
          ['Nothing today, a nice photo tomorrow', 'curator'],
        ],
      },
      {
        prompt: 'In five years you want your brand to be known for…',
        options: [
          ['Teaching the next generation', 'coach'],
          ['Bringing fans to women’s sports', 'hype'],
          ['Making it okay to talk about the hard parts', 'real'],
          ['Proving athletes set the trends', 'curator'],
        ],
      },
    ],
  },
  {
    slug: 'game-day-skincare',
    title: 'Game-day skincare routine',
    description:
      'Sweat, sun, helmets, chlorine: your sport is hard on skin. Answer six questions and get a simple routine that survives practice.',
    hubId: 'game-face',
    results: [
      {
        key: 'minimal',
        title: 'Sweat-Proof Minimalist',
        description:
          'Three steps are enough for you: a gentle cleanser after practice, a light gel moisturiser, and a water-resistant SPF 30+ before you go outside. Keep wipes in your bag for the days you cannot shower straight away.',
        hubId: 'game-face',
        tags: ['routine', 'skincare', 'spf', 'preseason'],
      },
      {
        key: 'barrier',
        title: 'Barrier Protector',
        description:
          'Your skin gets red, tight or itchy after chlorine, wind or gear rubbing. Choose fragrance-free products, a cream moisturiser with ceramides, and a barrier balm where straps and helmets sit. Rinse right after the pool.',
        hubId: 'game-face',
        tags: ['swimming', 'chlorine', 'hair', 'skincare', 'self-care'],
      },
      {
        key: 'breakout',
        title: 'Breakout Blocker',
        description:
          'Sweat under helmets, headbands and sports bras clogs pores. Change out of damp gear fast, wash headbands often, and use a cleanser with salicylic acid a few times a week. See a dermatologist if breakouts hurt or scar.',
        hubId: 'game-face',
        tags: ['acne', 'skincare', 'nutrition', 'review'],
      },
      {
        key: 'sun',
        title: 'Sun Shield Pro',
        description:
          'Hours outside make sunscreen your most important product. Use a broad-spectrum, water-resistant SPF 50 stick you can reapply every two hours, SPF lip balm, and a cap or visor when the rules allow.',
        hubId: 'game-face',
        tags: ['spf', 'outdoor', 'review', 'skincare'],
      },
    ],
    questions: [
      {
        prompt: 'Where do you train most?',
        options: [
          ['Indoors, in a gym', 'minimal'],
          ['In the pool', 'barrier'],
          ['In full gear or a helmet', 'breakout'],
          ['Outside on a field or track', 'sun'],
        ],
      },
      {
        prompt: 'After practice your skin feels…',
        options: [
          ['Fine, just sweaty', 'minimal'],
          ['Tight or itchy', 'barrier'],
          ['Oily, with new spots coming', 'breakout'],
          ['Warm and a bit pink', 'sun'],
        ],
      },
      {
        prompt: 'How much time do you have for skincare?',
        options: [
          ['Two minutes, max', 'minimal'],
          ['Enough to be gentle', 'barrier'],
          ['A few minutes at night', 'breakout'],
          ['Whatever it takes to reapply', 'sun'],
        ],
      },
      {
        prompt: 'Your biggest skin frustration is…',
        options: [
          ['Too many products to remember', 'minimal'],
          ['Dry patches and redness', 'barrier'],
          ['Breakouts along my hairline or back', 'breakout'],
          ['Tan lines and burns', 'sun'],
        ],
      },
      {
        prompt: 'Which product do you always have in your bag?',
        options: [
          ['Face wipes', 'minimal'],
          ['A rich moisturiser', 'barrier'],
          ['A clean headband', 'breakout'],
          ['A sunscreen stick', 'sun'],
        ],
      },
      {
        prompt: 'Your game-day makeup is…',
        options: [
          ['None', 'minimal'],
          ['Only what does not sting', 'barrier'],
          ['Light and oil-free', 'breakout'],
          ['Waterproof everything', 'sun'],
        ],
      },
    ],
  },
  {
    slug: 'womens-sports-rules',
    title: 'How well do you know the rules of women’s sports?',
    description:
      'Shot clocks, pitching circles and offside: seven questions on the rules of the games we love. Most right answers wins.',
    hubId: 'on-record',
    results: [
      {
        key: 'allstar',
        title: 'Rulebook All-Star',
        description:
          'You know the game inside out. The right answers: a 24-second WNBA shot clock, four 10-minute quarters in the WNBA and in NCAA women’s basketball, a 43-foot pitching distance in college softball, 25-point volleyball sets with a deciding set to 15, no offside from a throw-in, and 11 players a side in field hockey.',
        hubId: 'on-record',
        tags: ['coaching', 'careers in sport', 'interviews', 'Interviews'],
      },
      {
        key: 'rookie',
        title: 'Rising Rookie',
        description:
          'Not bad, and there is more to learn. The right answers: a 24-second WNBA shot clock, four 10-minute quarters in the WNBA and in NCAA women’s basketball, a 43-foot pitching distance in college softball, 25-point volleyball sets with a deciding set to 15, no offside from a throw-in, and 11 players a side in field hockey.',
        hubId: 'on-record',
        tags: ['confidence', 'nerves', 'mental performance', 'Mental Performance'],
      },
    ],
    questions: [
      {
        prompt: 'How long is the shot clock in the WNBA?',
        options: [
          ['24 seconds', 'allstar'],
          ['30 seconds', 'rookie'],
          ['35 seconds', 'rookie'],
        ],
      },
      {
        prompt: 'How is a WNBA game divided?',
        options: [
          ['Two 20-minute halves', 'rookie'],
          ['Four 10-minute quarters', 'allstar'],
          ['Four 12-minute quarters', 'rookie'],
        ],
      },
      {
        prompt: 'How is an NCAA women’s basketball game divided?',
        options: [
          ['Two 20-minute halves', 'rookie'],
          ['Four 10-minute quarters', 'allstar'],
          ['Four 8-minute quarters', 'rookie'],
        ],
      },
      {
        prompt: 'What is the pitching distance in NCAA Division I softball?',
        options: [
          ['40 feet', 'rookie'],
          ['43 feet', 'allstar'],
          ['46 feet', 'rookie'],
        ],
      },
      {
        prompt: 'In NCAA women’s volleyball, a regular set is played to…',
        options: [
          ['15 points', 'rookie'],
          ['21 points', 'rookie'],
          ['25 points, win by two', 'allstar'],
        ],
      },
      {
        prompt: 'Can a soccer player be offside when receiving the ball straight from a throw-in?',
        options: [
          ['Yes, like any other pass', 'rookie'],
          ['No, there is no offside from a throw-in', 'allstar'],
          ['Only in the penalty area', 'rookie'],
        ],
      },
      {
        prompt: 'How many players per team are on the field in field hockey?',
        options: [
          ['9', 'rookie'],
          ['10', 'rookie'],
          ['11', 'allstar'],
        ],
      },
    ],
  },
]
