// Every address an admin or editor types in, over HTTP through the admin routes' actions: the URL
// parser decides, so a backslash, a control character, credentials or a scheme other than http(s)
// is refused with the form's message (400) and nothing is stored.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { authors, hubs, products, siteSettings } from '#app/db/schema'
import * as authorRoute from '#app/routes/admin/author-edit'
import * as productRoute from '#app/routes/admin/product-edit'
import * as seoSettingsRoute from '#app/routes/admin/seo-settings'
import * as settingsRoute from '#app/routes/admin/settings'
import { safeImageUrl } from '#app/utils/image-url'
import { HUBS } from '#app/utils/site'
import { createUser, makeRequest, type TestUser } from '#tests/factories'
import { callRoute } from '#tests/route-result'

// read by a browser as another site or another scheme, or not an address at all
const OFF_SITE_PATHS = ['/\\evil.example/x.png', '/\t/evil.example/x.png', '//evil.example/x.png']
const BAD_WEB = [
  'https://shop.example\\@evil.example/x.png',
  'https://shop.example@evil.example/x.png',
  'https://user:pw@shop.example/x.png',
  'https:evil.example/x.png',
  'https://shop.example/a b.png',
  'https://shop.example/\u0085x.png',
  'javascript:alert(1)//x.png',
  'ftp://shop.example/x.png',
]

let admin: TestUser
let editor: TestUser
beforeAll(async () => {
  ;[admin, editor] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'editor' }),
  ])
  await db
    .insert(hubs)
    .values(
      HUBS.map((h, i) => ({
        id: h.id,
        title: h.title,
        description: h.title,
        icon: 'star',
        color: 'sand',
        sortOrder: i,
      })),
    )
    .onConflictDoNothing()
})

test('site settings: the favicon and the social links', async () => {
  const valid = {
    'social_links.Instagram': 'https://instagram.com/btg',
    article_categories: 'Training',
    sport_options: 'Basketball',
    content_preferences: 'Training',
    favicon_url: '/favicon.svg',
    banned_words: '',
  }
  const save = (patch: Record<string, string>) =>
    callRoute(
      settingsRoute.action,
      makeRequest('/admin/settings', { user: admin, form: { ...valid, ...patch } }),
    )
  for (const bad of [...OFF_SITE_PATHS, ...BAD_WEB]) {
    const r = await save({ favicon_url: bad })
    expect(r.status, bad).toBe(400)
    expect(r.data.errors.favicon_url).toBe('Please enter a valid URL')
  }
  for (const bad of BAD_WEB) {
    const r = await save({ 'social_links.Instagram': bad })
    expect(r.status, bad).toBe(400)
    expect(r.data.errors['social_links.Instagram']).toBe('Please enter a valid URL')
  }
  expect(await db.select().from(siteSettings)).toEqual([])
  expect((await save({ favicon_url: 'https://cdn.example.com/icon.png?v=2' })).status).toBe(200)
})

test('SEO defaults: the social image and the organisation logo', async () => {
  const valid = {
    titleSuffix: 'BTG',
    defaultSocialImage: '/media/seed/card.jpg',
    orgName: 'Beyond the Game',
    orgLocality: 'Chicago',
    orgRegion: 'IL',
    orgCountry: 'us',
    orgEmail: '',
    orgLogo: '',
  }
  const save = (patch: Record<string, string>) =>
    callRoute(
      seoSettingsRoute.action,
      makeRequest('/admin/seo/settings', { user: admin, form: { ...valid, ...patch } }),
    )
  for (const field of ['defaultSocialImage', 'orgLogo'])
    for (const bad of [...OFF_SITE_PATHS, ...BAD_WEB]) {
      const r = await save({ [field]: bad })
      expect(r.status, `${field} ${bad}`).toBe(400)
      expect(r.data.errors[field]).toBe('Please enter a valid URL')
    }
  expect(await db.select().from(siteSettings).where(eq(siteSettings.key, 'seo'))).toEqual([])
  expect((await save({ orgLogo: 'https://cdn.example.com/logo.png' })).status).toBe(200)
})

test('products: the affiliate link leaves only for http(s), the image stays an image URL', async () => {
  const valid = {
    intent: 'save',
    title: 'Grip Tape Pro',
    slug: '',
    excerpt: 'Sticky in the rain.',
    brand: 'Courtside',
    price: '24.50',
    affiliateUrl: 'https://shop.example.com/grip',
    imageUrl: '/media/uploads/grip-tape.jpg',
    imageAlt: 'A roll of white grip tape',
    hubId: 'fit-check',
    tags: 'Gear',
    isActive: 'on',
  }
  const save = (patch: Record<string, string>) =>
    callRoute(
      productRoute.action,
      makeRequest('/admin/products/new', { user: editor, form: { ...valid, ...patch } }),
    )
  for (const bad of [...BAD_WEB, '/go/elsewhere', 'mailto:a@b.example']) {
    const r = await save({ affiliateUrl: bad })
    expect(r.status, bad).toBe(400)
    expect(r.data.errors.affiliateUrl).toBe('Please enter a valid URL')
  }
  for (const bad of [...OFF_SITE_PATHS, ...BAD_WEB]) {
    const r = await save({ imageUrl: bad })
    expect(r.status, bad).toBe(400)
    expect(r.data.errors.imageUrl).toMatch(/image URL/)
  }
  expect(await db.select().from(products)).toEqual([])
  expect((await save({})).status).toBe(302)
})

test('authors: social links and the avatar', async () => {
  const valid = {
    name: 'Maya Brooks',
    slug: '',
    title: 'Fit Check editor',
    bio: 'Former D1 guard.',
    avatarUrl: '',
    userId: '',
    'socialLinks.instagram': 'https://instagram.com/maya',
  }
  const save = (patch: Record<string, string>) =>
    callRoute(
      authorRoute.action,
      makeRequest('/admin/authors/new', { user: admin, form: { ...valid, ...patch } }),
    )
  for (const bad of BAD_WEB) {
    const r = await save({ 'socialLinks.instagram': bad })
    expect(r.status, bad).toBe(400)
    expect(r.data.message).toBe('Please enter a valid URL')
  }
  for (const bad of [...OFF_SITE_PATHS, ...BAD_WEB]) {
    const r = await save({ avatarUrl: bad })
    expect(r.status, bad).toBe(400)
  }
  expect(await db.select().from(authors)).toEqual([])
  expect((await save({})).status).toBe(302)
})

test('image URLs already stored are shown only when they are still same-site or web addresses', () => {
  for (const bad of [...OFF_SITE_PATHS, ...BAD_WEB]) expect(safeImageUrl(bad), bad).toBeNull()
  expect(safeImageUrl('/media/a.jpg')).toBe('/media/a.jpg')
  expect(safeImageUrl('http://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
})
