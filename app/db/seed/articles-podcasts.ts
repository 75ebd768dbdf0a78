// Podcast episodes: articles with an audio block. The audio is made at seed time (seed-audio.server.ts:
// the episode's script spoken by espeak-ng, or generated chimes where it is missing, encoded to
// MP3), so no recording ships with the repository; the transcript is the script.
import type { ContentBlock } from '#app/db/schema'
import { h, p, type SeedArticle } from './seed-kit'

/** An audio block placeholder: "@audio/<episode key>" until the seed stores the generated file. */
export const audio = (episode: string, transcript: string): ContentBlock => ({
  type: 'audio',
  audio_url: `@audio/${episode}`,
  mime_type: 'audio/mpeg',
  size: 0,
  duration: 0,
  transcript,
})

/** The generated sound of each episode: notes (Hz) played one after another, seconds each. */
export const EPISODE_SOUNDS: Record<string, { notes: number[]; noteSeconds: number }> = {
  'pre-game-breathing': { notes: [392, 440, 523.25, 440, 392, 329.63], noteSeconds: 1.2 },
  'locker-room-confidence': {
    notes: [261.63, 329.63, 392, 523.25, 392, 329.63, 261.63],
    noteSeconds: 1,
  },
}

/**
 * What the host says in each episode: spoken by espeak-ng at seed time (the episode's audio) and
 * shown as its transcript, so the text alternative is exactly the recording.
 */
export const EPISODE_SCRIPTS: Record<string, string> = {
  'pre-game-breathing': [
    'Welcome to Game Face, the podcast about the mental side of sport. I am Maya, and this is a two minute breathing reset for game day.',
    'Find a place to sit, feet flat on the floor, hands resting on your thighs. If you are on the bus or in the car park, that works too. Let your eyes close, or rest them on one spot on the floor.',
    'Breathe in through your nose for four counts. Hold for four. Breathe out through your mouth for six. Longer out than in tells your body it is safe to slow down.',
    'One more time: in for four, hold for four, out for six. Notice your shoulders drop away from your ears. Notice your jaw soften.',
    'Now pick one word for today. Strong, ready, steady, whatever feels true. On your next breath in, think the word. On the long breath out, let the rest of the noise go.',
    'Two more rounds on your own. In for four, hold, and a long, slow breath out.',
    'Nerves are not a sign that something is wrong. They mean the game matters to you, and your body is getting ready to play.',
    'You have trained for this. Open your eyes, take your word with you, and take that calm onto the field. Thanks for listening to Game Face.',
  ].join('\n\n'),
  'locker-room-confidence':
    'Hi, and thanks for listening. When I became captain I thought I had to give big speeches. I did not.\n\nThe first sentence I use is: "Can I tell you what I noticed?" It turns criticism into an observation.\n\nThe second is: "What do you need from me?" Asking first means people listen back.\n\nThe third one is for coaches: "Can we talk about my role after practice?" Picking the time makes the conversation calmer for everyone.\n\nYour voice counts, even when you are not the loudest one in the room.',
}

export const PODCAST_EPISODES: Record<string, SeedArticle[]> = {
  'game-face': [
    {
      slug: 'podcast-pre-game-breathing',
      title: 'Podcast: A Two-Minute Breathing Reset Before Game Day',
      excerpt:
        'Episode 1 of the Game Face podcast: a short guided breathing routine to settle pre-game nerves, with the full transcript.',
      category: 'Mental Performance',
      tags: ['podcast', 'breathing', 'pre-game', 'nerves'],
      author: 'maya-okafor',
      daysAgo: 0.8,
      trending: 3.1,
      // a picture of its own: the hub's 8 stories use pictures 0-7 of the pool
      cover: 8,
      metaDescription:
        'A short guided breathing routine for athletes to settle pre-game nerves. Listen or read the transcript.',
      blocks: [
        p(
          'Nerves before a game are normal: they mean the game matters to you. This first episode of our podcast is a short guided reset you can use in the locker room, on the bus or in the car park. Put your phone on silent, sit tall and press play.',
        ),
        audio('pre-game-breathing', EPISODE_SCRIPTS['pre-game-breathing']!),
        h('When to use it'),
        p(
          'Try the routine once during a normal training week so it feels familiar, then use it in the last half hour before warm-up. If your mind races, counting the breaths out loud (quietly) gives it something to hold on to.',
        ),
      ],
    },
  ],
  'on-record': [
    {
      slug: 'podcast-locker-room-confidence',
      title: 'Podcast: Speaking Up in the Locker Room',
      excerpt:
        'Episode 2 of our podcast: a team captain on finding her voice, giving feedback to teammates and asking coaches for what she needs.',
      category: 'Personal Stories',
      tags: ['podcast', 'leadership', 'confidence', 'team'],
      author: 'tori-bennett',
      daysAgo: 2.4,
      trending: 2.2,
      cover: 9,
      metaDescription:
        'A team captain talks about finding her voice in the locker room. Listen to the episode or read the transcript.',
      blocks: [
        p(
          'Being named captain does not come with a script. In this short episode, a college soccer captain shares the three sentences that helped her speak up, to teammates and to coaches, without feeling like she was making a scene.',
        ),
        audio('locker-room-confidence', EPISODE_SCRIPTS['locker-room-confidence']!),
        h('Try it this week'),
        p(
          'Pick one of the three sentences and use it once before your next game. Notice how people respond, then tell us how it went in the community.',
        ),
      ],
    },
  ],
}
