// One rule for every page that shows members' writing: if any of it is by a member under 18, or
// of unknown age (no birth date), the page carries robots noindex (app/features/accounts/
// minors.server.ts). The first test finds those pages in the route table by what they import, so a
// new page that shows members' writing without the rule fails here.
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { answers, hubs, questions, storyComments, userSubmissions, users } from '#app/db/schema'
import * as questionRoute from '#app/routes/site/question'
import * as storyRoute from '#app/routes/site/story'
import { createUser, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { listRoutes, routeModulePath } from '#tests/security/route-table'

// the readers of members' writing (stories, comments, questions, answers)
const MEMBER_WRITING =
  /features\/(community\/public-stories|discussions\/(discussions-reads|story-interactions))\.server'/
// pages that show members' writing without carrying the rule, each with its reason
const EXEMPT: Record<string, string> = {
  'routes/site/community.tsx':
    'lists titles and short excerpts, each linking to its own page, which carries the rule',
  'routes/site/home.tsx': 'the same list of titles and excerpts as /community',
  'routes/site/profile.tsx': "the member's own page: always noindex",
}
// the pages the rule must cover, by the route table
const COVERED = ['community/story/:storyId', 'community/questions/:questionId']

test('every public page that reads members’ writing applies the rule (or is exempt with a reason)', () => {
  const pages = listRoutes().filter(
    (r) =>
      !r.file.startsWith('routes/admin/') &&
      MEMBER_WRITING.test(readFileSync(routeModulePath(r.file), 'utf8')),
  )
  const applying = pages.filter((r) =>
    /noindexForAuthors\(/.test(readFileSync(routeModulePath(r.file), 'utf8')),
  )
  expect(applying.map((r) => r.path).sort()).toEqual([...COVERED].sort())
  for (const r of applying)
    expect(readFileSync(routeModulePath(r.file), 'utf8'), r.file).toMatch(
      /noindex: (loaderData|data)\.noindex/,
    )
  for (const r of pages.filter((p) => !applying.includes(p)))
    expect(EXEMPT[r.file], `${r.file} shows members' writing without the noindex rule`).toBeTruthy()
})

const yearsAgo = (n: number) => {
  const d = new Date()
  d.setUTCFullYear(d.getUTCFullYear() - n)
  return d.toISOString().slice(0, 10)
}
let adult: TestUser
let adult2: TestUser
let minor: TestUser
let unknown: TestUser
beforeAll(async () => {
  ;[adult, adult2, minor, unknown] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ])
  await db
    .update(users)
    .set({ birthDate: yearsAgo(16) })
    .where(eq(users.id, minor.id))
  await db.update(users).set({ birthDate: null }).where(eq(users.id, unknown.id))
  await db
    .insert(hubs)
    .values({ id: 'game-face', title: 'Game Face', description: 'x', icon: 'star', color: 'sand' })
    .onConflictDoNothing()
})

const matches = [{ id: 'root', loaderData: { siteUrl: 'http://localhost:3000' } }]
const robots = (meta: unknown[]) =>
  (meta as { name?: string; content?: string }[]).find((m) => m.name === 'robots')?.content ?? null

async function questionRobots(id: string) {
  const r = await callRoute(
    questionRoute.loader,
    new Request(`http://localhost:3000/community/questions/${id}`),
    { questionId: id },
  )
  expect(r.status).toBe(200)
  return robots(questionRoute.meta({ loaderData: r.data, matches, params: {} } as never))
}
async function storyRobots(id: string) {
  const r = await callRoute(
    storyRoute.loader,
    new Request(`http://localhost:3000/community/story/${id}`),
    { storyId: id },
  )
  expect(r.status).toBe(200)
  return robots(storyRoute.meta({ loaderData: r.data, matches, params: { storyId: id } } as never))
}

async function question(userId: string, answerBy: string[] = []) {
  const [q] = await db
    .insert(questions)
    .values({
      userId,
      hubId: 'game-face',
      title: 'Pre-game nerves?',
      body: 'How do you cope?',
      status: 'published',
    })
    .returning({ id: questions.id })
  for (const by of answerBy)
    await db
      .insert(answers)
      .values({ questionId: q!.id, userId: by, body: 'Breathing drills.', status: 'published' })
  return q!.id
}

async function story(userId: string, commentBy: string[] = [], category = 'training') {
  const [s] = await db
    .insert(userSubmissions)
    .values({
      userId,
      title: 'Six mornings a week',
      content: 'Six mornings a week at the pool before school, and what it taught me about rest.',
      category,
      status: 'approved',
    })
    .returning({ id: userSubmissions.id })
  for (const by of commentBy)
    await db
      .insert(storyComments)
      .values({ storyId: s!.id, userId: by, body: 'Same here!', status: 'published' })
  return s!.id
}

test("a question page: the asker's or any answerer's minority (or unknown age) keeps it out", async () => {
  expect(await questionRobots(await question(adult.id, [adult2.id]))).toBeNull()
  expect(await questionRobots(await question(minor.id))).toBe('noindex, nofollow')
  // her answer on an adult's question
  expect(await questionRobots(await question(adult.id, [adult2.id, minor.id]))).toBe(
    'noindex, nofollow',
  )
  // no birth date: unknown, treated as a minor
  expect(await questionRobots(await question(unknown.id))).toBe('noindex, nofollow')
  // an answer still waiting for a moderator is not on the page
  const pending = await question(adult.id)
  await db
    .insert(answers)
    .values({ questionId: pending, userId: minor.id, body: 'Pending.', status: 'pending' })
  expect(await questionRobots(pending)).toBeNull()
})

test("a story page: the story, a comment or a 'more stories' excerpt by a minor keeps it out", async () => {
  expect(await storyRobots(await story(adult.id, [adult2.id], 'nutrition'))).toBeNull()
  expect(await storyRobots(await story(minor.id, [], 'recovery'))).toBe('noindex, nofollow')
  expect(await storyRobots(await story(unknown.id, [], 'mindset'))).toBe('noindex, nofollow')
  expect(await storyRobots(await story(adult.id, [minor.id], 'gear'))).toBe('noindex, nofollow')
  // an adult's story shown beside a minor's in 'more stories like this'
  await story(minor.id, [], 'travel')
  expect(await storyRobots(await story(adult.id, [], 'travel'))).toBe('noindex, nofollow')
})
