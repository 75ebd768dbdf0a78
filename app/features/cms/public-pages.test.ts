import { expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { pageContent } from '#app/db/schema'
import * as editRoute from '#app/routes/admin/page-edit'
import * as cmsPageRoute from '#app/routes/site/cms-page'
import * as homeRoute from '#app/routes/site/home'
import * as layoutRoute from '#app/routes/site/layout'
import { createUser, makeRequest } from '#tests/factories'
import { callRoute } from '#tests/route-result'

async function seed() {
  await db.delete(pageContent)
  await db.insert(pageContent).values([
    {
      pageSlug: 'index',
      sectionKey: 'b_values',
      contentData: { title: 'What we stand for', items: ['Honest reviews', ' ', 7] },
      isPublished: true,
    },
    {
      pageSlug: 'index',
      sectionKey: 'a_welcome',
      contentData: { title: 'Built by athletes', text: 'We started in a locker room.' },
      isPublished: true,
    },
    { pageSlug: 'index', sectionKey: 'c_draft', contentData: { title: 'Not yet' } },
    {
      pageSlug: 'footer',
      sectionKey: 'about',
      contentData: { text: 'Old footer tagline' },
      isPublished: true,
    },
    {
      pageSlug: 'footer',
      sectionKey: 'contact',
      contentData: { email: 'team@beyondthegame.example', location: 'Chicago, IL' },
      isPublished: true,
    },
    {
      pageSlug: 'summer-camp',
      sectionKey: 'a_intro',
      contentData: { title: 'Summer camp guide', text: 'Pack light.\n\nSleep well.' },
      isPublished: true,
    },
    {
      pageSlug: 'summer-camp',
      sectionKey: 'seo',
      contentData: { title: 'Summer Camp Guide', text: 'What to pack for camp.' },
      isPublished: true,
    },
    { pageSlug: 'draft-page', sectionKey: 'a', contentData: { title: 'Draft' } },
    {
      pageSlug: 'trashed-page',
      sectionKey: 'a',
      contentData: { title: 'Gone' },
      isPublished: true,
      deletedAt: new Date(),
    },
  ])
}

const home = () => callRoute(homeRoute.loader, makeRequest('/'))
const frame = () => callRoute(layoutRoute.loader, makeRequest('/'))
const cmsPage = (slug: string) =>
  callRoute(cmsPageRoute.loader, makeRequest(`/p/${slug}`), { slug })

test('the home page shows the published index sections in section-key order', async () => {
  await seed()
  const res = await home()
  expect(res.data.sections).toEqual([
    {
      key: 'a_welcome',
      title: 'Built by athletes',
      text: 'We started in a locker room.',
      items: [],
    },
    { key: 'b_values', title: 'What we stand for', items: ['Honest reviews'] },
  ])
})

test('the footer reads its published sections over the built-in wording', async () => {
  await seed()
  const res = await frame()
  expect(res.data.text.footer).toMatchObject({
    tagline: 'Old footer tagline',
    contactEmail: 'team@beyondthegame.example',
    location: 'Chicago, IL',
  })
  await db.delete(pageContent)
  const fallback = await frame()
  expect(fallback.data.text.footer.tagline).toBe(
    'The magazine and community for female athletes: style, beauty, NIL and life beyond sport.',
  )
})

test('a published page is served at /p/{slug}; drafts, trashed, reserved and unknown are 404', async () => {
  await seed()
  const page = await cmsPage('summer-camp')
  expect(page.status).toBe(200)
  expect(page.data.page).toMatchObject({
    title: 'Summer Camp Guide',
    description: 'What to pack for camp.',
    sections: [{ key: 'a_intro', title: 'Summer camp guide', text: 'Pack light.\n\nSleep well.' }],
  })
  for (const slug of ['draft-page', 'trashed-page', 'index', 'footer', 'interface', 'nope', 'UP'])
    expect((await cmsPage(slug)).status).toBe(404)
})

test("an admin's edit and publish through the page editor reach the home page and footer", async () => {
  await seed()
  const admin = await createUser({ role: 'admin' })
  const save = (slug: string, sectionKey: string, fields: Record<string, string>) =>
    callRoute(
      editRoute.action,
      makeRequest(`/admin/pages/edit/${slug}`, {
        user: admin,
        form: {
          intent: 'save-fields',
          sectionKey,
          key: Object.keys(fields),
          value: Object.values(fields),
          kind: Object.keys(fields).map(() => 'text'),
        },
      }),
      { pageSlug: slug },
    )
  expect(
    (await save('index', 'a_welcome', { title: 'Hello, athletes', text: 'New text' })).status,
  ).toBe(200)
  expect((await save('footer', 'about', { text: 'A brand new footer line' })).status).toBe(200)
  const publish = await callRoute(
    editRoute.action,
    makeRequest('/admin/pages/edit/index', {
      user: admin,
      form: { intent: 'publish-section', sectionKey: 'c_draft' },
    }),
    { pageSlug: 'index' },
  )
  expect(publish.status).toBe(200)
  const after = await home()
  expect(after.data.sections.map((s: { title: string }) => s.title)).toEqual([
    'Hello, athletes',
    'What we stand for',
    'Not yet',
  ])
  expect((await frame()).data.text.footer.tagline).toBe('A brand new footer line')
})
