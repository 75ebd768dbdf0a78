import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { memberNotifications } from '#app/db/schema'
import { createUser } from '#tests/factories'
import { notifyMember } from './member-notify.server'

test('notices with a group key are one unread row whose count grows; read ones start a new row', async () => {
  const member = await createUser({ role: 'user' })
  const notice = {
    userId: member.id,
    kind: 'story_reactions' as const,
    title: 'New reactions on your story',
    groupKey: 'reactions:story-1',
  }
  const first = await notifyMember(db, notice)
  const second = await notifyMember(db, notice)
  expect(second).toBe(first)
  let rows = await db
    .select()
    .from(memberNotifications)
    .where(eq(memberNotifications.userId, member.id))
  expect(rows).toHaveLength(1)
  expect(rows[0]!.count).toBe(2)

  await db.update(memberNotifications).set({ readAt: new Date() })
  await notifyMember(db, notice)
  await notifyMember(db, { ...notice, groupKey: null, kind: 'content_approved', title: 'Approved' })
  rows = await db
    .select()
    .from(memberNotifications)
    .where(eq(memberNotifications.userId, member.id))
  expect(rows).toHaveLength(3)
})
