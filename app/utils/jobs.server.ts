// Scheduled work that must happen once per period across every app process (workers of one machine
// and every machine on the same database): each process keeps its own timer, and on each tick asks
// the database for the run. The claim is one statement (an upsert whose update only applies when the
// last run is old enough), so of any number of processes asking at the same moment exactly one gets
// a row back; the others skip. No advisory lock is held while the work runs and nothing depends on
// which process started first. Work that is idempotent per row already (scheduled publishing: one
// UPDATE ... RETURNING, mail: FOR UPDATE SKIP LOCKED) does not need a claim.
import { sql } from 'drizzle-orm'
import { db, rowsOf } from '#app/db/client.server'
import { jobFailures, jobRuns } from '#app/utils/metrics.server'

/** Timers drift: a run counts as due a little before its full period has passed. */
function slackMs(everyMs: number) {
  return Math.min(60_000, Math.floor(everyMs / 10))
}

/**
 * True when this process won the run of `name` (its last run began at least `everyMs` ago, or it
 * never ran), recording `now` as its start; false when another process has it.
 */
export async function claimJobRun(name: string, everyMs: number, now = new Date()) {
  const due = new Date(now.getTime() - everyMs + slackMs(everyMs))
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      insert into job_runs (name, last_run_at, runs) values (${name}, ${now.toISOString()}, 1)
      on conflict (name) do update set last_run_at = excluded.last_run_at, runs = job_runs.runs + 1
      where job_runs.last_run_at <= ${due.toISOString()}
      returning name`),
  )
  return rows.length === 1
}

async function recordFinish(name: string, error: string | null, rewindMs?: number) {
  await db.execute(sql`
    update job_runs set last_finished_at = now(), last_error = ${error}
    ${rewindMs !== undefined ? sql`, last_run_at = now() - ${`${rewindMs} milliseconds`}::interval` : sql``}
    where name = ${name}`)
}

export type JobOutcome = 'ran' | 'skipped' | 'failed'

/**
 * Runs `work` when this process wins the period's claim (claimJobRun), counting runs and failures
 * for /metrics and recording the outcome in job_runs. A failed run can be retried after
 * `retryAfterMs` (by any process) instead of waiting a whole period.
 */
export async function runScheduledJob(
  name: string,
  everyMs: number,
  work: () => Promise<unknown>,
  { retryAfterMs, now }: { retryAfterMs?: number; now?: Date } = {},
): Promise<JobOutcome> {
  if (!(await claimJobRun(name, everyMs, now))) return 'skipped'
  jobRuns.inc({ job: name })
  try {
    await work()
    await recordFinish(name, null)
    return 'ran'
  } catch (error) {
    jobFailures.inc({ job: name })
    console.error(`[job ${name}] failed`, error)
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    // a retry sooner than a period: the next claim is due `retryAfterMs` from now
    const back = retryAfterMs === undefined ? undefined : everyMs - retryAfterMs
    await recordFinish(name, message, back).catch(() => {})
    return 'failed'
  }
}

/** Counts a run of work that every process does on its own (idempotent per row). */
export async function countJob(name: string, work: () => Promise<unknown>) {
  jobRuns.inc({ job: name })
  try {
    return await work()
  } catch (error) {
    jobFailures.inc({ job: name })
    throw error
  }
}
