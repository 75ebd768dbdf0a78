// How many cover pictures the seed draws per hub (seed-images.server.ts). Its own module, without
// imports, so the browser tests can read it too.
export const POOL_SIZE = 10
