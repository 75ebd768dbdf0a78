import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, pollOptions, polls, pollVotes, users } from '#app/db/schema'
import { VERIFY_EMAIL_FIRST } from '#app/features/accounts/session.server'
import * as pollNew from '#app/routes/admin/poll-new'
import * as pollsAdmin from '#app/routes/admin/polls'
import * as community from '#app/routes/site/community'
import * as home from '#app/routes/site/home'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { POLL_MESSAGES } from './polls.schema'
import { castVote } from './polls.server'

async function makePoll(opts: { active?: boolean; options?: string[] } = {}) {
  const [poll] = await db
    .insert(polls)
    .values({ title: `Poll ${randomUUID().slice(0, 6)}`, isActive: opts.active ?? true })
    .returning()
  const options = await db
    .insert(pollOptions)
    .values(
      (opts.options ?? ['Red', 'Blue']).map((optionText, i) => ({
        pollId: poll!.id,
        optionText,
        sortOrder: i,
      })),
    )
    .returning()
  return { poll: poll!, options }
}

const vote = (
  route: { action: (a: any) => unknown },
  user: TestUser | null,
  form: Record<string, string>,
  url = '/?index',
) => callRoute(route.action, makeRequest(url, { user, form: { intent: 'vote', ...form } }))

async function stored(pollId: string) {
  const votes = await db.select().from(pollVotes).where(eq(pollVotes.pollId, pollId))
  const options = await db
    .select({ id: pollOptions.id, count: pollOptions.voteCount })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
  return { votes, counts: Object.fromEntries(options.map((o) => [o.id, o.count])) }
}

beforeEach(async () => {
  await db.delete(polls)
  await db.delete(auditLogs).where(eq(auditLogs.entityType, 'poll'))
})

describe('voting', () => {
  test('a member votes once; the vote and the count change together; a second vote says so', async () => {
    const { poll, options } = await makePoll()
    const [red, blue] = options
    const member = await createUser()
    const first = await vote(home, member, { pollId: poll.id, optionId: red!.id })
    expect(first.status).toBe(200)
    expect(first.data).toMatchObject({ intent: 'vote', ok: true, message: POLL_MESSAGES.voted })
    // replayed request, then another option from a second tab
    const replay = await vote(home, member, { pollId: poll.id, optionId: red!.id })
    const other = await vote(
      community,
      member,
      { pollId: poll.id, optionId: blue!.id },
      '/community',
    )
    for (const r of [replay, other]) {
      expect(r.status).toBe(409)
      expect(r.data.message).toBe(POLL_MESSAGES.alreadyVoted)
    }
    const after = await stored(poll.id)
    expect(after.votes).toHaveLength(1)
    expect(after.votes[0]).toMatchObject({ voterKey: member.id, optionId: red!.id })
    expect(after.counts).toEqual({ [red!.id]: 1, [blue!.id]: 0 })

    // the loader shows the member's vote and the results; an anonymous reader sees no member state
    const mine = await callRoute(home.loader, makeRequest('/', { user: member }))
    // the home page loads its poll as a section of its own ({ ok, data }: it may fail alone)
    expect(mine.data.poll).toMatchObject({ ok: true })
    expect(mine.data.poll.data).toMatchObject({ id: poll.id, myOptionId: red!.id, totalVotes: 1 })
    expect(mine.data.poll.data.options[0]).toMatchObject({ votes: 1, percent: 100 })
    const anon = await callRoute(community.loader, makeRequest('/community'))
    expect(anon.data.poll).toMatchObject({ id: poll.id, myOptionId: null, totalVotes: 1 })
  })

  test('signed out: sign-in redirect; unverified: 403; nothing stored', async () => {
    const { poll, options } = await makePoll()
    const anon = await vote(home, null, { pollId: poll.id, optionId: options[0]!.id })
    expect(anon.status).toBe(302)
    expect(anon.location).toMatch(/^\/auth\?redirectTo=/)
    const unverified = await createUser()
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id))
    const r = await vote(home, unverified, { pollId: poll.id, optionId: options[0]!.id })
    expect(r.status).toBe(403)
    expect(r.data.message).toBe(VERIFY_EMAIL_FIRST)
    expect((await stored(poll.id)).votes).toHaveLength(0)
  })

  test('bad input: unknown ids, an option of another poll, an inactive poll: 4xx, nothing stored', async () => {
    const { poll, options } = await makePoll()
    const closed = await makePoll({ active: false })
    const member = await createUser()
    const cases: [Record<string, string>, number, string][] = [
      [{ pollId: 'nope', optionId: options[0]!.id }, 400, POLL_MESSAGES.notFound],
      [{ pollId: poll.id }, 400, POLL_MESSAGES.notFound],
      [{ pollId: poll.id, optionId: randomUUID() }, 404, POLL_MESSAGES.notFound],
      [{ pollId: randomUUID(), optionId: options[0]!.id }, 404, POLL_MESSAGES.notFound],
      [{ pollId: poll.id, optionId: closed.options[0]!.id }, 404, POLL_MESSAGES.notFound],
      [{ pollId: closed.poll.id, optionId: closed.options[0]!.id }, 409, POLL_MESSAGES.closed],
    ]
    for (const [form, status, message] of cases) {
      const r = await vote(home, member, form)
      expect([form, r.status, r.data.message]).toEqual([form, status, message])
    }
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(pollVotes)) as [
      { n: number },
    ]
    expect(n).toBe(0)
    const counts = await db.select({ c: pollOptions.voteCount }).from(pollOptions)
    expect(counts.every((c) => c.c === 0)).toBe(true)
  })

  test('200 members voting at once give exactly 200 votes', async () => {
    const { poll, options } = await makePoll({ options: ['A', 'B', 'C'] })
    const ids = Array.from({ length: 200 }, (_, i) => `load-voter-${i}-${randomUUID().slice(0, 8)}`)
    await db
      .insert(users)
      .values(ids.map((id) => ({ id, name: id, email: `${id}@example.test`, emailVerified: true })))
    // every member votes twice at once: the second of each pair must change nothing
    const results = await Promise.all(
      ids.flatMap((id, i) => [
        castVote(id, { pollId: poll.id, optionId: options[i % 3]!.id }),
        castVote(id, { pollId: poll.id, optionId: options[(i + 1) % 3]!.id }),
      ]),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(200)
    const after = await stored(poll.id)
    expect(after.votes).toHaveLength(200)
    const total = Object.values(after.counts).reduce((a, b) => a + b, 0)
    expect(total).toBe(200)
    for (const o of options) {
      const rows = after.votes.filter((v) => v.optionId === o.id).length
      expect(after.counts[o.id]).toBe(rows)
    }
  })
})

describe('polls admin', () => {
  const adminArgs = (
    url: string,
    user: TestUser | null,
    form?: Record<string, string | string[]>,
  ) => makeRequest(url, { user, form })

  test('anonymous and members are refused; nothing changes', async () => {
    const { poll } = await makePoll()
    const member = await createUser()
    for (const user of [null, member]) {
      const status = user ? 403 : 401
      expect((await callRoute(pollsAdmin.loader, adminArgs('/admin/polls', user))).status).toBe(
        status,
      )
      expect((await callRoute(pollNew.loader, adminArgs('/admin/polls/new', user))).status).toBe(
        status,
      )
      const del = await callRoute(
        pollsAdmin.action,
        adminArgs('/admin/polls', user, { intent: 'delete', id: poll.id }),
      )
      expect(del.status).toBe(status)
      const created = await callRoute(
        pollNew.action,
        adminArgs('/admin/polls/new', user, { title: 'X', options: ['a', 'b'] }),
      )
      expect(created.status).toBe(status)
    }
    expect(await db.select().from(polls)).toHaveLength(1)
    expect(await db.select().from(auditLogs).where(eq(auditLogs.entityType, 'poll'))).toHaveLength(
      0,
    )
  })

  test('editor creates a poll (2 to 10 options, clear messages), one active at a time, audited', async () => {
    const editor = await createUser({ role: 'editor' })
    const old = await makePoll({ active: true })
    const post = (form: Record<string, string | string[]>) =>
      callRoute(pollNew.action, adminArgs('/admin/polls/new', editor, form))

    const bad: [Record<string, string | string[]>, string, string][] = [
      [{ title: '', options: ['a', 'b'] }, 'title', 'Title is required'],
      [{ title: 'T', options: ['only one', '', ' '] }, 'options', 'Add at least 2 options'],
      [
        { title: 'T', options: Array.from({ length: 11 }, (_, i) => `o${i}`) },
        'options',
        'A poll can have at most 10 options',
      ],
      [{ title: 'T', options: ['Same', 'same'] }, 'options', 'Each option must be different'],
      [
        { title: 'x'.repeat(201), options: ['a', 'b'] },
        'title',
        'Title must be less than 200 characters',
      ],
    ]
    for (const [form, field, message] of bad) {
      const r = await post(form)
      expect(r.status).toBe(400)
      expect(r.data.errors[field]).toBe(message)
    }
    expect(await db.select().from(polls)).toHaveLength(1)

    const ok = await post({
      title: 'Best recovery day?',
      description: 'Pick one',
      options: ['Yoga', 'Ice bath', '', 'Nap'],
      isActive: 'on',
    })
    expect(ok.status).toBe(302)
    expect(ok.location).toBe('/admin/polls')
    const [created] = await db.select().from(polls).where(eq(polls.title, 'Best recovery day?'))
    expect(created).toMatchObject({ isActive: true, description: 'Pick one', createdBy: editor.id })
    const opts = await db.select().from(pollOptions).where(eq(pollOptions.pollId, created!.id))
    expect(opts.map((o) => o.optionText).sort()).toEqual(['Ice bath', 'Nap', 'Yoga'])
    const [oldNow] = await db.select().from(polls).where(eq(polls.id, old.poll.id))
    expect(oldNow!.isActive).toBe(false)
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'poll'), eq(auditLogs.entityId, created!.id)))
    expect(audits.map((a) => [a.action, a.userId])).toEqual([['create', editor.id]])
  })

  test('activate, deactivate, edit, delete: audited; unknown ids 4xx and nothing changed', async () => {
    const editor = await createUser({ role: 'editor' })
    const a = await makePoll({ active: true })
    const b = await makePoll({ active: false })
    const act = (form: Record<string, string>) =>
      callRoute(pollsAdmin.action, adminArgs('/admin/polls', editor, form))
    const active = async () =>
      (await db.select().from(polls).where(eq(polls.isActive, true))).map((p) => p.id)

    expect((await act({ intent: 'activate', id: b.poll.id })).status).toBe(200)
    expect(await active()).toEqual([b.poll.id])
    expect((await act({ intent: 'deactivate', id: b.poll.id })).status).toBe(200)
    expect(await active()).toEqual([])

    // an unknown id changes nothing (the activation of another poll is rolled back with it)
    await act({ intent: 'activate', id: a.poll.id })
    const unknown = await act({ intent: 'activate', id: randomUUID() })
    expect(unknown.status).toBe(404)
    expect(await active()).toEqual([a.poll.id])
    expect((await act({ intent: 'delete', id: 'not-a-uuid' })).status).toBe(400)
    expect((await act({ intent: 'explode', id: a.poll.id })).status).toBe(400)

    const badEdit = await act({ intent: 'update', id: a.poll.id, title: ' ' })
    expect(badEdit.status).toBe(400)
    expect(badEdit.data.errors.title).toBe('Title is required')
    const edit = await act({
      intent: 'update',
      id: a.poll.id,
      title: 'Renamed',
      description: 'New',
    })
    expect(edit.status).toBe(200)
    const [renamed] = await db.select().from(polls).where(eq(polls.id, a.poll.id))
    expect(renamed).toMatchObject({ title: 'Renamed', description: 'New' })

    const deleted = await act({ intent: 'delete', id: a.poll.id })
    expect([deleted.status, deleted.location]).toEqual([302, '/admin/polls'])
    expect(await db.select().from(polls).where(eq(polls.id, a.poll.id))).toHaveLength(0)
    expect(
      await db.select().from(pollOptions).where(eq(pollOptions.pollId, a.poll.id)),
    ).toHaveLength(0)

    const audit = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entityType, 'poll'))
      .orderBy(auditLogs.createdAt)
    expect(audit.map((x) => x.action)).toEqual([
      'activate',
      'deactivate',
      'activate',
      'update',
      'hard_delete',
    ])
    const list = await callRoute(pollsAdmin.loader, adminArgs('/admin/polls', editor))
    expect(list.data.polls.map((p: { id: string }) => p.id)).toEqual([b.poll.id])
  })

  test('the database allows one active poll only', async () => {
    await makePoll({ active: true })
    await expect(makePoll({ active: true })).rejects.toThrow()
  })
})
