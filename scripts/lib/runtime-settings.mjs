// What the production server runs with, beyond its code (docs/decisions/0015, 0017, 0021):
// - V8 flags: PGlite's WASM kept at its baseline code (--liftoff-only), a 16 MB young generation, and
//   an old generation that grows by half its live size between full collections instead of up to
//   four times (--heap-growing-percent=50: what a loaded server's RSS was mostly made of).
// - glibc malloc: two arenas instead of eight per core (threads each got a 64 MB arena that kept
//   its freed pages), and blocks from 64 KB up (zlib and brotli state, large buffers) in their own
//   mappings, given back to the system when freed, instead of growing the main heap for good.
// The npm scripts pass all of them; server.mjs adds what a plain `node server.mjs` lacks by
// replacing itself once. A flag or variable given in any form or value is left as given.
/** @type {[flag: string, given: RegExp][]} */
export const V8_FLAGS = [
  ['--liftoff-only', /^--(no-)?liftoff[-_]only\b/],
  ['--max-semi-space-size=16', /^--max[-_]semi[-_]space[-_]size\b/],
  ['--heap-growing-percent=50', /^--heap[-_]growing[-_]percent\b/],
]

/** Read by glibc when the process starts (ignored by other C libraries and systems). */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' }

/** @returns {string[]} the V8 flags as a command line (the npm scripts' and the benchmarks') */
export const serverNodeArgs = () => V8_FLAGS.map(([flag]) => flag)

/**
 * What a start lacks: the V8 flags given neither on the command line nor in NODE_OPTIONS, and on
 * Linux the malloc variables not set in `env`.
 */
export function missingRuntimeSettings({ execArgv, env, platform }) {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)]
  const flags = V8_FLAGS.filter(([, set]) => !given.some((arg) => set.test(arg))).map(([f]) => f)
  const malloc = Object.entries(MALLOC_ENV).filter(([name]) => env[name] === undefined)
  return { flags, env: platform === 'linux' ? Object.fromEntries(malloc) : {} }
}
