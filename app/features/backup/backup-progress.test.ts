// The progress of a backup or restore started from /admin/backup-restore, as the page polls it: for
// the admin who started it while the restore holds the tables, from another app process (over
// HTTP, sharing only the job file), and after the process running it has gone.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import * as progressRoute from '#app/routes/admin/backup-progress'
import * as pageRoute from '#app/routes/admin/backup-restore'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { listBackups } from './backup-jobs.server'
import { JOB_STOPPED, getJob, saveJob, type Job } from './backup-progress.server'
import { backupDir } from './backup-store.server'

let admin: TestUser
let editor: TestUser
let member: TestUser
beforeAll(async () => {
  ;[admin, editor, member] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'editor' }),
    createUser(),
  ])
})
const post = (user: TestUser | null, form: Record<string, string>) =>
  callRoute(pageRoute.action, makeRequest('/admin/backup-restore', { user, form }))

describe('/admin/backup-restore/progress', () => {
  test("a restore's progress reaches the admin who started it while the tables are being replaced", async () => {
    expect((await post(admin, { intent: 'backup' })).status).toBe(302)
    const [latest] = await listBackups()
    expect(latest).toBeDefined()
    const started = await post(admin, {
      intent: 'restore',
      name: latest!.name,
      confirm: 'RESTORE',
      background: '1',
    })
    expect(started.status).toBe(200)
    const id = started.data.job.id as string
    const poll = (user: TestUser) =>
      callRoute(
        progressRoute.loader,
        makeRequest(`/admin/backup-restore/progress?job=${id}`, { user }),
      )
    // polled as the page does: without a session lookup, which the restore's locks would hold up
    // until it commits, the answers follow the restore through its phases
    const seen: string[] = []
    for (let i = 0; i < 5000; i++) {
      const r = await poll(admin)
      expect(r.status).toBe(200)
      if (r.data.status !== 'running') {
        expect(r.data).toMatchObject({ status: 'done', percent: 100, sessionKept: true })
        break
      }
      if (seen.at(-1) !== r.data.phase) seen.push(r.data.phase)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect(seen).toContain('tables')
    // anyone else is checked as on every admin route, whatever job id they bring
    expect((await poll(member)).status).toBe(403)
    expect((await poll(editor)).status).toBe(403)
    const other = await createUser({ role: 'admin' })
    expect((await poll(other)).status).toBe(200)
  })

  test('another app process answers the progress poll from the job file, to the admin who started it only', async () => {
    const started = await post(admin, { intent: 'backup', background: '1' })
    expect(started.status).toBe(200)
    const id = started.data.job.id as string
    // a second server process that shares nothing with this one but BACKUP_DIR
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/progress-server.ts'], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const m = /listening (\d+)/.exec(chunk.toString())
          if (m) resolve(Number(m[1]))
        })
        child.on('exit', (code) => reject(new Error(`progress server exited (${code})`)))
      })
      const poll = (cookie?: string) =>
        fetch(`http://127.0.0.1:${port}/admin/backup-restore/progress?job=${id}`, {
          headers: cookie ? { Cookie: cookie } : {},
        })
      let body: Record<string, unknown> = {}
      for (let i = 0; i < 600; i++) {
        const res = await poll(admin.cookie)
        expect(res.status).toBe(200)
        body = (await res.json()) as Record<string, unknown>
        expect(body).toMatchObject({ id, kind: 'backup' })
        if (body.status !== 'running') break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(body).toMatchObject({ status: 'done', percent: 100 })
      expect(body.message).toMatch(/^Backup backup-\d{8}-\d{6}\.tar\.gz created: /)
      // without the session that started it, the other process checks the role as usual
      expect((await poll()).status).toBe(401)
    } finally {
      child.kill()
    }
  }, 120_000)

  test('a job whose process has gone reads as failed and does not block the next one', async () => {
    const gone = spawn(process.execPath, ['-e', ''])
    const pid = await new Promise<number>((resolve) => gone.on('exit', () => resolve(gone.pid!)))
    const job: Job = {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'restore',
      status: 'running',
      progress: { phase: 'tables', label: 'articles', done: 10, total: 100 },
      message: '',
      file: 'x.tar.gz',
      sessionHash: null,
      host: os.hostname(),
      pid,
    }
    saveJob(job, true)
    await writeFile(path.join(backupDir(), '.jobs', 'running'), job.id)
    expect(await getJob(job.id)).toMatchObject({ status: 'failed', message: JOB_STOPPED })
    const page = await callRoute(
      pageRoute.loader,
      makeRequest('/admin/backup-restore', { user: admin }),
    )
    expect(page.data.job).toBeNull()
    expect((await post(admin, { intent: 'backup' })).status).toBe(302)
  })
})
