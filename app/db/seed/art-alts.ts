// Descriptions of the generated hub pictures (pool index -> alt text), used for covers and inline images.
export const HUB_POOL_ALTS: Record<string, string[]> = {
  'game-face': [
    'Abstract artwork: a glowing rose-pink sun with a white sparkle over warm sand tones',
    'Abstract artwork: soft pink circles and a bright sparkle on a peach background',
    'Abstract artwork: a rose-coloured orb rising over a sandy horizon, dotted with light',
    'Abstract artwork: blush and coral arcs around a shining sparkle',
    'Abstract artwork: warm peach gradient with a large pink sun and scattered glints',
    'Abstract artwork: a sparkle floating on a rose sun above gentle sand waves',
  ],
  'fit-check': [
    'Abstract artwork: a white clothes hanger on a cobalt-blue sun over cream tones',
    'Abstract artwork: blue and apricot arcs around a minimalist hanger',
    'Abstract artwork: a periwinkle orb with a hanger outline above a sandy wave',
    'Abstract artwork: cobalt circle and scattered blue dots on warm beige',
    'Abstract artwork: a hanger drawn in white on a glowing blue sphere',
    'Abstract artwork: apricot gradient with a large blue sun and a hanger motif',
  ],
  'brand-u': [
    'Abstract artwork: a golden badge shape on an amber sun over sand tones',
    'Abstract artwork: honey-coloured arcs around a white star badge',
    'Abstract artwork: an amber orb with a rosette badge above a sandy horizon',
    'Abstract artwork: warm gold circles and a bright badge on cream',
    'Abstract artwork: a star-shaped seal floating on a glowing amber sun',
    'Abstract artwork: sand and gold gradient with a badge motif and scattered dots',
  ],
  'on-record': [
    'Abstract artwork: white sound-wave bars on an emerald-green sun over sand tones',
    'Abstract artwork: green and cream arcs around a sound-wave motif',
    'Abstract artwork: a deep green orb with audio bars above a sandy wave',
    'Abstract artwork: emerald circle with scattered dots on warm beige',
    'Abstract artwork: soundwave bars glowing on a jade sphere',
    'Abstract artwork: cream gradient with a large green sun and a microphone-like wave',
  ],
}
