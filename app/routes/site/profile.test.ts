import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import {
  articles,
  emailOutbox,
  hubs,
  newsletterSubscribers,
  profiles,
  savedItems,
  userSubmissions,
  users,
} from '#app/db/schema'
import { getMediaStorage } from '#app/utils/storage.server'
import { action as exportAction, loader as exportLoader } from '#app/routes/api/profile-export'
import { action as savedAction } from '#app/routes/api/saved'
import { SOCIAL_FIELDS, socialHandleFromLink } from '#app/features/accounts/profile.schema'
import { action, loader } from '#app/routes/site/profile'
import {
  action as settingsAction,
  loader as settingsLoader,
} from '#app/routes/site/profile-settings'
import { loader as savedLoader } from '#app/routes/site/saved'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

const post = (user: TestUser | null, form: Record<string, string | string[]>) =>
  callRoute(action, makeRequest('/profile', { user, form }))

async function uploadRequest(user: TestUser, file: Blob, name = 'me.png') {
  const body = new FormData()
  body.append('intent', 'avatar')
  body.append('avatar', file, name)
  return new Request('http://localhost:3000/profile', {
    method: 'POST',
    headers: { Cookie: user.cookie, Origin: 'http://localhost:3000' },
    body,
  })
}

describe('/profile', () => {
  test('signed out: loader and action redirect to /auth', async () => {
    expect((await callRoute(loader, makeRequest('/profile'))).location).toBe(
      '/auth?redirectTo=%2Fprofile',
    )
    const res = await post(null, { intent: 'update', displayName: 'x' })
    expect(res.status).toBe(302)
  })

  test('edits the profile; values come back as stored (escaped on output by React)', async () => {
    const u = await createUser({ displayName: 'Old Name' })
    const res = await post(u, {
      intent: 'update',
      displayName: '  <b>Sam</b>  ',
      sport: 'Soccer',
      location: 'Chicago, IL',
      bio: 'Striker. <script>alert(1)</script>',
      achievements: 'State champion 2024\n\n  MVP  ',
      social_instagram: 'https://instagram.com/sam',
      social_tiktok: '',
    })
    expect(res.data).toMatchObject({ ok: true, message: 'Profile updated' })
    const { data } = await callRoute(loader, makeRequest('/profile', { user: u }))
    expect(data.profile).toMatchObject({
      displayName: '<b>Sam</b>',
      sport: 'Soccer',
      bio: 'Striker. <script>alert(1)</script>',
      achievements: ['State champion 2024', 'MVP'],
      socialLinks: { Instagram: 'https://instagram.com/sam' },
    })
  })

  test.each([
    ['displayName', 'Display name is required', { displayName: ' ' }],
    ['bio', 'Bio must be less than 1000 characters', { bio: 'x'.repeat(1001) }],
    [
      'social_youtube',
      'Enter a handle like @yourname or a link starting with https://',
      { social_youtube: 'javascript:alert(1)' },
    ],
    [
      'social_instagram',
      'Enter a handle like @yourname or a link starting with https://',
      { social_instagram: '@two words' },
    ],
    [
      'social_linkedin',
      'URL is too long',
      { social_linkedin: `https://x.example/${'a'.repeat(2050)}` },
    ],
  ] as const)('invalid %s: %s, nothing stored', async (field, message, fields) => {
    const u = await createUser({ displayName: 'Keep Me' })
    const res = await post(u, { intent: 'update', displayName: 'Valid', ...fields })
    expect(res.status).toBe(400)
    expect(res.data.errors[field]).toBe(message)
    const [p] = await db.select().from(profiles).where(eq(profiles.userId, u.id))
    expect(p!.displayName).toBe('Keep Me')
  })

  test('social accounts: @handles are stored as the full link, links as given; the form shows handles', async () => {
    const u = await createUser()
    const res = await post(u, {
      intent: 'update',
      displayName: 'Sam',
      social_instagram: '@sam.runs',
      social_tiktok: 'samruns',
      social_linkedin: ' @sam-lee ',
      social_youtube: 'http://youtube.com/c/SamRuns',
      social_twitter: '',
    })
    expect(res.data).toMatchObject({ ok: true })
    const [p] = await db.select().from(profiles).where(eq(profiles.userId, u.id))
    expect(p!.socialLinks).toEqual({
      Instagram: 'https://www.instagram.com/sam.runs',
      TikTok: 'https://www.tiktok.com/@samruns',
      LinkedIn: 'https://www.linkedin.com/in/sam-lee',
      YouTube: 'https://youtube.com/c/SamRuns',
    })
    const ig = SOCIAL_FIELDS.find((f) => f.platform === 'Instagram')!
    expect(socialHandleFromLink(ig.base, p!.socialLinks.Instagram)).toBe('@sam.runs')
    const yt = SOCIAL_FIELDS.find((f) => f.platform === 'YouTube')!
    expect(socialHandleFromLink(yt.base, p!.socialLinks.YouTube)).toBe(
      'https://youtube.com/c/SamRuns',
    )
  })

  test('/profile/settings: signed out goes to /auth; its forms post to it', async () => {
    expect((await callRoute(settingsLoader, makeRequest('/profile/settings'))).location).toBe(
      '/auth?redirectTo=%2Fprofile%2Fsettings',
    )
    const u = await createUser({ displayName: 'Before' })
    const res = await callRoute(
      settingsAction,
      makeRequest('/profile/settings', {
        user: u,
        form: { intent: 'update', displayName: 'After' },
      }),
    )
    expect(res.data).toMatchObject({ ok: true, message: 'Profile updated' })
    const { data } = await callRoute(settingsLoader, makeRequest('/profile/settings', { user: u }))
    expect(data.profile.displayName).toBe('After')
  })

  test('avatar: resized to a 256px square WebP in media storage; junk refused', async () => {
    const u = await createUser()
    const png = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer()
    const res = await callRoute(
      action,
      await uploadRequest(u, new Blob([new Uint8Array(png)], { type: 'image/png' })),
    )
    expect(res.data).toMatchObject({ ok: true })
    const [p] = await db.select().from(profiles).where(eq(profiles.userId, u.id))
    expect(p!.avatarUrl).toMatch(/^\/media\/avatars\/.+\.webp$/)
    const stored = await getMediaStorage().get(p!.avatarUrl!.slice('/media/'.length))
    const meta = await sharp(stored!.body).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 })
    const bad = await callRoute(
      action,
      await uploadRequest(u, new Blob(['not an image'], { type: 'image/png' }), 'x.png'),
    )
    expect(bad.status).toBe(400)
    expect(bad.data.message).toMatch(/Unsupported image type/)
  })

  test('export: /profile/export is a JSON download of what is stored, without secrets', async () => {
    const u = await createUser()
    await db
      .insert(userSubmissions)
      .values({ title: 'T', content: 'C', category: 'Other', userId: u.id })
    for (const method of ['GET', 'POST']) {
      const res = await callRoute(
        method === 'GET' ? exportLoader : exportAction,
        makeRequest('/profile/export', { user: u, method }),
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename="my-data-/)
      expect(res.data.account.email).toBe(u.email)
      expect(res.data.tables.user_submissions).toHaveLength(1)
      expect(JSON.stringify(res.data)).not.toMatch(/password|token/i)
    }
    const anonymous = await callRoute(exportLoader, makeRequest('/profile/export'))
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toBe('/auth?redirectTo=%2Fprofile%2Fexport')
    // an old form posting intent=export to /profile is sent to the download
    const legacy = await post(u, { intent: 'export' })
    expect(legacy.status).toBe(303)
    expect(legacy.location).toBe('/profile/export')
  })

  test('delete: needs the confirmation word, then removes the member and their data', async () => {
    const u = await createUser()
    await db.insert(newsletterSubscribers).values({ email: u.email, firstName: 'A', lastName: 'B' })
    const refused = await post(u, { intent: 'delete', confirm: 'delete me' })
    expect(refused.status).toBe(400)
    expect(refused.data.errors.confirm).toBe('Type DELETE to confirm')
    expect(await db.select().from(users).where(eq(users.id, u.id))).toHaveLength(1)
    const res = await post(u, { intent: 'delete', confirm: 'DELETE' })
    expect(res.status).toBe(302)
    expect(await db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0)
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, u.email)),
    ).toHaveLength(0)
  })
})

describe('saved items', () => {
  async function article(status: 'published' | 'draft' = 'published') {
    await db
      .insert(hubs)
      .values({ id: 'game-face', title: 'Game Face', description: 'd', icon: 'i', color: '#000' })
      .onConflictDoNothing()
    const [a] = await db
      .insert(articles)
      .values({
        slug: `a-${crypto.randomUUID()}`,
        title: 'Glow Up',
        hubId: 'game-face',
        status,
        publishedAt: new Date(),
      })
      .returning()
    return a!
  }
  const save = (user: TestUser | null, form: Record<string, string>) =>
    callRoute(savedAction, makeRequest('/api/saved', { user, form }))

  test('save, list, unsave; without JS it redirects back', async () => {
    const u = await createUser()
    const a = await article()
    const res = await save(u, {
      itemType: 'article',
      itemId: a.id,
      intent: 'save',
      redirectTo: `/hub/game-face/${a.slug}`,
    })
    expect(res.status).toBe(302)
    expect(res.location).toBe(`/hub/game-face/${a.slug}`)
    await save(u, { itemType: 'article', itemId: a.id, intent: 'save', via: 'fetcher' })
    const list = await callRoute(savedLoader, makeRequest('/saved', { user: u }))
    expect(list.data.articles.map((x: { id: string }) => x.id)).toEqual([a.id])
    const un = await save(u, {
      itemType: 'article',
      itemId: a.id,
      intent: 'unsave',
      via: 'fetcher',
    })
    expect(un.data).toEqual({ ok: true, saved: false })
    expect(await db.select().from(savedItems)).toHaveLength(0)
  })

  test('refuses anonymous users, unknown and unpublished items', async () => {
    const a = await article()
    expect((await save(null, { itemType: 'article', itemId: a.id })).location).toMatch(/^\/auth/)
    const u = await createUser()
    expect((await save(u, { itemType: 'article', itemId: crypto.randomUUID() })).status).toBe(404)
    expect(
      (await save(u, { itemType: 'article', itemId: (await article('draft')).id })).status,
    ).toBe(404)
    expect((await save(u, { itemType: 'video', itemId: a.id })).status).toBe(400)
    expect(await db.select().from(savedItems)).toHaveLength(0)
  })

  test('/saved requires a member', async () => {
    expect((await callRoute(savedLoader, makeRequest('/saved'))).location).toBe(
      '/auth?redirectTo=%2Fsaved',
    )
  })
})

test('the only admin cannot delete their account', async () => {
  const admin = await createUser({ role: 'admin' })
  const res = await post(admin, { intent: 'delete', confirm: 'DELETE' })
  expect(res.status).toBe(409)
  expect(res.data.message).toBe(
    'You are the only admin. Make another member an admin before deleting your account.',
  )
  expect(await db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1)
})

test('resend verification: a new link for an unverified member, limited; verified members need none', async () => {
  const u = await createUser()
  const verified = await post(u, { intent: 'resend-verification' })
  expect(verified.data).toMatchObject({
    ok: true,
    message: 'Your email address is already confirmed.',
  })
  await db.update(users).set({ emailVerified: false }).where(eq(users.id, u.id))
  for (let i = 0; i < 3; i++) {
    const res = await post(u, { intent: 'resend-verification' })
    expect(res.data).toMatchObject({
      ok: true,
      message: `We sent a new confirmation link to ${u.email}.`,
    })
  }
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email))
  // one from the sign-up, three resent
  expect(mails.filter((m) => m.subject.startsWith('Confirm your email'))).toHaveLength(4)
  const limited = await post(u, { intent: 'resend-verification' })
  expect(limited.status).toBe(429)
})
