import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, siteSettings } from '#app/db/schema'
import * as downloadRoute from '#app/routes/admin/backup-download'
import * as progressRoute from '#app/routes/admin/backup-progress'
import * as pageRoute from '#app/routes/admin/backup-restore'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { listBackups } from './backup-jobs.server'
import { backupDir } from './backup-store.server'
import { runScheduledBackupIfDue, saveSchedule } from './backup-schedule.server'
import { UPLOAD_MESSAGES, receiveBackupUpload } from './backup-upload.server'
import { RESTORE_MESSAGES } from './restore-verify.server'

/** A multipart POST of one file, as the upload form sends it. */
function uploadRequest(user: TestUser | null, bytes: Uint8Array, filename: string) {
  const form = new FormData()
  form.append(
    'archive',
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/gzip' }),
    filename,
  )
  return new Request('http://localhost:3000/admin/backup-restore?upload', {
    method: 'POST',
    headers: user ? { Cookie: user.cookie } : {},
    body: form,
  })
}
// the backups (the job files under .jobs are not listed)
const allFiles = async () =>
  existsSync(backupDir())
    ? (await readdir(backupDir())).filter((n) => !n.startsWith('.')).sort()
    : []

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
const files = async () => (await allFiles()).length
const post = (user: TestUser | null, form: Record<string, string>) =>
  callRoute(pageRoute.action, makeRequest('/admin/backup-restore', { user, form }))

describe('/admin/backup-restore', () => {
  test('anonymous, members and editors are refused everywhere and nothing happens', async () => {
    const audits = (await db.select().from(auditLogs)).length
    const before = await files()
    for (const user of [null, member, editor]) {
      const status = user ? 403 : 401
      expect(
        (await callRoute(pageRoute.loader, makeRequest('/admin/backup-restore', { user }))).status,
      ).toBe(status)
      expect((await post(user, { intent: 'backup' })).status).toBe(status)
      expect(
        (await post(user, { intent: 'restore', name: 'x.tar.gz', confirm: 'RESTORE' })).status,
      ).toBe(status)
      expect((await post(user, { intent: 'schedule', enabled: 'on', keep: '3' })).status).toBe(
        status,
      )
      const dl = await callRoute(
        downloadRoute.loader,
        makeRequest('/admin/backup-restore/download/x.tar.gz', { user }),
        { name: 'x.tar.gz' },
      )
      expect(dl.status).toBe(status)
      const pr = await callRoute(
        progressRoute.loader,
        makeRequest('/admin/backup-restore/progress?job=x', { user }),
      )
      expect(pr.status).toBe(status)
    }
    expect(await files()).toBe(before)
    expect((await db.select().from(auditLogs)).length).toBe(audits)
    expect((await db.select().from(siteSettings)).some((s) => s.key === 'backup_schedule')).toBe(
      false,
    )
  })

  test('an admin creates a backup, sees it listed and downloads it; restore needs the typed word', async () => {
    const made = await post(admin, { intent: 'backup' })
    expect(made.status).toBe(302)
    const page = await callRoute(
      pageRoute.loader,
      makeRequest('/admin/backup-restore', { user: admin }),
    )
    const backups = page.data.backups as { name: string; size: number }[]
    expect(backups).toHaveLength(1)
    expect(backups[0]!.size).toBeGreaterThan(100)
    const dl = await downloadRoute.loader({
      request: makeRequest(`/admin/backup-restore/download/${backups[0]!.name}`, { user: admin }),
      params: { name: backups[0]!.name },
      context: {},
    } as never)
    expect(dl.status).toBe(200)
    expect(dl.headers.get('Content-Disposition')).toContain('attachment')
    const bytes = Buffer.from(await dl.arrayBuffer())
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]))
    const unconfirmed = await post(admin, {
      intent: 'restore',
      name: backups[0]!.name,
      confirm: 'yes',
    })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.data.errors.confirm).toBe('Type RESTORE to confirm')
    const unknown = await post(admin, {
      intent: 'restore',
      name: 'nope.tar.gz',
      confirm: 'RESTORE',
    })
    expect(unknown.status).toBe(400)
    const badKeep = await post(admin, { intent: 'schedule', enabled: 'on', keep: '0' })
    expect(badKeep.status).toBe(400)
    expect((await post(admin, { intent: 'schedule', enabled: 'on', keep: '5' })).status).toBe(200)
    // a restore of the backup keeps the admin's session (their account is in it)
    const restored = await post(admin, {
      intent: 'restore',
      name: backups[0]!.name,
      confirm: 'RESTORE',
    })
    expect(restored.status).toBe(302)
    expect(restored.location).toBe('/admin/backup-restore')
    const audit = await db.select().from(auditLogs)
    expect(audit.some((a) => a.entityType === 'backup' && a.action === 'restore')).toBe(true)
  })

  test('upload: refused for members and editors; an admin uploads an archive, it is checked and listed; corrupt, wrong or oversized ones leave nothing', async () => {
    const [first] = await listBackups()
    expect(first).toBeDefined()
    const bytes = new Uint8Array(await readFile(path.join(backupDir(), first!.name)))
    const before = await allFiles()
    const audits = (await db.select().from(auditLogs)).length
    for (const user of [null, member, editor]) {
      const r = await callRoute(pageRoute.action, uploadRequest(user, bytes, 'site.tar.gz'))
      expect(r.status).toBe(user ? 403 : 401)
    }
    expect(await allFiles()).toEqual(before)
    expect((await db.select().from(auditLogs)).length).toBe(audits)

    // random bytes: not an archive
    const junk = new Uint8Array(4096).map((_, i) => (i * 31) % 251)
    const bad = await callRoute(pageRoute.action, uploadRequest(admin, junk, 'site.tar.gz'))
    expect(bad.status).toBe(422)
    expect(bad.data.message).toBe(RESTORE_MESSAGES.unreadable)
    expect(bad.data.errors.archive).toBe(RESTORE_MESSAGES.unreadable)
    // a real archive cut short
    const cut = await callRoute(
      pageRoute.action,
      uploadRequest(admin, bytes.subarray(0, Math.floor(bytes.length / 2)), 'site.tar.gz'),
    )
    expect(cut.status).toBe(422)
    const wrongType = await callRoute(pageRoute.action, uploadRequest(admin, bytes, 'site.zip'))
    expect(wrongType.status).toBe(400)
    expect(wrongType.data.message).toBe(UPLOAD_MESSAGES.notArchive)
    const none = await callRoute(pageRoute.action, uploadRequest(admin, new Uint8Array(), ''))
    expect(none.status).toBe(400)
    // over the size limit: cut off while streaming, the partial file removed
    const big = await receiveBackupUpload(
      uploadRequest(admin, bytes, 'site.tar.gz'),
      admin,
      Math.floor(bytes.length / 3),
    )
    expect(big).toMatchObject({ ok: false, status: 413 })
    expect(await allFiles()).toEqual(before)

    const ok = await callRoute(pageRoute.action, uploadRequest(admin, bytes, 'site.tar.gz'))
    expect(ok.status).toBe(200)
    expect(ok.data.message).toMatch(/^Backup uploaded and checked as uploaded-\d{8}-\d{6}-/)
    const after = await allFiles()
    expect(after).toHaveLength(before.length + 1)
    const added = after.find((n) => !before.includes(n))!
    expect(added).toMatch(/^uploaded-.*\.tar\.gz$/)
    expect(new Uint8Array(await readFile(path.join(backupDir(), added)))).toEqual(bytes)
    const page = await callRoute(
      pageRoute.loader,
      makeRequest('/admin/backup-restore', { user: admin }),
    )
    expect(page.data.backups.map((b: { name: string }) => b.name)).toContain(added)
    const audit = await db.select().from(auditLogs)
    expect(audit.some((a) => a.entityType === 'backup' && a.action === 'upload')).toBe(true)
    // restoring it is the usual step, with the typed word
    const restored = await post(admin, { intent: 'restore', name: added, confirm: 'RESTORE' })
    expect(restored.status).toBe(302)
  })

  test('the daily schedule: checked every hour for three days, it runs once a day and keeps the newest N', async () => {
    for (const f of await allFiles()) await rm(path.join(backupDir(), f), { force: true })
    await saveSchedule(admin, { enabled: true, keep: 2 })
    const start = Date.now()
    const HOUR = 60 * 60 * 1000
    const runs: number[] = []
    for (let h = 0; h < 72; h++) if (await runScheduledBackupIfDue(start + h * HOUR)) runs.push(h)
    expect(runs).toEqual([0, 24, 48])
    const daily = (await listBackups()).filter((b) => b.scheduled)
    expect(daily).toHaveLength(2)
    // the two newest days are the ones kept
    expect(daily.map((b) => b.createdAt.getTime())).toEqual([start + 48 * HOUR, start + 24 * HOUR])
    // switched off: nothing more
    await saveSchedule(admin, { enabled: false, keep: 2 })
    expect(await runScheduledBackupIfDue(start + 96 * HOUR)).toBe(false)
  })
})
