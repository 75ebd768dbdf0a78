import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { staffNotificationState, storyComments, userSubmissions } from '#app/db/schema'
import * as layout from '#app/routes/admin/layout'
import * as readRoute from '#app/routes/api/admin-notifications-read'
import { recordAudit } from '#app/utils/audit.server'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { seedNotifications, type BellSeed } from './bell-seed'
import { unreadBadge } from './notifications'

const shell = (user: TestUser | null) => callRoute(layout.loader, makeRequest('/admin', { user }))

describe('the admin bell on page load', () => {
  test('persisted events and pending work are unread until Mark all read, from the database', async () => {
    const editor = await createUser({ role: 'editor' })
    const member = await createUser()
    const [story] = await db
      .insert(userSubmissions)
      .values({ title: 'Waiting story', content: 'x', category: 'Other', userId: member.id })
      .returning()
    await db.insert(storyComments).values([
      { storyId: story!.id, userId: member.id, body: 'One', status: 'pending' },
      { storyId: story!.id, userId: member.id, body: 'Two', status: 'pending' },
    ])
    await db.transaction((tx) =>
      recordAudit(tx, {
        action: 'hard_delete',
        entityType: 'article',
        entityId: null,
        entityData: { title: 'Old article' },
        userId: editor.id,
      }),
    )

    const first = await shell(editor)
    expect(first.status).toBe(200)
    const bell = first.data.bell as BellSeed
    expect(bell.readBefore).toBeNull()
    expect(bell.pending).toMatchObject({ total: 3, parts: ['1 story', '2 comments'] })
    expect(first.data.counts).toMatchObject({ pendingReview: 3, pendingQa: 0 })
    expect(bell.events.map((e) => e.title)).toContain('Old article')
    const list = seedNotifications(bell)
    expect(list.find((n) => n.id === 'pending:review')).toMatchObject({
      title: 'Waiting for review',
      message: '1 story, 2 comments waiting in the review queue',
      isRead: false,
      metadata: { link: '/admin/queue' },
    })
    expect(unreadBadge(list)).toBe(String(list.length))

    // refused without the role; nothing stored
    for (const who of [null, member]) {
      const r = await callRoute(
        readRoute.action,
        makeRequest('/api/admin/notifications/read', { user: who, form: { intent: 'mark-read' } }),
      )
      expect(r.status).toBe(who ? 403 : 401)
    }
    expect(await db.select().from(staffNotificationState)).toEqual([])
    const bad = await callRoute(
      readRoute.action,
      makeRequest('/api/admin/notifications/read', { user: editor, form: { intent: 'x' } }),
    )
    expect(bad.status).toBe(400)

    const read = await callRoute(
      readRoute.action,
      makeRequest('/api/admin/notifications/read', { user: editor, form: { intent: 'mark-read' } }),
    )
    expect(read.status).toBe(200)
    const [mark] = await db
      .select()
      .from(staffNotificationState)
      .where(eq(staffNotificationState.userId, editor.id))
    expect(mark!.readBefore).not.toBeNull()

    // after a reload: everything read, until new work arrives
    const again = (await shell(editor)).data.bell as BellSeed
    expect(unreadBadge(seedNotifications(again))).toBeNull()
    await new Promise((r) => setTimeout(r, 5))
    await db
      .insert(storyComments)
      .values({ storyId: story!.id, userId: member.id, body: 'Three', status: 'pending' })
    const later = (await shell(editor)).data.bell as BellSeed
    expect(later.pending.parts).toEqual(['1 story', '3 comments'])
    expect(
      seedNotifications(later)
        .filter((n) => !n.isRead)
        .map((n) => n.id),
    ).toEqual(['pending:review'])
  })

  test("an editor's bell on load never holds user-management entries; an admin's does", async () => {
    const editor = await createUser({ role: 'editor' })
    const admin = await createUser({ role: 'admin' })
    await db.transaction((tx) =>
      recordAudit(tx, {
        action: 'create',
        entityType: 'invitation',
        entityId: null,
        entityData: { email: 'invitee-private@example.test' },
        userId: admin.id,
      }),
    )
    const titles = async (u: TestUser) =>
      ((await shell(u)).data.bell as BellSeed).events.map((e) => e.title)
    expect(await titles(admin)).toContain('invitee-private@example.test')
    expect(await titles(editor)).not.toContain('invitee-private@example.test')
  })
})
