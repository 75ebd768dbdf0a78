import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, userSubmissions } from '#app/db/schema'
import * as route from '#app/routes/admin/reviews'
import { createUser, makeRequest, type TestUser } from '#tests/factories'

type Out = { status: number; data?: Record<string, unknown> }
async function call(p: Promise<unknown>): Promise<Out> {
  try {
    const r = (await p) as {
      type?: string
      data?: Record<string, unknown>
      init?: ResponseInit | null
    }
    if (r && r.type === 'DataWithResponseInit')
      return { status: r.init?.status ?? 200, data: r.data }
    return { status: 200, data: r as Record<string, unknown> }
  } catch (e) {
    if (e instanceof Response) return { status: e.status }
    throw e
  }
}
const act = (user: TestUser | null, form: Record<string, string>) =>
  call(
    route.action({
      request: makeRequest('/admin/reviews', { user, form }),
      params: {},
      context: {},
    } as never),
  )
const load = (user: TestUser | null, qs = '') =>
  call(
    route.loader({
      request: makeRequest(`/admin/reviews${qs}`, { user }),
      params: {},
      context: {},
    } as never),
  )

async function story(userId: string, title = 'My first season') {
  const [row] = await db
    .insert(userSubmissions)
    .values({
      title,
      content: 'It was a long one.',
      category: 'Personal Stories',
      userId,
      submissionType: 'story',
    })
    .returning()
  return row!
}
const get = async (id: string) =>
  (await db.select().from(userSubmissions).where(eq(userSubmissions.id, id)))[0]!
const audits = async (id: string) => db.select().from(auditLogs).where(eq(auditLogs.entityId, id))

describe('moderation queue', () => {
  test('guards: anonymous 401, member 403; editors and admins allowed; refused actions change nothing', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    const admin = await createUser({ role: 'admin' })
    const s = await story(member.id)
    expect((await load(null)).status).toBe(401)
    expect((await load(member)).status).toBe(403)
    expect((await load(admin)).status).toBe(200)
    const listed = await load(editor)
    expect(
      (listed.data!.stories as { id: string; authorName: string }[]).find((x) => x.id === s.id)
        ?.authorName,
    ).toBeTruthy()
    expect((await act(null, { intent: 'approve', id: s.id })).status).toBe(401)
    expect((await act(member, { intent: 'approve', id: s.id })).status).toBe(403)
    expect((await act(member, { intent: 'reject', id: s.id, reason: 'spam' })).status).toBe(403)
    expect((await get(s.id)).status).toBe('pending')
    expect(await audits(s.id)).toHaveLength(0)
  })

  test('approve with edits: status, reviewer, edited fields and an audit row', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    const s = await story(member.id)
    const res = await act(editor, {
      intent: 'approve',
      id: s.id,
      title: 'Edited title',
      content: 'Cleaner text.',
      category: 'Mental Health',
    })
    expect(res).toMatchObject({ status: 200, data: { ok: true } })
    expect(await get(s.id)).toMatchObject({
      status: 'approved',
      title: 'Edited title',
      content: 'Cleaner text.',
      category: 'Mental Health',
      reviewedBy: editor.id,
    })
    expect(await audits(s.id)).toEqual([
      expect.objectContaining({
        action: 'approve',
        entityType: 'story',
        entityData: expect.objectContaining({ title: 'Edited title' }),
      }),
    ])
    expect((await load(editor, '?status=approved')).data!.stories).toEqual([
      expect.objectContaining({ id: s.id }),
    ])
  })

  test('reject stores the reason; bad input is a 400 with its message and changes nothing', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    const s = await story(member.id, 'Reject me')
    expect(await act(editor, { intent: 'reject', id: s.id, reason: '  ' })).toMatchObject({
      status: 400,
      data: { message: 'Please give a reason for rejecting this story' },
    })
    expect(
      await act(editor, { intent: 'save', id: s.id, title: '', content: 'x', category: 'Other' }),
    ).toMatchObject({ status: 400, data: { message: 'Title is required' } })
    expect(
      await act(editor, { intent: 'save', id: s.id, title: 'x', content: 'x', category: 'Gossip' }),
    ).toMatchObject({ status: 400, data: { message: 'Please choose a category' } })
    expect((await act(editor, { intent: 'approve', id: 'not-a-uuid' })).status).toBe(400)
    expect(await get(s.id)).toMatchObject({ status: 'pending', title: 'Reject me' })
    expect(await act(editor, { intent: 'reject', id: s.id, reason: 'Off topic' })).toMatchObject({
      status: 200,
      data: { message: 'Story rejected' },
    })
    expect(await get(s.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Off topic' })
    expect((await audits(s.id)).map((a) => a.action)).toEqual(['reject'])
  })
})
