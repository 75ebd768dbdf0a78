import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { pageContent, siteSettings } from '#app/db/schema'
import { loader as layoutLoader } from '#app/routes/site/layout'
import { INTERFACE_DEFAULTS } from './interface-defaults'
import { getInterfaceText, mergeInterfaceText, parseSocialLinks } from './interface-text.server'

test('with no rows, the built-in fallback wording is used', async () => {
  const text = await getInterfaceText()
  expect(text.hero.subtitle).toBe(
    'Where 10,000+ female athletes discover fashion, beauty, branding, and life beyond sport',
  )
  expect(text.hero.primaryButtonText).toBe('Shop Athlete Favorites')
  expect(text.footer).toEqual(INTERFACE_DEFAULTS.footer)
})

test('published interface rows override field by field; unpublished, deleted, other pages and non-json are ignored', async () => {
  await db.insert(pageContent).values([
    {
      pageSlug: 'interface',
      sectionKey: 'hero',
      contentType: 'json',
      isPublished: true,
      contentData: { title: 'Play Bold', subtitle: '', extra: 42 },
    },
    {
      pageSlug: 'interface',
      sectionKey: 'nav',
      contentType: 'json',
      isPublished: false,
      contentData: { products: 'Shop' },
    },
    {
      pageSlug: 'interface',
      sectionKey: 'footer',
      contentType: 'json',
      isPublished: true,
      deletedAt: new Date(),
      contentData: { copyright: 'x' },
    },
    {
      pageSlug: 'index',
      sectionKey: 'mission',
      contentType: 'json',
      isPublished: true,
      contentData: { title: 'Other page' },
    },
    {
      pageSlug: 'interface',
      sectionKey: 'mission',
      contentType: 'text',
      isPublished: true,
      contentData: { title: 'Wrong type' },
    },
    {
      pageSlug: 'interface',
      sectionKey: 'promo',
      contentType: 'json',
      isPublished: true,
      contentData: { label: 'New section' },
    },
  ])
  await db.insert(siteSettings).values({
    key: 'social_links',
    value: {
      Instagram: 'https://instagram.com/btg',
      x: 'https://x.com/btg',
      tiktok: 'javascript:alert(1)',
      myspace: 'https://myspace.com/btg',
    },
  })
  const { text, socialLinks } = await layoutLoader()
  expect(text.hero.title).toBe('Play Bold')
  expect(text.hero.subtitle).toBe(INTERFACE_DEFAULTS.hero.subtitle) // empty strings do not blank a default
  expect(text.hero).not.toHaveProperty('extra')
  expect(text.nav.products).toBe('Products')
  expect(text.footer.copyright).toBe(INTERFACE_DEFAULTS.footer.copyright)
  expect(text.mission.title).toBe('Your Story Beyond the Game')
  expect(text.promo).toEqual({ label: 'New section' })
  expect(socialLinks).toEqual([
    { platform: 'Instagram', url: 'https://instagram.com/btg' },
    { platform: 'Twitter', url: 'https://x.com/btg' },
  ])
})

test('social links accept a list of {platform, url} and keep the product platform order', () => {
  expect(
    parseSocialLinks([
      { platform: 'Pinterest', url: 'https://pinterest.com/btg' },
      { platform: 'YouTube', url: 'https://youtube.com/@btg' },
    ]).map((l) => l.platform),
  ).toEqual(['YouTube', 'Pinterest'])
  expect(parseSocialLinks(null)).toEqual([])
  expect(mergeInterfaceText({ hero: 'not an object' }).hero.title).toBe(
    INTERFACE_DEFAULTS.hero.title,
  )
})
