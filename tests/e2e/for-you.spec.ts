// "For you", follows, the Quiz Center everywhere, shareable quiz results and the newsletter form's
// required marks and prefill, in Chromium against the production build.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, signUpAndSignIn, waitForHydration } from './helpers'

const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`
const SHOTS = process.env.E2E_SCREENSHOTS_DIR
const WIDTHS = [390, 1440] as const

async function shot(page: Page, name: string, locator?: string) {
  if (!SHOTS) return
  if (locator)
    await page
      .locator(locator)
      .first()
      .screenshot({ path: `${SHOTS}/${name}.png` })
  else await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A new member signed in through the API, with the given interest chips saved on her profile. */
async function newMember(page: Page, name: string, chips: Record<string, string[]> = {}) {
  // the address shows nothing of her public name (a name that shows the address is refused)
  const email = `for-you.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`
  await signUpAndSignIn(page.request, ORIGIN, { email, password: 'Test-Password-123!', name })
  if (chips.sports || chips.interests) {
    const form = new URLSearchParams({ intent: 'interests' })
    for (const s of chips.sports ?? []) form.append('sports', s)
    for (const i of chips.interests ?? []) form.append('interests', i)
    const res = await page.request.post('/profile/settings', {
      headers: { Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      data: form.toString(),
    })
    expect(res.status()).toBeLessThan(400)
  }
  return email
}

test.describe('the Quiz Center is everywhere', () => {
  test('header, phone menu, footer and a home page card', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quiz Center' }),
    ).toHaveAttribute('href', '/quiz-center')
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Quiz Center' }),
    ).toHaveAttribute('href', '/quiz-center')
    const card = page.locator('section[aria-labelledby="quiz-center-card-title"]')
    await expect(card.getByRole('link', { name: 'Take a quiz' })).toHaveAttribute(
      'href',
      '/quiz-center',
    )
    // anonymous readers get no "For you" list
    await expect(page.getByRole('heading', { name: 'For you', exact: true })).toHaveCount(0)
    await shot(page, 'home-quiz-card-1440', 'section[aria-labelledby="quiz-center-card-title"]')
    // seven links from 1024 px: each on one line
    await page.setViewportSize({ width: 1024, height: 800 })
    for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all())
      expect((await link.boundingBox())!.height).toBeLessThan(40)
    const signIn = page.locator('header.fixed').getByRole('link', { name: 'Sign In' })
    expect((await signIn.boundingBox())!.height).toBeLessThan(48)
    await shot(page, 'header-1024', 'header.fixed')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await waitForHydration(page)
    // on phones the hero carries it beside Join Community (the home page stays short)
    await expect(
      page
        .locator('section[aria-labelledby="hero-title"]')
        .getByRole('link', { name: 'Quiz Center' }),
    ).toBeVisible()
    await shot(page, 'home-hero-390', 'section[aria-labelledby="hero-title"]')
    await shot(page, 'newsletter-390', 'section#newsletter')
    await page.getByRole('button', { name: 'Menu' }).click()
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile.getByRole('link', { name: 'Quiz Center' })).toBeVisible()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-menu-390.png` })
    await mobile.getByRole('link', { name: 'Quiz Center' }).click()
    await page.waitForURL('**/quiz-center')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('follows and For you', () => {
  test('Follow works without JavaScript: a form post that comes back to the hub', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await newMember(page, 'Noscript Nadia')
    await page.goto('/hub/brand-u')
    await page.getByRole('button', { name: 'Follow Brand U' }).click()
    await page.waitForURL('**/hub/brand-u')
    await expect(page.getByRole('button', { name: 'Following Brand U' })).toBeVisible()
    await page.goto('/')
    await expect(page.getByTestId('for-you').locator('li').first()).toContainText(
      'You follow Brand U',
    )
    await page.goto('/hub/brand-u')
    await page.getByRole('button', { name: 'Following Brand U' }).click()
    await expect(page.getByRole('button', { name: 'Follow Brand U' })).toBeVisible()
    await context.close()
  })

  test('with JavaScript the button toggles in place and the home list changes at once', async ({
    page,
  }) => {
    await newMember(page, 'Jordan Rivers', { sports: ['Basketball'], interests: ['Nutrition'] })
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/hub/fit-check')
      await waitForHydration(page)
      await shot(page, `hub-follow-${width}`, 'main header')
    }
    await page.getByRole('button', { name: 'Follow Fit Check' }).click()
    await expect(page.getByRole('button', { name: 'Following Fit Check' })).toBeVisible()
    await expect(page).toHaveURL(/\/hub\/fit-check$/)
    await expectNoSeriousA11yViolations(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await shot(page, `hub-following-${width}`, 'main header')
    }

    // an author, from her page (one who does not write for Fit Check: each keeps her reason)
    await page.goto('/authors')
    await page.locator('main a[href="/author/naomi-fields"]').first().click()
    await page.waitForURL(/\/author\/naomi-fields$/)
    await waitForHydration(page)
    const authorName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await page.getByRole('button', { name: `Follow ${authorName}` }).click()
    await expect(page.getByRole('button', { name: `Following ${authorName}` })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto('/')
    const list = page.getByTestId('for-you')
    await expect(page.getByRole('heading', { name: 'For you', exact: true })).toBeVisible()
    await expect(list.locator('li').first()).toContainText(`You follow ${authorName}`)
    await expect(list).toContainText('You follow Fit Check')
    const followed = page.locator('section[aria-labelledby="for-you-title"]')
    await expect(followed.getByRole('link', { name: 'Fit Check' })).toHaveAttribute(
      'href',
      '/hub/fit-check',
    )
    await expectNoSeriousA11yViolations(page)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await shot(page, `home-for-you-${width}`, 'section[aria-labelledby="for-you-title"]')
    }

    // /profile shows the same list
    await page.goto('/profile')
    await expect(page.getByTestId('for-you').locator('li').first()).toContainText(
      `You follow ${authorName}`,
    )
    await expectNoSeriousA11yViolations(page)

    // unfollowing the hub takes its reason off the list at once
    await page.goto('/hub/fit-check')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Following Fit Check' }).click()
    await expect(page.getByRole('button', { name: 'Follow Fit Check' })).toBeVisible()
    await page.goto('/')
    await expect(page.getByTestId('for-you')).not.toContainText('You follow Fit Check')
  })
})

test('a shared quiz result: its own URL, og: meta, card image and matched reading', async ({
  page,
  request,
}) => {
  const path = '/quiz-center/training-style/result/power'
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: 'Power Builder' })).toBeVisible()
  const og = (property: string) =>
    page.locator(`meta[property="${property}"]`).getAttribute('content')
  expect(await og('og:url')).toBe(`${ORIGIN}${path}`)
  expect(await og('og:title')).toMatch(/^Power Builder: Which training style fits you\?/)
  const image = (await og('og:image'))!
  expect(image).toBe(`${ORIGIN}/og/quiz-result/training-style_power.png`)
  const png = await request.get(image)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  const related = page.locator('section[aria-labelledby="related-title"]')
  await expect(
    related.getByRole('heading', { name: 'Read next, picked for Power Builder' }),
  ).toBeVisible()
  await expect(related.getByText(/^Matches: /).first()).toBeVisible()
  // the reading comes from more than the result's own hub
  const hubs = await related
    .locator('a[href^="/hub/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/')[2]))
  expect(new Set(hubs).size).toBeGreaterThan(1)
  await expect(page.getByRole('group', { name: 'Share' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'Share or copy link' })).toBeVisible()
    await shot(page, `quiz-result-${width}`)
  }
  if (SHOTS) {
    const { writeFile } = await import('node:fs/promises')
    await writeFile(`${SHOTS}/quiz-result-og.png`, await png.body())
  }
})

test.describe('the newsletter form', () => {
  async function form(page: Page) {
    await page.goto('/#newsletter')
    return page.locator('section#newsletter')
  }

  test('marks its required fields, visibly and with aria-required', async ({ page }) => {
    const nl = await form(page)
    for (const [name, label] of [
      ['email', 'Email'],
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
    ]) {
      const field = nl.locator(`input[name="${name}"]`)
      await expect(field).toHaveAttribute('aria-required', 'true')
      // the * is seen, not read: the accessible name is the label alone
      await expect(field).toHaveAccessibleName(label!)
      await expect(nl.locator(`label[for="${await field.getAttribute('id')}"]`)).toHaveText(
        `${label} *`,
      )
    }
    await expect(nl.getByText(/Fields marked \*.*are required/)).toBeVisible()
    await expect(nl.locator('input[name="email"]')).toHaveValue('')
    await expectNoSeriousA11yViolations(page)
  })

  test('a signed-in member finds her details filled in', async ({ browser }) => {
    const page = await signedInPage(browser)
    const email = await newMember(page, 'Maya Lopez', {
      sports: ['Soccer'],
      interests: ['Nutrition'],
    })
    const nl = await form(page)
    await expect(nl.locator('input[name="email"]')).toHaveValue(email)
    await expect(nl.locator('input[name="first_name"]')).toHaveValue('Maya')
    await expect(nl.locator('input[name="last_name"]')).toHaveValue('Lopez')
    await expect(nl.getByRole('checkbox', { name: 'Soccer' })).toBeChecked()
    await expect(nl.getByRole('checkbox', { name: 'Nutrition' })).toBeChecked()
    await expect(nl.getByRole('checkbox', { name: 'Tennis' })).not.toBeChecked()
    await expectNoSeriousA11yViolations(page)
    await page.context().close()
  })
})

async function signedInPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}
