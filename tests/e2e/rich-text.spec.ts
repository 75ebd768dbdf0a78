// Formatted article text: written in the admin editor, validated on the server, rendered on the
// public page by the small renderer (no editor there).
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, waitForHydration } from './helpers'

const EDITOR = { email: 'editor@beyondthegame.example', password: 'Demo-Editor-2024!' }

async function signIn(page: Page, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(EDITOR.email)
  await page.getByLabel('Password').first().fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === to)
  await waitForHydration(page)
}

async function startArticle(page: Page, title: string) {
  await signIn(page, '/admin/articles/new')
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Excerpt', { exact: true }).fill('Formatting written in the editor.')
  await page.getByLabel('Hub', { exact: true }).selectOption('game-face')
  await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 })
}

test('bold, italics and a link round-trip from the editor to the public page', async ({ page }) => {
  test.setTimeout(90_000)
  const title = `Rich text e2e ${Date.now().toString(36)}`
  await startArticle(page, title)
  await page.getByRole('button', { name: 'Text', exact: true }).click()
  const box = page.getByRole('textbox', { name: 'Paragraph text (block 1)' })
  await expect(box).toBeFocused()
  const tools = page.getByRole('toolbar', { name: 'Formatting (block 1)' })

  // the editor takes focus back a frame after a toolbar click: wait for it before typing on
  const toggle = async (name: string) => {
    await tools.getByRole('button', { name }).click()
    await expect(box).toBeFocused()
  }
  await page.keyboard.type('Warm up ')
  await toggle('Bold')
  await expect(tools.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('slowly')
  await toggle('Bold')
  await page.keyboard.type(' and ')
  await toggle('Italic')
  await page.keyboard.type('breathe')
  await toggle('Italic')
  await page.keyboard.type(', then read the guide')
  for (let i = 0; i < 'the guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
  await tools.getByRole('button', { name: 'Link' }).click()
  const address = page.getByLabel('Link address')
  await expect(address).toBeFocused()
  // the editor refuses an unsafe address before it reaches the server
  await address.fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Apply link' }).click()
  await expect(
    page.getByText('Links must start with https://, http://, mailto: or /'),
  ).toBeVisible()
  await address.fill('/explore?tag=skincare')
  await address.press('Enter')
  await expect(box.locator('a[href="/explore?tag=skincare"]')).toHaveText('the guide')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Publish now' }).click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Article published').first()).toBeVisible()
  // reopened, the editor shows the stored formatting
  await waitForHydration(page)
  const reopened = page.getByRole('textbox', { name: 'Paragraph text (block 1)' })
  await expect(reopened.locator('strong')).toHaveText('slowly')
  await expect(reopened.locator('em')).toHaveText('breathe')

  const slug = await page.getByLabel('Slug', { exact: true }).inputValue()
  await page.goto(`/hub/game-face/${slug}`)
  const body = page.locator('.prose-article')
  await expect(body.locator('strong')).toHaveText('slowly')
  await expect(body.locator('em')).toHaveText('breathe')
  await expect(body.getByRole('link', { name: 'the guide' })).toHaveAttribute(
    'href',
    '/explore?tag=skincare',
  )
  await expect(body.locator('p').first()).toHaveText(
    'Warm up slowly and breathe, then read the guide',
  )
  await expectNoSeriousA11yViolations(page)
})

test('the server refuses a javascript: link posted around the editor', async ({ page }) => {
  await signIn(page, '/admin/articles/new')
  const doc = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'click me',
            marks: [{ type: 'link', attrs: { href: 'javascript:alert(document.cookie)' } }],
          },
        ],
      },
    ],
  }
  const res = await page.request.post('/admin/articles/new', {
    headers: { Origin: new URL(page.url()).origin },
    form: {
      intent: 'save',
      title: `Refused link ${Date.now().toString(36)}`,
      hubId: 'game-face',
      block_type: 'text',
      block_text: 'click me',
      block_rich: JSON.stringify(doc),
    },
  })
  expect(res.status()).toBe(400)
  expect(await res.text()).toContain(
    'Links must start with https://, http://, mailto: or / (a page on this site)',
  )
})

test('a seeded article shows its formatting and external links leave with noopener', async ({
  page,
}) => {
  await page.goto('/hub/game-face/sweat-proof-skincare-routine')
  const body = page.locator('.prose-article')
  await expect(body.locator('strong', { hasText: 'cleansing soon after you finish' })).toBeVisible()
  await expect(body.getByRole('link', { name: 'sunscreen field test' })).toHaveAttribute(
    'href',
    '/hub/game-face/sunscreen-tested-in-real-practice',
  )
  await expect(body.getByRole('link', { name: 'prescription treatment' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  )
})

test('a product block renders its card with the /go link and the disclosure', async ({ page }) => {
  test.setTimeout(90_000)
  const title = `Product block e2e ${Date.now().toString(36)}`
  await startArticle(page, title)
  await page.getByRole('button', { name: 'Product', exact: true }).click()
  // a combobox: type to filter by title or brand, arrows and Enter to choose
  const picker = page.getByRole('combobox', { name: 'Product (block 1)' })
  await expect(picker).toBeFocused()
  await page.keyboard.type('northpace cross')
  const options = page.getByRole('listbox', { name: 'Products' }).getByRole('option')
  await expect(options.first()).toContainText('Court-to-Class Cross Trainers')
  for (const text of await options.allTextContents())
    expect(text.toLowerCase()).toMatch(/northpace/)
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox', { name: 'Products' })).toBeHidden()
  await expect(picker).toHaveValue('Court-to-Class Cross Trainers (Northpace)')
  await expect(picker).toBeFocused()
  // nothing that matches says so, and Escape puts the chosen product back
  await picker.fill('zzqx no such thing')
  await expect(page.getByText('No products match “zzqx no such thing”.')).toBeVisible()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(picker).toHaveValue('Court-to-Class Cross Trainers (Northpace)')
  await page.getByRole('button', { name: 'Publish now' }).click()
  await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  await expect(page.getByText('Article published').first()).toBeVisible()
  const slug = await page.getByLabel('Slug', { exact: true }).inputValue()
  const articleId = new URL(page.url()).pathname.split('/').pop()!

  // the admin's reader preview draws the same card
  await page.goto(`/admin/articles/${articleId}/preview`)
  const preview = page.getByRole('complementary', {
    name: /^Product: Court-to-Class Cross Trainers/,
  })
  await expect(preview).toBeVisible()
  await expect(preview.getByRole('link', { name: /Shop now/ })).toHaveAttribute(
    'href',
    /^\/go\/[0-9a-f-]{36}\?from=article$/,
  )
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/hub/game-face/${slug}`)
  await waitForHydration(page)
  const card = page.getByRole('complementary', { name: /^Product: Court-to-Class Cross Trainers/ })
  await expect(card).toBeVisible()
  const shop = card.getByRole('link', { name: /Shop now/ })
  await expect(shop).toHaveAttribute('href', /^\/go\/[0-9a-f-]{36}\?from=article$/)
  await expect(shop).toHaveAttribute('rel', 'sponsored noopener')
  await expect(shop).toHaveAttribute('target', '_blank')
  await expect(card.getByText(/^Affiliate disclosure:/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('without JavaScript a text block is a labelled textarea whose edit is saved as paragraphs', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  // make an article with a formatted text block, with JavaScript
  const js = await browser.newPage()
  const title = `No-JS text e2e ${Date.now().toString(36)}`
  await startArticle(js, title)
  await js.getByRole('button', { name: 'Text', exact: true }).click()
  const editor = js.getByRole('textbox', { name: 'Paragraph text (block 1)' })
  await expect(editor).toBeFocused()
  await js.keyboard.type('First words ')
  const bold = js
    .getByRole('toolbar', { name: 'Formatting (block 1)' })
    .getByRole('button', { name: 'Bold' })
  await bold.click()
  // the editor takes focus back a frame after a toolbar click: keys typed before it are lost
  await expect(bold).toHaveAttribute('aria-pressed', 'true')
  await expect(editor).toBeFocused()
  await js.keyboard.type('in bold')
  await js.getByRole('button', { name: 'Save draft' }).click()
  await js.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}$/)
  const url = new URL(js.url()).pathname
  const cookies = await js.context().cookies()
  await js.close()

  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.addCookies(cookies)
  const page = await context.newPage()
  await page.goto(url)
  const box = page.getByRole('textbox', { name: 'Paragraph text (block 1)' })
  await expect(box).toHaveValue('First words in bold')
  await expect(
    page.getByText(/formatting \(bold, italics, links, lists\) needs JavaScript/),
  ).toBeVisible()
  // (axe needs JavaScript in the page: the textarea's name and description are asserted instead)
  await expect(box).toHaveAccessibleDescription(/needs JavaScript/)
  // the block buttons that cannot work without JavaScript are not offered; a note says so
  await expect(page.getByRole('group', { name: 'Add a block' })).toBeHidden()
  await expect(page.getByRole('button', { name: /^Remove .* block 1$/ })).toBeHidden()
  await expect(page.getByText(/adding, moving and\s+removing blocks/)).toBeVisible()

  // saved unchanged, the bold survives
  await page.getByRole('button', { name: 'Save draft' }).click()
  await page.waitForURL(url)
  await page.goto(`${url}/preview`)
  await expect(page.locator('strong', { hasText: 'in bold' })).toBeVisible()

  // edited: two paragraphs, as typed
  await page.goto(url)
  await box.fill('A new first paragraph.\n\nAnd a second one.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await page.waitForURL(url)
  await expect(box).toHaveValue('A new first paragraph.\n\nAnd a second one.')
  await page.goto(`${url}/preview`)
  await expect(page.getByText('A new first paragraph.', { exact: true })).toBeVisible()
  await expect(page.getByText('And a second one.', { exact: true })).toBeVisible()
  await context.close()
})
