// Production server: compression, immutable hashed assets, the React Router request handler
// (server/worker.mjs), in one process or, with WEB_CONCURRENCY=N on PostgreSQL, in N worker
// processes under a node:cluster primary (server/primary.mjs) that restarts a worker that dies and
// drains them all on SIGTERM. NODE_ENV=production is set by the npm script before Node starts.
import cluster from 'node:cluster'
import os from 'node:os'
import { missingRuntimeSettings } from './scripts/lib/runtime-settings.mjs'

// V8 flags and glibc malloc variables that cannot be set from inside the process (scripts/lib/
// runtime-settings.mjs; docs/decisions/0015-server-memory-and-search.md, 0017, 0021). `npm run serve`
// and `npm start` pass them; a plain `node server.mjs` replaces itself once (same process id) with
// what it lacks. A flag or variable given in any form (e.g. --no-liftoff-only, MALLOC_ARENA_MAX=8)
// is left as given.
const missing = missingRuntimeSettings(process)
const lacking = missing.flags.length > 0 || Object.keys(missing.env).length > 0
if (lacking && process.execve && !process.env.SERVER_V8_FLAGS_ADDED) {
  const argv = [process.execPath, ...process.execArgv, ...missing.flags, ...process.argv.slice(1)]
  const env = { ...process.env, ...missing.env, SERVER_V8_FLAGS_ADDED: '1' }
  process.execve(process.execPath, argv, env)
}

const { webConcurrency } = await import('./server/concurrency.mjs')
const plan = webConcurrency(process.env, os.availableParallelism?.() ?? os.cpus().length)
if (plan.error) {
  console.error(`Cannot start: ${plan.error}`)
  process.exit(1)
}
if (cluster.isPrimary && plan.workers > 1) {
  const { runPrimary } = await import('./server/primary.mjs')
  await runPrimary(plan.workers)
} else {
  // the worker logs it once its logger is up
  globalThis.__startNote = cluster.isPrimary ? plan.note : undefined
  await import('./server/worker.mjs')
}
