import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { auditLogs, siteSettings } from '#app/db/schema'
import * as route from '#app/routes/admin/settings'
import { DEFAULT_ARTICLE_CATEGORIES } from '#app/utils/site'
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
const valid = {
  'social_links.Instagram': 'https://instagram.com/btg',
  'social_links.TikTok': '',
  article_categories: 'Training\nNutrition\n\nTraining\n  Recovery  ',
  sport_options: 'Basketball\nSoccer',
  content_preferences: 'Training',
  favicon_url: '/favicon.svg',
  banned_words: 'Spam Link\n\nspam link\nbuy followers',
}
const save = (user: TestUser | null, form: Record<string, string>) =>
  call(
    route.action({
      request: makeRequest('/admin/settings', { user, form }),
      params: {},
      context: {},
    } as never),
  )
const load = (user: TestUser | null) =>
  call(
    route.loader({
      request: makeRequest('/admin/settings', { user }),
      params: {},
      context: {},
    } as never),
  )
const rows = () => db.select().from(siteSettings)

describe('settings', () => {
  test('guards: anonymous 401, member and editor 403 with the message; nothing stored', async () => {
    const member = await createUser()
    const editor = await createUser({ role: 'editor' })
    expect((await load(null)).status).toBe(401)
    expect((await load(editor)).status).toBe(403)
    expect((await save(null, valid)).status).toBe(401)
    for (const who of [member, editor]) {
      expect(await save(who, valid)).toMatchObject({
        status: 403,
        data: { message: 'Admin access required to update settings' },
      })
    }
    expect(await rows()).toHaveLength(0)
    expect(await db.select().from(auditLogs)).toHaveLength(0)
  })

  test('defaults when nothing is stored; admin saves every key with an audit row', async () => {
    const admin = await createUser({ role: 'admin' })
    expect((await load(admin)).data).toMatchObject({
      settings: { article_categories: [...DEFAULT_ARTICLE_CATEGORIES], social_links: {} },
    })
    expect(await save(admin, valid)).toMatchObject({
      status: 200,
      data: { ok: true, message: 'Settings updated successfully' },
    })
    const byKey = Object.fromEntries((await rows()).map((r) => [r.key, r.value]))
    expect(byKey).toEqual({
      social_links: { Instagram: 'https://instagram.com/btg' },
      article_categories: ['Training', 'Nutrition', 'Recovery'],
      sport_options: ['Basketball', 'Soccer'],
      content_preferences: ['Training'],
      favicon_url: '/favicon.svg',
      banned_words: ['spam link', 'buy followers'],
      video_upload_max_mb: 200,
    })
    const [log] = await db.select().from(auditLogs).where(eq(auditLogs.entityType, 'site_settings'))
    expect(log).toMatchObject({
      action: 'update',
      userId: admin.id,
      entityData: { name: 'Site settings' },
    })
    // a second save updates in place
    expect((await save(admin, { ...valid, sport_options: 'Tennis' })).status).toBe(200)
    expect((await load(admin)).data).toMatchObject({ settings: { sport_options: ['Tennis'] } })
  })

  test('invalid input is a 400 with its message and changes nothing', async () => {
    const admin = await createUser({ role: 'admin' })
    const before = await rows()
    const cases: [Record<string, string>, string][] = [
      [{ 'social_links.YouTube': `https://youtube.com/${'a'.repeat(2048)}` }, 'URL is too long'],
      [{ 'social_links.Facebook': 'javascript:alert(1)' }, 'Please enter a valid URL'],
      [{ article_categories: '  \n ' }, 'Add at least one category'],
      [{ sport_options: 'x'.repeat(61) }, 'Each sport must be less than 60 characters'],
      [{ favicon_url: 'ftp://x/icon.png' }, 'Please enter a valid URL'],
      [{ banned_words: 'x'.repeat(61) }, 'Each word or phrase must be less than 60 characters'],
    ]
    for (const [patch, message] of cases) {
      // keyed by the input's name (the dotted zod path), where the form shows it
      expect(await save(admin, { ...valid, ...patch })).toMatchObject({
        status: 400,
        data: { message, errors: { [Object.keys(patch)[0]!]: message } },
      })
    }
    expect(await rows()).toEqual(before)
  })
})
