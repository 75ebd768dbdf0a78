import { readFileSync } from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { newsletterSubscribers, profiles } from '#app/db/schema'
import { getCommunityFormLists } from '#app/features/hubs/home-page.server'
import { NewsletterFormSchema } from '#app/features/newsletter/newsletter.schema'
import { action } from '#app/routes/site/profile'
import { createUser, makeRequest } from '#tests/factories'
import { callRoute } from '#tests/route-result'
import { CONTENT_INTERESTS, SPORT_INTERESTS, normaliseInterests } from './interests'

test('one taxonomy: the newsletter offers the lists the profile and the modal use', async () => {
  expect(await getCommunityFormLists()).toEqual({
    sports: [...SPORT_INTERESTS],
    interests: [...CONTENT_INTERESTS],
  })
  // the names that used to differ between the lists are in it once
  for (const s of ['Running', 'Golf', 'Dance']) expect(SPORT_INTERESTS).toContain(s)
  expect(CONTENT_INTERESTS).toContain('Fashion & Style')
  expect(CONTENT_INTERESTS).not.toContain('Fashion')
})

test('normaliseInterests renames old names, drops unknown values and duplicates', () => {
  expect(
    normaliseInterests('content', [
      'Fashion',
      'Nutrition',
      'Fashion & Style',
      'Knitting',
      'Stories',
    ]),
  ).toEqual(['Fashion & Style', 'Nutrition', 'Personal Stories'])
  expect(normaliseInterests('sports', ['Golf', 'Golf', 'Quidditch', 'Running'])).toEqual([
    'Golf',
    'Running',
  ])
})

test('the newsletter schema stores taxonomy names', () => {
  const parsed = NewsletterFormSchema.parse({
    first_name: 'Ana',
    last_name: 'Lee',
    email: 'ana@example.test',
    sports: ['Dance', 'Curling'],
    interests: ['Beauty', 'Training & Performance'],
  })
  expect(parsed.sports).toEqual(['Dance'])
  expect(parsed.interests).toEqual(['Beauty & Wellness', 'Training & Performance'])
})

test('the profile interests form stores taxonomy names', async () => {
  const u = await createUser()
  const res = await callRoute(
    action,
    makeRequest('/profile', {
      user: u,
      form: { intent: 'interests', sports: ['Golf', 'Running'], interests: ['Fashion', 'Nope'] },
    }),
  )
  expect(res.data).toMatchObject({ ok: true })
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, u.id))
  expect(row!.sportsInterests).toEqual(['Golf', 'Running'])
  expect(row!.contentInterests).toEqual(['Fashion & Style'])
})

test('the data migration renames stored content interests in profiles and subscribers', async () => {
  const u = await createUser()
  await db
    .insert(profiles)
    .values({
      userId: u.id,
      contentInterests: ['Nutrition', 'Fashion', 'Fashion & Style', 'Stories'],
    })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { contentInterests: ['Nutrition', 'Fashion', 'Fashion & Style', 'Stories'] },
    })
  await db.insert(newsletterSubscribers).values({
    email: 'legacy@example.test',
    firstName: 'Leg',
    lastName: 'Acy',
    interests: ['Beauty', 'Training', 'Mental Health'],
  })
  const file = readFileSync('drizzle/0011_interest_taxonomy.sql', 'utf8')
  for (const statement of file.split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement))
  const [p] = await db.select().from(profiles).where(eq(profiles.userId, u.id))
  expect(p!.contentInterests).toEqual(['Nutrition', 'Fashion & Style', 'Personal Stories'])
  const [n] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, 'legacy@example.test'))
  expect(n!.interests).toEqual(['Beauty & Wellness', 'Training & Performance', 'Mental Health'])
})
