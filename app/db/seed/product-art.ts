// Product illustrations: one flat drawing per kind of object, so a mascara looks like a mascara and a
// shoe like a shoe. The kind is read from the product's title and tags; a product whose kind is not
// known gets no picture at all (the card shows a neutral 'No image' tile) rather than a wrong object.
// Pure strings, no sharp: the seed rasterises them, tests read them.

export const PRODUCT_KINDS = [
  'sunscreen',
  'wipes',
  'mascara',
  'lip-jar',
  'massage-gun',
  'spray',
  'sports-bra',
  'shoe',
  'shorts',
  'sweatshirt',
  'duffel',
  'leggings',
  'ring-light',
  'microphone',
  'planner',
  'workbook',
  'gimbal',
  'backdrop',
  'blazer',
  'earbuds',
  'padfolio',
  'books',
  'bottle',
  'journal',
] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

// first match wins: more specific words first ('lip mask' before 'mask', 'ring light' before 'light')
const RULES: [RegExp, ProductKind][] = [
  [/sunscreen|\bspf\b/, 'sunscreen'],
  [/cloth|wipe/, 'wipes'],
  [/mascara/, 'mascara'],
  [/lip (mask|balm)|\bbalm\b|moisturi[sz]er|cream jar/, 'lip-jar'],
  [/massage gun|percussion/, 'massage-gun'],
  [/spray|mist/, 'spray'],
  [/sports bra|\bbra\b/, 'sports-bra'],
  [/trainer|sneaker|shoe|cleat/, 'shoe'],
  [/shorts/, 'shorts'],
  [/crewneck|hoodie|sweatshirt/, 'sweatshirt'],
  [/duffel|gym bag|backpack|tote/, 'duffel'],
  [/legging|tights|joggers/, 'leggings'],
  [/ring light/, 'ring-light'],
  [/\bmics?\b|microphone/, 'microphone'],
  [/planner|calendar/, 'planner'],
  [/workbook|guide book/, 'workbook'],
  [/gimbal|stabili[sz]er/, 'gimbal'],
  [/backdrop|photo stand/, 'backdrop'],
  [/blazer|jacket|suit/, 'blazer'],
  [/earbuds|headphones|earphones/, 'earbuds'],
  [/padfolio|portfolio|folio/, 'padfolio'],
  [/memoir|book set|\bbooks?\b|novel/, 'books'],
  [/bottle|tumbler|flask/, 'bottle'],
  [/journal|notebook|diary/, 'journal'],
]

/** The kind of object a product is, from its title (then its tags); null when not recognised. */
export function productKind(title: string, tags: readonly string[] = []): ProductKind | null {
  for (const text of [title, tags.join(' ')]) {
    const t = text.toLowerCase()
    for (const [re, kind] of RULES) if (re.test(t)) return kind
  }
  return null
}

/** What each drawing shows, for its alt text. */
export const PRODUCT_KIND_ALT: Record<ProductKind, string> = {
  sunscreen: 'a squeeze tube of sunscreen with a sun on the label',
  wipes: 'a soft pack of cleansing cloths with one cloth pulled out',
  mascara: 'a mascara tube beside its brush wand',
  'lip-jar': 'a small jar of lip balm with lips on the lid',
  'massage-gun': 'a handheld percussion massage gun',
  spray: 'a spray bottle giving off a fine mist',
  'sports-bra': 'a zip-front sports bra',
  shoe: 'a cross-training sneaker seen from the side',
  shorts: 'a pair of bike shorts with a side pocket',
  sweatshirt: 'an oversized crewneck sweatshirt',
  duffel: 'a gym duffel bag with two handles',
  leggings: 'a pair of flared leggings',
  'ring-light': 'a ring light on a tripod with a phone in the middle',
  microphone: 'two small clip-on microphones',
  planner: 'a spiral-bound planner with a calendar grid',
  workbook: 'a workbook with a pen',
  gimbal: 'a phone mounted on a handheld gimbal',
  backdrop: 'a collapsible photo backdrop on two stands',
  blazer: 'a tailored blazer with lapels and buttons',
  earbuds: 'two wireless earbuds above their charging case',
  padfolio: 'a zip-around padfolio',
  books: 'a stack of three books',
  bottle: 'an insulated water bottle with a straw lid',
  journal: 'a hardcover journal with a ribbon bookmark and elastic band',
}

export const productKindAlt = (kind: ProductKind) => `Illustration of ${PRODUCT_KIND_ALT[kind]}`

const INK = '#3b2f2a'
const CREAM = '#fffaf2'

type Paint = { main: string; soft: string }
type Draw = (p: Paint) => string

const DRAW: Record<ProductKind, Draw> = {
  sunscreen: ({ main }) => `
    <path d="M32,18 L68,18 L60,66 L40,66 Z" fill="${CREAM}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
    <rect x="31" y="15" width="38" height="5" rx="1.5" fill="${main}"/>
    <path d="M35.5,36 L64.5,36 L62,52 L38,52 Z" fill="${main}"/>
    <circle cx="50" cy="44" r="4" fill="${CREAM}"/>
    ${rays(50, 44, 5.5, 8, CREAM)}
    <rect x="39" y="66" width="22" height="14" rx="3" fill="${INK}"/>`,
  wipes: ({ main }) => `
    <rect x="16" y="38" width="68" height="38" rx="12" fill="${main}"/>
    <rect x="16" y="38" width="68" height="38" rx="12" fill="none" stroke="${INK}" stroke-width="1.5"/>
    <rect x="32" y="42" width="36" height="14" rx="7" fill="${INK}" fill-opacity=".85"/>
    <path d="M38,50 C36,38 44,30 50,34 C54,26 64,32 62,42 C66,44 64,50 60,50 Z" fill="${CREAM}" stroke="${INK}" stroke-width="1.2"/>
    <rect x="26" y="62" width="30" height="3" rx="1.5" fill="${CREAM}" fill-opacity=".8"/>
    <rect x="26" y="68" width="20" height="3" rx="1.5" fill="${CREAM}" fill-opacity=".6"/>`,
  mascara: ({ main }) => `
    <rect x="28" y="34" width="14" height="48" rx="4" fill="${main}"/>
    <rect x="28" y="34" width="14" height="6" fill="${INK}" fill-opacity=".25"/>
    <rect x="30" y="14" width="10" height="21" rx="2" fill="${INK}"/>
    <g transform="rotate(18 62 50)">
      <rect x="58" y="12" width="9" height="26" rx="2" fill="${INK}"/>
      <rect x="61.6" y="38" width="1.8" height="20" fill="${INK}"/>
      <rect x="59" y="56" width="7" height="20" rx="3.5" fill="${INK}"/>
      ${Array.from({ length: 9 }, (_, i) => `<path d="M56,${58 + i * 2} L69,${58 + i * 2}" stroke="${INK}" stroke-width="1" stroke-linecap="round"/>`).join('')}
    </g>`,
  'lip-jar': ({ main }) => `
    <rect x="24" y="50" width="52" height="28" rx="8" fill="${CREAM}" stroke="${INK}" stroke-width="1.5"/>
    <rect x="22" y="38" width="56" height="14" rx="4" fill="${main}"/>
    <path d="M36,64 C40,58 46,58 50,61 C54,58 60,58 64,64 C58,70 42,70 36,64 Z" fill="${main}"/>
    <path d="M36,64 Q50,66 64,64" fill="none" stroke="${INK}" stroke-width="1" stroke-opacity=".6"/>
    <rect x="30" y="42" width="24" height="3" rx="1.5" fill="${CREAM}" fill-opacity=".6"/>`,
  'massage-gun': ({ main }) => `
    <rect x="26" y="28" width="50" height="18" rx="9" fill="${main}"/>
    <rect x="18" y="32" width="10" height="10" rx="2" fill="${INK}"/>
    <circle cx="15" cy="37" r="7" fill="${INK}"/>
    <rect x="72" y="31" width="8" height="12" rx="3" fill="${INK}" fill-opacity=".8"/>
    <path d="M52,44 L62,44 L60,76 L48,76 Z" fill="${main}"/>
    <rect x="45" y="74" width="18" height="8" rx="3" fill="${INK}"/>
    <circle cx="62" cy="37" r="2.5" fill="${CREAM}"/>`,
  spray: ({ main }) => `
    <rect x="36" y="42" width="28" height="40" rx="7" fill="${main}"/>
    <rect x="41" y="54" width="18" height="16" rx="2" fill="${CREAM}" fill-opacity=".85"/>
    <rect x="44" y="34" width="12" height="9" fill="${INK}" fill-opacity=".8"/>
    <path d="M42,22 L58,22 L58,34 L42,34 Z" fill="${INK}"/>
    <rect x="34" y="25" width="9" height="4" rx="1" fill="${INK}"/>
    ${Array.from({ length: 9 }, (_, i) => `<circle cx="${28 - (i % 3) * 5}" cy="${21 + Math.floor(i / 3) * 5 + (i % 3) * 1.5}" r="${1.4 - (i % 3) * 0.3}" fill="${INK}" fill-opacity=".45"/>`).join('')}`,
  'sports-bra': ({ main }) => `
    <path d="M28,20 L36,20 L43,40 Q50,45 57,40 L64,20 L72,20 L76,50 L76,72 L24,72 L24,50 Z" fill="${main}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
    <rect x="24" y="62" width="52" height="10" fill="${INK}" fill-opacity=".85"/>
    <path d="M50,43 L50,62" stroke="${CREAM}" stroke-width="1.6" stroke-dasharray="2 1.4"/>
    <rect x="48" y="40" width="4" height="6" rx="1" fill="${CREAM}"/>`,
  shoe: ({ main }) => `
    <path d="M12,66 L14,48 Q16,42 24,43 L38,46 Q44,34 56,36 L60,49 Q78,52 86,58 Q90,62 88,66 Z" fill="${main}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M11,66 L89,66 Q90,73 84,74 L14,74 Q10,73 11,66 Z" fill="${CREAM}" stroke="${INK}" stroke-width="1.5"/>
    <path d="M42,46 L50,52 M46,42 L54,49 M51,39 L57,45" stroke="${CREAM}" stroke-width="2" stroke-linecap="round"/>
    <path d="M18,58 Q40,60 62,56" fill="none" stroke="${CREAM}" stroke-width="2.4" stroke-linecap="round"/>`,
  shorts: ({ main }) => `
    <path d="M26,26 L74,26 L78,72 L54,74 L50,46 L46,74 L22,72 Z" fill="${main}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
    <rect x="26" y="26" width="48" height="8" fill="${INK}" fill-opacity=".85"/>
    <rect x="62" y="46" width="11" height="17" rx="2" fill="none" stroke="${CREAM}" stroke-width="1.5" stroke-dasharray="2 1.5"/>
    <path d="M23,66 L46,68 M54,68 L77,66" stroke="${INK}" stroke-opacity=".5" stroke-width="1.2"/>`,
  sweatshirt: ({ main }) => `
    <path d="M37,20 Q50,28 63,20 L80,27 L90,62 L78,66 L71,44 L71,82 L29,82 L29,44 L22,66 L10,62 L20,27 Z" fill="${main}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M37,20 Q50,30 63,20" fill="none" stroke="${INK}" stroke-width="3"/>
    <rect x="29" y="76" width="42" height="6" fill="${INK}" fill-opacity=".35"/>
    <path d="M10,62 L22,66 M78,66 L90,62" stroke="${INK}" stroke-opacity=".5" stroke-width="3"/>`,
  duffel: ({ main }) => `
    <path d="M36,44 C36,26 64,26 64,44" fill="none" stroke="${INK}" stroke-width="3.5"/>
    <path d="M40,44 C40,32 60,32 60,44" fill="none" stroke="${INK}" stroke-width="2" stroke-opacity=".6"/>
    <rect x="14" y="42" width="72" height="36" rx="17" fill="${main}" stroke="${INK}" stroke-width="1.5"/>
    <path d="M24,48 L76,48" stroke="${INK}" stroke-width="1.5" stroke-dasharray="2.5 1.5"/>
    <ellipse cx="20" cy="60" rx="5" ry="14" fill="${INK}" fill-opacity=".25"/>
    <ellipse cx="80" cy="60" rx="5" ry="14" fill="${INK}" fill-opacity=".25"/>
    <rect x="70" y="46" width="6" height="4" rx="1" fill="${CREAM}"/>`,
  leggings: ({ main }) => `
    <path d="M34,12 L66,12 L66,20 L62,74 L72,88 L53,88 L51,34 L49,34 L47,88 L28,88 L38,74 L34,20 Z" fill="${main}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
    <rect x="34" y="12" width="32" height="7" fill="${INK}" fill-opacity=".85"/>
    <path d="M43,40 L42,72 M57,40 L58,72" stroke="${CREAM}" stroke-opacity=".5" stroke-width="1.2"/>`,
  'ring-light': ({ main }) => `
    <circle cx="50" cy="34" r="20" fill="none" stroke="${CREAM}" stroke-width="9"/>
    <circle cx="50" cy="34" r="20" fill="none" stroke="${main}" stroke-width="3"/>
    <circle cx="50" cy="34" r="24.5" fill="none" stroke="${INK}" stroke-width="1.2"/>
    <circle cx="50" cy="34" r="15.5" fill="none" stroke="${INK}" stroke-width="1.2"/>
    <rect x="45" y="26" width="10" height="17" rx="2" fill="${INK}"/>
    <rect x="49" y="58" width="2.5" height="18" fill="${INK}"/>
    <path d="M50,76 L36,88 M50,76 L64,88 M50,76 L50,89" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>`,
  microphone: ({ main }) =>
    `${[30, 66]
      .map(
        (x, i) => `<g transform="rotate(${i ? 12 : -12} ${x} 46)">
      <rect x="${x - 6}" y="22" width="12" height="18" rx="6" fill="${INK}"/>
      ${Array.from({ length: 4 }, (_, k) => `<path d="M${x - 5},${26 + k * 3.5} L${x + 5},${26 + k * 3.5}" stroke="${CREAM}" stroke-opacity=".35" stroke-width=".9"/>`).join('')}
      <rect x="${x - 4}" y="40" width="8" height="10" rx="1.5" fill="${main}"/>
      <path d="M${x + 4},42 L${x + 10},44 L${x + 10},52 L${x + 4},50" fill="none" stroke="${INK}" stroke-width="1.6"/>
      <path d="M${x},50 C${x},62 ${x + (i ? -10 : 10)},66 ${x + (i ? -6 : 6)},80" fill="none" stroke="${INK}" stroke-width="1.4"/>
    </g>`,
      )
      .join('')}`,
  planner: ({ main }) => `
    <rect x="28" y="16" width="48" height="68" rx="3" fill="${main}" stroke="${INK}" stroke-width="1.5"/>
    <rect x="35" y="32" width="34" height="30" rx="2" fill="${CREAM}"/>
    <rect x="35" y="32" width="34" height="6" fill="${INK}" fill-opacity=".8"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${37 + (i % 4) * 8}" y="${41 + Math.floor(i / 4) * 7}" width="6" height="5" fill="${main}" fill-opacity="${i === 6 ? 1 : 0.35}"/>`).join('')}
    ${Array.from({ length: 9 }, (_, i) => `<ellipse cx="28" cy="${21 + i * 7.5}" rx="4" ry="2.2" fill="none" stroke="${INK}" stroke-width="1.4"/>`).join('')}`,
  workbook: ({ main }) => `
    <rect x="24" y="16" width="44" height="66" rx="2" fill="${main}" stroke="${INK}" stroke-width="1.5"/>
    <rect x="24" y="16" width="7" height="66" fill="${INK}" fill-opacity=".35"/>
    <rect x="37" y="28" width="24" height="4" rx="2" fill="${CREAM}"/>
    <rect x="37" y="36" width="16" height="3" rx="1.5" fill="${CREAM}" fill-opacity=".7"/>
    <rect x="37" y="50" width="24" height="20" rx="2" fill="${CREAM}" fill-opacity=".9"/>
    <path d="M41,56 L57,56 M41,61 L57,61 M41,66 L51,66" stroke="${INK}" stroke-opacity=".4" stroke-width="1.2"/>
    <g transform="rotate(24 76 52)"><rect x="73" y="22" width="6" height="52" rx="1.5" fill="${INK}"/><path d="M73,74 L79,74 L76,82 Z" fill="${CREAM}" stroke="${INK}" stroke-width="1"/></g>`,
  gimbal: ({ main }) => `
    <rect x="22" y="18" width="56" height="28" rx="4" fill="${INK}"/>
    <rect x="26" y="21" width="48" height="22" rx="2" fill="${main}" fill-opacity=".75"/>
    <circle cx="38" cy="30" r="4" fill="${CREAM}" fill-opacity=".7"/>
    <path d="M50,46 L50,52 L60,52 L60,58" fill="none" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
    <circle cx="60" cy="58" r="3.5" fill="${INK}"/>
    <rect x="53" y="60" width="14" height="26" rx="6" fill="${main}" stroke="${INK}" stroke-width="1.5"/>
    <circle cx="60" cy="68" r="2.4" fill="${CREAM}"/>`,
  backdrop: ({ main }) => `
    <path d="M20,18 L80,18" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>
    <path d="M24,20 L50,20 L50,76 Q37,72 24,76 Z" fill="${main}" fill-opacity=".85"/>
    <path d="M50,20 L76,20 L76,76 Q63,72 50,76 Z" fill="${CREAM}" stroke="${INK}" stroke-width="1" stroke-opacity=".4"/>
    ${[18, 82]
      .map(
        (x) =>
          `<path d="M${x},16 L${x},80 M${x},80 L${x - 8},90 M${x},80 L${x + 8},90" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`,
      )
      .join('')}`,
  blazer: ({ main }) => `
    <path d="M36,18 L64,18 L80,26 L88,72 L76,74 L71,46 L71,84 L29,84 L29,46 L24,74 L12,72 L20,26 Z" fill="${main}" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M40,18 L50,50 L60,18 Z" fill="${CREAM}"/>
    <path d="M36,18 L50,54 L42,40 L46,36 Z M64,18 L50,54 L58,40 L54,36 Z" fill="${INK}" fill-opacity=".35"/>
    <path d="M50,50 L50,84" stroke="${INK}" stroke-width="1.2"/>
    <circle cx="53" cy="62" r="1.8" fill="${INK}"/><circle cx="53" cy="72" r="1.8" fill="${INK}"/>
    <path d="M33,62 L43,62" stroke="${INK}" stroke-width="1.2"/>`,
  earbuds: ({ main }) => `
    <rect x="28" y="54" width="44" height="28" rx="13" fill="${CREAM}" stroke="${INK}" stroke-width="1.5"/>
    <path d="M29,64 L71,64" stroke="${INK}" stroke-width="1.2" stroke-opacity=".6"/>
    <circle cx="50" cy="73" r="1.6" fill="${main}"/>
    ${[
      [36, 30, -1],
      [64, 30, 1],
    ]
      .map(
        ([x, y, d]) => `<g>
        <rect x="${x! - 2.5}" y="${y! + 2}" width="5" height="16" rx="2.5" fill="${CREAM}" stroke="${INK}" stroke-width="1.2"/>
        <circle cx="${x}" cy="${y}" r="8" fill="${CREAM}" stroke="${INK}" stroke-width="1.2"/>
        <circle cx="${x! + d! * 3}" cy="${y! - 1}" r="3.5" fill="${main}"/>
      </g>`,
      )
      .join('')}`,
  padfolio: ({ main }) => `
    <rect x="18" y="20" width="64" height="62" rx="7" fill="${main}" stroke="${INK}" stroke-width="1.5"/>
    <rect x="22" y="24" width="56" height="54" rx="5" fill="none" stroke="${CREAM}" stroke-width="1.4" stroke-dasharray="2 1.5"/>
    <rect x="76" y="40" width="8" height="5" rx="1.5" fill="${INK}"/>
    <rect x="32" y="36" width="36" height="26" rx="2" fill="${INK}" fill-opacity=".2"/>
    <path d="M18,30 L82,30" stroke="${INK}" stroke-opacity=".25"/>`,
  books: ({ main, soft }) =>
    [
      [20, 64, 62, main],
      [26, 50, 54, INK],
      [16, 36, 64, soft],
    ]
      .map(
        ([
          x,
          y,
          w,
          c,
        ]) => `<rect x="${x}" y="${y}" width="${w}" height="13" rx="2" fill="${c}" stroke="${INK}" stroke-width="1.2"/>
        <rect x="${Number(x) + Number(w) - 6}" y="${Number(y) + 1.5}" width="4" height="10" fill="${CREAM}" fill-opacity=".85"/>
        <rect x="${Number(x) + 8}" y="${Number(y) + 5}" width="${Number(w) * 0.45}" height="3" rx="1.5" fill="${CREAM}" fill-opacity=".7"/>`,
      )
      .join(''),
  bottle: ({ main }) => `
    <path d="M42,12 Q50,6 58,12" fill="none" stroke="${INK}" stroke-width="2.5"/>
    <rect x="47" y="8" width="3" height="10" fill="${INK}" fill-opacity=".7"/>
    <rect x="37" y="18" width="26" height="12" rx="3" fill="${INK}"/>
    <rect x="35" y="30" width="30" height="56" rx="9" fill="${main}" stroke="${INK}" stroke-width="1.5"/>
    <rect x="35" y="44" width="30" height="4" fill="${CREAM}" fill-opacity=".5"/>
    <rect x="40" y="54" width="4" height="24" rx="2" fill="${CREAM}" fill-opacity=".45"/>`,
  journal: ({ main }) => `
    <rect x="26" y="16" width="46" height="68" rx="4" fill="${main}" stroke="${INK}" stroke-width="1.5"/>
    <path d="M72,18 L75,18 L75,82 L72,82" fill="${CREAM}" stroke="${INK}" stroke-width="1"/>
    <rect x="64" y="16" width="3.5" height="68" fill="${INK}" fill-opacity=".8"/>
    <path d="M40,84 L40,94 L43.5,90 L47,94 L47,84 Z" fill="${INK}"/>
    <rect x="35" y="32" width="22" height="14" rx="2" fill="${CREAM}" fill-opacity=".9"/>`,
}

function rays(cx: number, cy: number, r: number, n: number, color: string) {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n
    const x1 = cx + Math.cos(a) * r
    const y1 = cy + Math.sin(a) * r
    const x2 = cx + Math.cos(a) * (r + 2.5)
    const y2 = cy + Math.sin(a) * (r + 2.5)
    return `<path d="M${x1.toFixed(1)},${y1.toFixed(1)} L${x2.toFixed(1)},${y2.toFixed(1)}" stroke="${color}" stroke-width="1.2" stroke-linecap="round"/>`
  }).join('')
}

/** A square product illustration: the object on a soft backdrop in the hub's colours. */
export function productKindSvg(
  kind: ProductKind,
  colors: { color: string; accent: string },
  size = 800,
) {
  const body = DRAW[kind]({ main: colors.color, soft: colors.accent })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><radialGradient id="g" cx=".5" cy=".35" r=".85"><stop offset="0" stop-color="${CREAM}"/><stop offset="1" stop-color="${colors.accent}"/></radialGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  <ellipse cx="50" cy="88" rx="34" ry="4.5" fill="${INK}" fill-opacity=".08"/>
  <g transform="translate(50 50) scale(.86) translate(-50 -50)">${body}</g>
</svg>`
}
