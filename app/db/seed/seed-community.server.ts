// Community members (no password, they never sign in), their stories, and the polls.
import { SEED_MEMBERS, SEED_POLLS, SEED_STORIES } from './community'
import { seedUuid } from './seed-kit'
import { avatarImage, ensureSeedImages } from './seed-images.server'
import type { DB } from '#app/db/client.server'
import { pollOptions, polls, profiles, userSubmissions, users } from '#app/db/schema'

const DAY = 24 * 60 * 60 * 1000
const HUB_FOR_AVATAR = ['game-face', 'fit-check', 'brand-u', 'on-record']
const ago = (days: number) => new Date(Date.now() - days * DAY)

async function seedMembers(db: DB) {
  const images = SEED_MEMBERS.map((m, i) =>
    avatarImage(HUB_FOR_AVATAR[i % 4]!, m.username, `Illustrated avatar of ${m.displayName}`),
  )
  const urls = await ensureSeedImages(db, images)
  await db
    .insert(users)
    .values(
      SEED_MEMBERS.map((m, i) => ({
        id: m.id,
        name: m.displayName,
        email: m.email,
        emailVerified: true,
        username: m.username,
        displayName: m.displayName,
        image: urls.get(images[i]!.key)!,
        createdAt: ago(60 - i * 5),
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(profiles)
    .values(
      SEED_MEMBERS.map((m, i) => ({
        userId: m.id,
        displayName: m.displayName,
        avatarUrl: urls.get(images[i]!.key)!,
        sport: m.sport,
        location: m.location,
        bio: m.bio,
      })),
    )
    .onConflictDoNothing()
}

async function seedStories(db: DB) {
  await db
    .insert(userSubmissions)
    .values(
      SEED_STORIES.map((s) => ({
        title: s.title,
        content: s.content,
        category: s.category,
        submissionType: 'story',
        status: s.status,
        userId: s.member,
        idempotencyKey: `seed:${s.key}`,
        reviewedAt: s.status === 'approved' ? ago(Math.max(s.daysAgo - 0.5, 0)) : null,
        createdAt: ago(s.daysAgo),
        updatedAt: ago(s.daysAgo),
      })),
    )
    .onConflictDoNothing()
}

async function seedPolls(db: DB) {
  await db
    .insert(polls)
    .values(
      SEED_POLLS.map((p) => ({
        id: seedUuid(p.key),
        title: p.title,
        description: p.description,
        isActive: p.isActive,
        createdAt: ago(p.daysAgo),
        updatedAt: ago(p.daysAgo),
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(pollOptions)
    .values(
      SEED_POLLS.flatMap((p) =>
        p.options.map(([optionText, voteCount], i) => ({
          id: seedUuid(`${p.key}:${i}`),
          pollId: seedUuid(p.key),
          optionText,
          voteCount,
          sortOrder: i,
        })),
      ),
    )
    .onConflictDoNothing()
}

export async function seedCommunity(db: DB) {
  await seedMembers(db)
  await seedStories(db)
  await seedPolls(db)
}
