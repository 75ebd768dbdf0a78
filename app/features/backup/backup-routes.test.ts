import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { beforeAll, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, siteSettings } from '#app/db/schema'
import * as downloadRoute from '#app/routes/admin/backup-download'
import * as progressRoute from '#app/routes/admin/backup-progress'
import * as pageRoute from '#app/routes/admin/backup-restore'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { backupDir } from './backup-jobs.server'

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
const files = async () => (existsSync(backupDir()) ? (await readdir(backupDir())).length : 0)
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
})
