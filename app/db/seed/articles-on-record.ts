// On Record: career and stories.
import { h, img, ol, p, q, ul, type SeedArticle } from './seed-kit'

export const ON_RECORD_ARTICLES: SeedArticle[] = [
  {
    slug: 'who-am-i-after-sport',
    title: 'Who Am I If I Am Not an Athlete? Navigating Life After Sport',
    excerpt:
      'Retiring from your sport can feel like losing part of yourself. Four former athletes on the identity shift nobody warned them about.',
    category: 'Personal Stories',
    tags: ['transition', 'identity', 'mental health', 'retirement'],
    author: 'tori-bennett',
    daysAgo: 1.6,
    trending: 8.2,
    featured: true,
    cover: 0,
    metaDescription:
      'Former athletes share how they handled the identity shift after ending their sports careers.',
    blocks: [
      p(
        'For years your calendar, your friends and your sense of self were built around one thing. Your alarm was set by practice, your meals by training, your friendships by the roster and your confidence by the scoreboard. Then the season ends for the last time, and the structure disappears overnight. Most athletes are told to prepare for this financially. Very few are told to prepare for it emotionally.',
      ),
      q(
        'The first morning without a 6 a.m. lift I just lay there. I did not know what I was supposed to want.',
        'Kendra, former college rower',
      ),
      h('It is a real loss'),
      p(
        'Sport psychologists describe athletic retirement as a kind of grief, and a strong athletic identity, the same thing that made you great, can make it harder. Feeling lost does not mean you are failing at life after sport. It means sport mattered. The four women we spoke to all described the same arc: relief, then emptiness, then, slowly, curiosity about who they could be next.',
      ),
      img(2, 'Many athletes find that a new routine, not a new goal, helps first.'),
      h('What helped them'),
      ul(
        'Keeping a movement habit with no performance goal attached.',
        'Talking to a counsellor before the final season, not after.',
        'Trying things they were never allowed to do in season: skiing, late nights, a semester abroad.',
        'Staying connected to the team as an alumni mentor.',
      ),
      p(
        'If the low lasts more than a few weeks, or you stop enjoying things you used to love, reach out to a mental health professional. Your athletic department\u2019s support usually continues after your eligibility ends, and in the US you can call or text 988 at any hour if you are struggling.',
      ),
    ],
  },
  {
    slug: 'turn-athlete-skills-into-resume-gold',
    title: 'Turn Your Athlete Skills Into Résumé Gold',
    excerpt:
      'Recruiters love athletes, but "team player" is not a bullet point. How to translate your sport into language hiring managers look for.',
    category: 'Career',
    tags: ['career', 'resume', 'job search'],
    author: 'tori-bennett',
    daysAgo: 3,
    trending: 6.9,
    cover: 1,
    metaDescription:
      'How student-athletes can translate sports experience into strong résumé bullet points.',
    blocks: [
      p(
        'Many employers actively recruit former athletes for their discipline, coachability and resilience. But a recruiter spends seconds on each résumé, and "team player" or "hard worker" says nothing they can check. You still have to make the connection for them in writing, with specifics and, wherever possible, numbers.',
      ),
      h('Translate, with numbers'),
      ul(
        'Instead of "team captain": "Led a 24-person team; organised weekly meetings and mediated conflicts."',
        'Instead of "balanced sport and school": "Managed a 25-hour weekly training load while maintaining a 3.6 GPA."',
        'Instead of "hard worker": "Completed a six-month ACL rehabilitation programme and returned to the starting line-up."',
        'Instead of "good under pressure": "Competed in 40+ conference matches broadcast to regional TV audiences."',
      ),
      img(1, 'Numbers make athletic commitment concrete to a recruiter.'),
      p(
        'Put your sport under "Experience", not at the bottom under "Activities": twenty-plus hours a week for four years is a job. Then prepare one story for each bullet, because the interviewer will ask. Your career centre can review your résumé for free, and many have advisors who work specifically with athletes.',
      ),
      q(
        'I put my rehab on my résumé. Every interviewer asked about it, and it is how I got my internship.',
        'Tori Bennett',
      ),
    ],
  },
  {
    slug: 'acl-comeback-diary',
    title: 'My ACL Comeback Diary: 9 Months, Week by Week',
    excerpt:
      'The surgery, the boredom, the first jog and the fear of the first tackle. An honest diary of a long rehab.',
    category: 'Personal Stories',
    tags: ['injury', 'acl', 'rehab', 'comeback'],
    author: 'tori-bennett',
    daysAgo: 5.5,
    trending: 7.4,
    cover: 2,
    metaDescription:
      'A week-by-week account of recovering from ACL surgery and returning to soccer.',
    blocks: [
      p(
        'Women tear their ACLs at several times the rate of men in sports like soccer and basketball. I did it twice, once at nineteen and again at twenty-two. This is the diary I wish I had read the first time: not the highlight-reel comeback, but the long, boring, frustrating middle that nobody posts about.',
      ),
      h('Weeks 1-6: the smallest wins'),
      p(
        'Straightening my leg fully felt like winning a final. Getting into the shower alone was a celebration. Nobody tells you how exhausting it is to be bored and in pain at the same time, or how strange it feels to watch your team from the bench on crutches. I started going to every practice anyway, and it kept me part of the team.',
      ),
      h('Months 3-6: the grind'),
      p(
        'This is where most people fall off their rehab. The knee feels fine, but it is not ready: strength and control take far longer to come back than the swelling takes to go down. I set small goals every week, a single-leg squat to a lower box, a few more seconds of balance, so I had something to chase.',
      ),
      h('Month 9: the first tackle'),
      q('The fear did not go away. I just got better at playing next to it.', 'Tori Bennett'),
      ul(
        'Ask about an ACL injury prevention programme for your team: warm-ups like these cut injury rates.',
        'Do not skip the mental side: return-to-sport anxiety is common and treatable.',
      ),
    ],
  },
  {
    slug: 'how-to-ace-an-internship-interview',
    title: 'How to Ace an Internship Interview When You Have Never Had a "Real" Job',
    excerpt:
      'Your sport gave you better stories than most candidates have. Use the STAR method to tell them.',
    category: 'Career',
    tags: ['interview', 'internship', 'career'],
    author: 'tori-bennett',
    daysAgo: 12,
    trending: 4.1,
    cover: 3,
    metaDescription:
      'Interview tips for student-athletes applying for internships, using sports stories and the STAR method.',
    blocks: [
      p(
        '"Tell me about a time you faced a setback." You have answers most 20-year-olds do not: injuries, losing streaks, position changes, a coach who did not rate you. The problem is not a lack of experience; it is telling those stories in a way that shows an employer what you would do in their office.',
      ),
      h('The STAR method'),
      ol(
        'Situation: set the scene in one sentence.',
        'Task: what was your responsibility?',
        'Action: what did you do, specifically? Say "I", not "we".',
        'Result: what changed, ideally with a number, and what you learned.',
      ),
      img(0, 'Practise your three best stories out loud before the interview.'),
      p(
        'Prepare three stories that cover leadership, failure and teamwork, and you can adapt them to almost any question. Research the company well enough to ask two real questions at the end. If the interview clashes with practice, tell your coach early; most will help you make it work.',
      ),
      q('Interviewers remember stories, not adjectives.', 'Career advisor we spoke with'),
      p(
        'Send a thank-you email within 24 hours. It still matters, and it is one more chance to mention the story they reacted to.',
      ),
    ],
  },
  {
    slug: 'pressure-is-a-privilege',
    title: 'Pressure Is a Privilege: Reframing Big-Game Nerves',
    excerpt:
      'A racing heart before a final is not a sign you are going to choke. A sport psychologist explains how to use it.',
    category: 'Mental Performance',
    tags: ['mental performance', 'nerves', 'confidence'],
    author: 'naomi-fields',
    daysAgo: 18,
    trending: 5.6,
    cover: 4,
    metaDescription:
      'How athletes can reframe pre-competition nerves as excitement and perform under pressure.',
    blocks: [
      p(
        'Nervousness and excitement feel almost the same in your body: fast heartbeat, sweaty hands, a buzz in your chest. Research on performance anxiety suggests that telling yourself "I am excited" can work better than trying to calm down, because it points all that energy at the task instead of fighting it. Your body is not betraying you before a big game. It is getting you ready.',
      ),
      h('A simple pre-game routine'),
      ol(
        'Name it: "This is my body getting ready."',
        'Breathe out for longer than you breathe in, three times.',
        'Pick one cue word for your first action: "explode", "eyes", "smooth".',
      ),
      p(
        'The routine works because it gives your attention somewhere useful to go. Under pressure, the mind drifts to outcomes: the score, the scouts, the people watching. A cue word pulls it back to the next action, the only thing you can actually control.',
      ),
      q(
        'The goal is not to feel calm. The goal is to play well while feeling whatever you feel.',
        'Dr. Naomi Fields',
      ),
      p(
        'Practise this routine in training, not for the first time at the final. If nerves regularly stop you from sleeping, eating or enjoying your sport, that is worth talking through with a sport psychologist: it is a skill, and it can be trained.',
      ),
    ],
  },
  {
    slug: 'grad-school-as-a-fifth-year',
    title: 'Using Your Extra Year for Grad School: Is It Worth It?',
    excerpt:
      'A fifth year can mean a funded master\u2019s degree. How to decide, and how to juggle graduate classes with a full season.',
    category: 'Career',
    tags: ['grad school', 'eligibility', 'education'],
    author: 'tori-bennett',
    daysAgo: 26,
    trending: 0,
    noReadingTime: true,
    cover: 5,
    metaDescription:
      'What student-athletes should consider before using an extra year of eligibility for graduate school.',
    blocks: [
      p(
        'Graduate transfers and fifth-year athletes often get part or all of a master\u2019s degree covered. It can be one of the best financial decisions of your life, if the program fits your plans. It can also be a very expensive way to postpone the question of what comes next.',
      ),
      ul(
        'Choose the degree first, then the team.',
        'Ask about class schedules: many graduate courses run in the evenings, clashing with practice.',
        'Talk to athletes who did it in that program.',
        'Check what happens to your funding if you are injured or leave the team.',
      ),
      q(
        'My scholarship paid for a degree I actually use every day. That is the real NIL deal.',
        'Riley, steeplechase',
      ),
      h('When to say no'),
      p(
        'If you are only staying because you are scared of what comes next, that is worth exploring with someone you trust before you sign up for another year. A year of work experience, an internship or a gap year can be just as valuable, and the degree will still be there.',
      ),
    ],
  },
  {
    slug: 'from-captain-to-coach',
    title: 'From Captain to Coach: Three Women on Staying in the Game',
    excerpt:
      'Coaching, athletic training and sports media. Three former athletes on the careers that kept them close to sport.',
    category: 'Interviews',
    tags: ['coaching', 'careers in sport', 'interviews'],
    author: 'tori-bennett',
    daysAgo: 37,
    trending: 2.7,
    cover: 6,
    metaDescription:
      'Interviews with former athletes who became coaches, athletic trainers and sports journalists.',
    blocks: [
      p(
        'Women hold a minority of head coaching jobs in women\u2019s college sports, and even fewer in men\u2019s. The three women we spoke to are changing that, one job at a time, and all three said the same thing: start building the network while you are still playing, because the people who hire coaches, trainers and reporters are watching your games right now.',
      ),
      h('The coach'),
      q(
        'I was a good player and a much better coach. Turns out I loved the whiteboard more than the ball.',
        'Danielle, assistant basketball coach',
      ),
      h('The athletic trainer'),
      q(
        'I spent so long in the training room as a patient that I wanted to be on the other side of the table.',
        'Imani, certified athletic trainer',
      ),
      h('The reporter'),
      q(
        'Women\u2019s sport needs people who understand it in the press box. That is why I am there.',
        'Claire, sports reporter',
      ),
      img(5, 'Careers in sport go far beyond playing and coaching.'),
    ],
  },
  {
    slug: 'burnout-warning-signs',
    title: 'Burnout Is Not Weakness: Warning Signs Athletes Miss',
    excerpt:
      'Dreading practice, constant colds and flat performance. How to tell tiredness from burnout, and what to do about it.',
    category: 'Mental Health & Wellness',
    tags: ['burnout', 'mental health', 'recovery'],
    author: 'naomi-fields',
    daysAgo: 49,
    trending: 0,
    cover: 7,
    metaDescription: 'The warning signs of athlete burnout and overtraining, and steps to recover.',
    blocks: [
      p(
        'Burnout is not the same as being tired after a hard week. It builds up over months, when the demands on you keep outrunning your recovery and your sense of control, and it often hits the most committed athletes hardest, because they are the ones who never ease off. It is not a character flaw. It is a signal that something in the load needs to change.',
      ),
      h('Warning signs'),
      ul(
        'You dread the sport you used to love.',
        'Performance stays flat or drops despite training harder.',
        'You get sick more often, or small injuries will not heal.',
        'You feel detached from teammates and irritable at home.',
      ),
      p(
        'Talk to a coach, an athletic trainer or a counsellor early. Small adjustments now, such as a lighter week, a day with no screens, or a conversation about what is outside your control, prevent a forced break later. Check your fuelling and sleep too: under-eating and short sleep look a lot like burnout.',
      ),
      q('Rest is not quitting. It is how you get to keep playing.', 'Dr. Naomi Fields'),
    ],
  },
  {
    slug: 'networking-for-athletes-scheduled',
    title: 'Networking for Athletes Who Hate Networking',
    excerpt:
      'Your alumni network is the best career tool you are not using. A low-stress guide to reaching out.',
    category: 'Career',
    tags: ['networking', 'career', 'alumni'],
    author: 'tori-bennett',
    daysAgo: -3,
    trending: 0,
    status: 'scheduled',
    cover: 0,
    metaDescription: 'A low-stress networking guide for student-athletes using alumni networks.',
    blocks: [
      p(
        'Former athletes from your program are often happy to help. You just have to ask, and asking is easier than it sounds when you share a locker room, a coach and a fight song.',
      ),
      h('Start small'),
      ul(
        'Find five alumni on LinkedIn who played your sport.',
        'Send a two-sentence message asking for 15 minutes.',
        'Come with three questions, and a thank-you afterwards.',
      ),
      q('Every job I have had came from someone who also wore our jersey.', 'Former captain'),
    ],
  },
]
