// sharp (libvips) is loaded on the first image it handles, not when the server starts: the native
// library costs start time and memory that a server that is only reading never needs. libvips'
// operation cache is off by default (each upload is processed once; SHARP_CACHE_MB keeps one) and
// it uses SHARP_CONCURRENCY threads per image (default 1: the server's other work and other
// uploads share the cores; docs/decisions/0015).
import type Sharp from 'sharp'

let loading: Promise<typeof Sharp> | undefined

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    const cacheMb = Number(process.env.SHARP_CACHE_MB ?? 0)
    sharp.cache(cacheMb > 0 ? { memory: cacheMb, files: 0, items: 50 } : false)
    sharp.concurrency(Math.max(1, Number(process.env.SHARP_CONCURRENCY ?? 1) || 1))
    return sharp
  })
  return loading
}
