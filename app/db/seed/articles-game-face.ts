// Game Face: beauty, wellness, skincare.
import { h, img, ol, p, product, q, rp, seedVideo, ul, type SeedArticle } from './seed-kit'

export const GAME_FACE_ARTICLES: SeedArticle[] = [
  {
    slug: 'sweat-proof-skincare-routine',
    title: 'The Sweat-Proof Skincare Routine for Two-a-Day Weeks',
    excerpt:
      'Breakouts along your hairline, sunburn on your part, dry patches after the pool: a simple routine that works around practice instead of against it.',
    category: 'Beauty & Self-Care',
    tags: ['skincare', 'acne', 'routine', 'preseason'],
    author: 'maya-okafor',
    daysAgo: 1.2,
    trending: 9.4,
    featured: true,
    cover: 0,
    metaDescription:
      'A realistic skincare routine for athletes training twice a day: cleanse, protect, recover, without a 10-step routine.',
    blocks: [
      p(
        'Preseason is brutal on skin. You sweat through a morning session, sit in damp gear on the bus, then do it again in the afternoon. Sweat mixed with sunscreen, friction from helmets, chin straps and headbands, and constant showering really do add up: breakouts along the hairline, rough patches on the cheeks, a peeling nose by week two. The good news is you do not need a ten-step routine or an expensive haul. You need the right three steps at the right times, and a kit small enough that you actually carry it.',
      ),
      h('Before practice: protect'),
      ul(
        'A light gel moisturiser, so your skin is not stripped before you start. Heavy creams slide straight into your eyes once you sweat.',
        'Mineral SPF 30 or higher on every exposed spot, including ears, the back of your neck and the part in your hair. Reapply at the long water break on outdoor days.',
        'Skip heavy foundation. If you want coverage, a tinted sunscreen does both jobs and will not clog pores under a helmet.',
      ),
      product('sweatproof-mineral-spf-50'),
      img(1, 'Keep your post-practice kit in your bag so the routine happens even on long days.'),
      h('Right after: cleanse within 30 minutes'),
      rp(
        'The single biggest change you can make is **cleansing soon after you finish**. Sweat on its own is not the enemy; sweat trapped under sunscreen and a headband for two hours is. If you cannot get to a sink, salicylic acid cloths on the bus are a solid backup, followed by a quick swipe of moisturiser. Wash headbands, hair ties and pillowcases more often than feels necessary, and never reuse a sweaty towel on your face.',
      ),
      q(
        'I stopped getting the breakouts under my sweatband the month I started wiping my face on the bus instead of waiting until I got home.',
        'Jade, college sprinter',
      ),
      rp(
        '*At night, repair.* Keep the evening simple: a gentle cleanser, a niacinamide serum if you are prone to redness or breakouts, and a moisturiser. Save exfoliating acids or retinoids for two or three nights a week, never the night before an outdoor competition, because they make skin more sensitive to sun (our [sunscreen field test](/hub/game-face/sunscreen-tested-in-real-practice) has the SPFs that held up). If breakouts are painful, deep or leaving marks, ask your athletic trainer for a dermatology referral: [prescription treatment](https://www.aad.org/public/diseases/acne) works and is often covered by student health plans.',
      ),
    ],
  },
  {
    slug: 'game-day-makeup-that-lasts',
    title: 'Game-Day Makeup That Lasts Through Overtime',
    excerpt:
      'Waterproof does not have to mean cakey. How to build a look that survives warm-ups, sweat and post-game photos.',
    category: 'Beauty & Self-Care',
    tags: ['makeup', 'game day', 'waterproof'],
    author: 'maya-okafor',
    daysAgo: 3.5,
    trending: 7.1,
    cover: 1,
    metaDescription:
      'Makeup tips for athletes: waterproof mascara, brow gel and SPF-friendly base that lasts a full game.',
    blocks: [
      p(
        'Wearing makeup to compete is a personal choice, and both answers are right. Some athletes feel more like themselves with a swipe of mascara; others want nothing on their skin but sunscreen. If makeup is part of your game-day ritual, here is how to make it last from warm-ups to the post-game photo without thinking about it once the whistle blows.',
      ),
      h('Start with less'),
      p(
        'The more product you put on, the more there is to slide. Pick one or two things you care about most. For most athletes that is lashes and brows, with skin kept light. Powder and heavy foundation mix with sweat into a film that clogs pores, while a light tint just fades gracefully.',
      ),
      ol(
        'Moisturise and let it sink in for five minutes while you do your hair.',
        'Apply SPF, then a thin layer of tinted sunscreen only where you want coverage.',
        'Set the T-zone lightly with a translucent powder, pressed in rather than swept.',
        'Use a tubing mascara: it forms little sleeves around lashes and does not smudge with sweat or tears.',
        'Finish with a clear or tinted brow gel, and a lip balm with SPF.',
      ),
      img(3, 'Tubing mascara and brow gel are the two products our testers never skipped.'),
      q(
        'Makeup is not about looking perfect on the court. It is about walking out of the tunnel feeling like me.',
        'Nia, volleyball outside hitter',
      ),
      p(
        'Take everything off after the game, even if you are exhausted and the team is heading to dinner. A cleansing balm melts waterproof formulas in under a minute, and a cleansing cloth works in a pinch. Sleeping in sweat and mascara is the fastest route to irritated eyes and a breakout before your next game.',
      ),
    ],
  },
  {
    slug: 'sleep-is-your-best-recovery-tool',
    title: 'Sleep Is Your Best Recovery Tool (and How to Get More of It)',
    excerpt:
      'You can buy a massage gun, or you can get 90 more minutes of sleep. One of these is free and works better.',
    category: 'Recovery & Rest',
    tags: ['sleep', 'recovery', 'wellness'],
    author: 'naomi-fields',
    daysAgo: 5,
    trending: 6.3,
    cover: 2,
    metaDescription:
      'Why sleep matters more than any recovery gadget for athletes, and practical ways to sleep more in season.',
    blocks: [
      seedVideo(
        'Your wind-down routine, in one minute',
        'Screens away, lights low, tomorrow written down: the evening routine our sleep coach recommends before a game.',
      ),
      p(
        'Studies with college athletes have found that extending sleep toward nine or ten hours a night improved sprint times, shooting accuracy and reaction time within a few weeks. Most athletes we surveyed get closer to six and a half, squeezed between early lifts, late labs and a phone that never stops buzzing. No supplement, cold plunge or compression boot comes close to what those missing hours could do for you.',
      ),
      h('Why it matters so much'),
      p(
        'Deep sleep is when your body releases most of its growth hormone and repairs muscle. It is also when your brain files away the skills you practised that day, from a new serve to a set play. Short sleep raises injury risk, makes you more sensitive to pain and makes everything, including your mood, feel harder. Skimp on sleep and you are training without saving your progress.',
      ),
      h('Small changes that add up'),
      ul(
        'Pick a wake-up time and keep it within an hour on weekends, even after late games.',
        'Charge your phone across the room. Use a cheap alarm clock if you need to.',
        'Keep the room cool, dark and quiet: an eye mask and earplugs cost less than a smoothie.',
        'Caffeine after 2 pm is still in your system at bedtime. Switch to decaf for late study sessions.',
        'A 20-minute nap before 3 pm helps; a two-hour nap at 6 pm wrecks your night.',
      ),
      img(5, 'A consistent wind-down routine tells your body it is time to switch off.'),
      q(
        'I used to think sleeping more was lazy. Now I treat it like a workout I cannot skip.',
        'Riley, steeplechase',
      ),
    ],
  },
  {
    slug: 'chlorine-hair-rescue-plan',
    title: 'The Chlorine Hair Rescue Plan for Swimmers',
    excerpt:
      'Straw-like ends and a green tint are not the price of being a swimmer. A routine for before, during and after the pool.',
    category: 'Beauty & Self-Care',
    tags: ['hair', 'swimming', 'chlorine'],
    author: 'maya-okafor',
    daysAgo: 9,
    trending: 4.2,
    cover: 3,
    metaDescription:
      'How swimmers can protect hair from chlorine damage with pre-wetting, caps, clarifying shampoo and masks.',
    blocks: [
      p(
        'Hair is like a sponge. If it is dry when you jump in, it soaks up pool water and the chlorine and copper in it, which is what leaves lighter hair with a green tint and every hair type dry and snapping. If it is already full of clean water and a little conditioner, there is less room for the pool to get in. Twenty seconds under the shower before practice is the cheapest protection there is.',
      ),
      h('Before you swim'),
      ul(
        'Wet your hair thoroughly under the shower.',
        'Comb through a leave-in conditioner or a few drops of oil, focusing on the ends.',
        'Use a silicone cap, which pulls less than latex; double-cap for meets.',
        'Protective styles such as braids reduce tangles, but still rinse them well afterwards.',
      ),
      h('After you swim'),
      p(
        'Rinse straight away, even if you are not washing. Once a week, use a clarifying or swimmer\u2019s shampoo to lift mineral build-up, then a deep conditioning mask for ten minutes while you stretch. Detangle from the ends up with a wide-tooth comb, and skip the hot tools on double-practice days: your hair has already been through enough.',
      ),
      img(0, 'A silicone cap over pre-wet hair is the cheapest protection there is.'),
      q('My coach laughed at my two caps until she saw my hair after a season.', 'Hannah, 200 fly'),
    ],
  },
  {
    slug: 'fueling-for-clear-skin-myths',
    title: 'Does Food Really Cause Breakouts? What Athletes Should Know',
    excerpt:
      'Chocolate is probably innocent. Whey protein and high-sugar sports drinks might not be. A dietitian-checked look at skin and fuel.',
    category: 'Nutrition',
    tags: ['nutrition', 'acne', 'protein', 'myths'],
    author: 'maya-okafor',
    daysAgo: 16,
    trending: 0,
    cover: 4,
    noReadingTime: true,
    metaDescription:
      'The link between diet and acne for athletes: whey protein, dairy, sugar and what the evidence really says.',
    blocks: [
      p(
        'Athletes eat a lot, and they eat often. That is the way it should be: your body needs the energy to train, recover and grow. But if your breakouts got worse around the time you started a daily protein shake habit, you are not imagining it, and there are simple things you can test without eating less.',
      ),
      h('What the research suggests'),
      ul(
        'Whey protein has been linked to acne flare-ups in some athletes; plant or egg protein can be a swap worth testing.',
        'High-glycaemic foods may worsen acne for some people. That does not mean skipping carbs; it means pairing them with protein and fibre outside training.',
        'Chocolate on its own has weak evidence against it. Enjoy it.',
        'Sports drinks belong around training, when you need fast fuel, not at your desk all afternoon.',
      ),
      p(
        'Never cut calories or whole food groups to fix your skin. Under-fuelling causes far bigger problems than a breakout, from stress fractures to lost periods. If you want to experiment, change one thing for six weeks, keep a photo diary, and run it past your team dietitian first.',
      ),
      q(
        'Fuel first, skin second. Then we look for swaps that keep both happy.',
        'Team dietitian we spoke with',
      ),
    ],
  },
  {
    slug: 'sunscreen-tested-in-real-practice',
    title: 'We Tested 9 Sport Sunscreens at Real Practices',
    excerpt:
      'Our testers wore each sunscreen through soccer, softball and track sessions. Here is what stung, what streaked, and what we buy again.',
    category: 'Reviews',
    tags: ['spf', 'review', 'outdoor', 'skincare'],
    author: 'maya-okafor',
    daysAgo: 24,
    trending: 5.8,
    featured: true,
    cover: 5,
    metaDescription:
      'An honest review of nine sport sunscreens tested by athletes during outdoor practice.',
    blocks: [
      p(
        'Six testers, nine sunscreens, three weeks of outdoor practice in late-summer heat. We rated each one on sting, white cast, grip (can you still hold a ball or a bat?) and whether it lasted past the 80-minute water-resistance claim printed on the bottle. Nobody paid for placement, and we bought every product ourselves.',
      ),
      h('What we learned'),
      ul(
        'Mineral formulas stung eyes far less when sweat ran down the forehead.',
        'Sticks are great for the face and ears; lotions are better for arms and legs.',
        'Three of nine left a white cast on our testers with deeper skin tones. We did not recommend any of them.',
        'Spray sunscreens were the easiest to apply and the easiest to miss spots with. Rub them in.',
      ),
      img(4, 'Testers reapplied at every water break, the only way any sunscreen works outdoors.'),
      h('Our top pick'),
      p(
        'A zinc-based SPF 50 from Solstice Skin won on almost every count: no sting, no cast and it stayed put through a two-hour practice. Runner-up was a clear gel stick that our softball players loved because it left their hands dry enough to grip. Both are in our product recommendations if you want to try them.',
      ),
      q(
        'It is the first sunscreen I have not had to wipe out of my eyes mid-drill.',
        'Sofia, center back',
      ),
    ],
  },
  {
    slug: 'period-tracking-for-training',
    title: 'Training With Your Cycle, Not Against It',
    excerpt:
      'How tracking your period can help you understand energy dips, cravings and recovery, and when to talk to a doctor.',
    category: 'Mental Health & Wellness',
    tags: ['menstrual health', 'training', 'wellness'],
    author: 'naomi-fields',
    daysAgo: 38,
    trending: 3.1,
    cover: 6,
    metaDescription:
      'A practical guide to tracking your menstrual cycle as an athlete: patterns, energy and warning signs.',
    blocks: [
      p(
        'Most training plans were designed without the menstrual cycle in mind, and most of the research behind them was done on men. You do not need to rebuild your plan around your cycle, but knowing your own patterns can explain why some weeks feel heavier than others, and make it easier to talk to your coach about it.',
      ),
      h('Start by tracking'),
      ul(
        'Cycle start and end dates.',
        'Energy, sleep and mood on a 1-5 scale.',
        'Cramps, cravings and any change in how training felt.',
        'Any injuries or niggles, and when they started.',
      ),
      p(
        'After three months, look for patterns. Some athletes feel strongest in the first half of their cycle; others notice nothing at all. Both are normal. If you do see a pattern, small changes help: an extra snack before practice on low-energy days, a heat pack in your bag, a heavier session moved by a day when your schedule allows.',
      ),
      h('Red flags'),
      p(
        'A missing period is not a badge of hard training. It can be a sign of low energy availability, which affects bones, heart and performance. Talk to your team doctor or athletic trainer if your period stops for three months or more, if it is so painful you miss training, or if bleeding is heavy enough to leave you exhausted.',
      ),
      q('Your period is a vital sign. Treat it like your resting heart rate.', 'Dr. Naomi Fields'),
    ],
  },
  {
    slug: 'recovery-day-self-care-checklist',
    title: 'A Recovery-Day Self-Care Checklist That Is Not Just Bubble Baths',
    excerpt:
      'Rest days are training days. Here is how to use them to come back stronger, from mobility to a real meal to turning your phone off.',
    category: 'Recovery & Rest',
    tags: ['recovery', 'self-care', 'rest day'],
    author: 'maya-okafor',
    daysAgo: 52,
    trending: 0,
    cover: 7,
    metaDescription:
      'A checklist for athlete rest days: mobility, nutrition, sleep and mental recovery.',
    blocks: [
      p(
        'A rest day is not a day off from caring for your body. It is the day your body does the adapting: muscles rebuild, energy stores refill, and small aches get a chance to settle before they turn into injuries. Used well, it makes the next session better. Used as a catch-up day for every errand you have skipped all week, it barely counts as rest at all.',
      ),
      ul(
        'Sleep in, or nap: this is your best chance to catch up.',
        'Ten minutes of easy mobility or a walk to keep blood moving.',
        'Eat a proper breakfast and lunch; rest days still need fuel, especially carbohydrates.',
        'Do one thing for your skin or hair you never have time for.',
        'One hour with no team group chat, no highlights and no stats.',
        'Check in with yourself: what felt good this week, and what hurt?',
      ),
      img(3, 'A slower morning is part of the plan, not a break from it.'),
      p(
        'If rest days make you anxious, you are not alone. Many athletes feel guilty when they are not training. It can help to write the rest day into your plan the same way you write in a lift, so that taking it counts as following the plan rather than skipping it.',
      ),
      q('The athletes who last are the ones who take rest seriously.', 'Maya Okafor'),
    ],
  },
  {
    slug: 'acne-patches-draft',
    title: 'Do Acne Patches Work Under a Helmet?',
    excerpt:
      'Our testers wore hydrocolloid patches under helmets and headgear for a week. Results are in, the write-up is not.',
    category: 'Reviews',
    tags: ['acne', 'review'],
    author: 'maya-okafor',
    daysAgo: 0,
    trending: 0,
    status: 'draft',
    cover: 0,
    metaDescription: 'Testing hydrocolloid acne patches under helmets and headgear.',
    blocks: [
      p(
        'Hydrocolloid patches promise to flatten a breakout overnight. We wanted to know if they survive a softball helmet and lacrosse headgear during a full practice.',
      ),
      h('Testing notes'),
      ul(
        'Stayed on through practice: 4 of 6 testers.',
        'Irritation: none reported.',
        'Best under: soft headbands. Worst under: chin straps.',
      ),
      q('Mine lasted the whole scrimmage and nobody noticed it.', 'Tester, softball catcher'),
    ],
  },
]
