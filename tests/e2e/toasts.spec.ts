// The toast queue in the browser (docs/product.md#toasts): at most 3 visible, a critical system
// alert toasts for 10 s and only once per session, and a closed toast leaves the page 5 s after
// closing. The page's clock is Playwright's, so the durations are stepped through, not waited for.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { AXE_TAGS, waitForHydration } from './helpers'

const ADMIN = { email: 'admin@beyondthegame.example', password: 'Demo-Admin-2024!' }

async function signIn(page: Page, to: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(to)}`)
  await waitForHydration(page)
  await page.getByLabel('Email').first().fill(ADMIN.email)
  await page.getByLabel('Password').first().fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
  await page.waitForURL((u) => u.pathname === to)
}

const alert = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  alertType: 'critical',
  category: 'system',
  title: `Disk ${n} failing`,
  description: `Disk ${n} reports errors.`,
  actionLabel: null,
  actionUrl: null,
  createdAt: new Date().toISOString(),
  isNew: true,
})

test('critical alerts: 3 toasts visible, 10 s each, removed 5 s after closing, once per session', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // (the sign-in toast stays behind on /admin: the full load of the next page starts afresh)
  await signIn(page, '/admin')

  await page.clock.install()
  const alerts = [1, 2, 3, 4].map(alert)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/admin/alerts', async (route) => {
    await released
    await route.fulfill({ json: { alerts } })
  })
  await page.goto('/admin/audit')
  await waitForHydration(page)
  // the page's clock stands still from here on and moves only when the test moves it
  await page.clock.pauseAt(new Date(Date.now() + 1_000))
  release()

  const toasts = page.locator('[data-toaster] li')
  const open = page.locator('[data-toaster] li[data-state="open"]')
  const item = (n: number) => toasts.filter({ hasText: `Disk ${n} failing` })
  // steps of 100 ms until the list has shown them (React reveals lazy content on a timer);
  // 'shown' is the time that took, well under a second
  let shown = 0
  while ((await open.count()) < 3 && shown < 900) {
    await page.clock.runFor(100)
    shown += 100
  }
  await expect(open).toHaveCount(3)
  // the oldest was pushed out: closed, hidden, still in the queue
  await expect(toasts).toHaveCount(4)
  await expect(item(1)).toBeHidden()
  await expect(item(4)).toBeVisible()
  await expect(item(4).getByRole('alert')).toContainText('Disk 4 reports errors.')

  // closing one hides it at once; it stays in the queue 5 s (no pointer moves over the list)
  await item(4).getByRole('button', { name: 'Close notification' }).dispatchEvent('click')
  await expect(item(4)).toBeHidden()
  await expect(item(4)).toHaveAttribute('data-state', 'closed')
  await page.clock.runFor(4_000)
  await expect(toasts).toHaveCount(4)
  await page.clock.runFor(1_000)
  // 5 s after their dismissal both closed ones are gone
  await expect(toasts).toHaveCount(2)
  await expect(item(1)).toHaveCount(0)
  await expect(item(4)).toHaveCount(0)

  // a critical alert's toast stays 10 s, then waits its 5 s in the queue
  await page.clock.runFor(4_000)
  await expect(open).toHaveCount(2)
  await page.clock.runFor(1_000)
  await expect(open).toHaveCount(0)
  await expect(toasts).toHaveCount(2)
  await page.clock.runFor(5_000)
  await expect(toasts).toHaveCount(0)

  // the same alerts on the next page load: in the bell, but no toast again this session
  const polled = page.waitForResponse('**/api/admin/alerts')
  await page.reload()
  // the page's scripts start after its first paint (a frame, then a timer: decision 0020), on
  // the paused clock: move it until the page has hydrated
  await expect
    .poll(async () => {
      await page.clock.runFor(100)
      return page.evaluate(() => document.documentElement.dataset.hydrated)
    })
    .toBe('true')
  await polled
  await page.clock.runFor(1_000)
  await expect(page.locator('[data-toaster] li')).toHaveCount(0)
  const seen = await page.evaluate(() => sessionStorage.getItem('seen-notifications'))
  expect(Object.keys(JSON.parse(seen ?? '{}')).sort()).toEqual(alerts.map((a) => a.id).sort())
})

test('the toasts pass axe at rest, each type in its colours', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const alerts = [
    alert(1),
    { ...alert(2), alertType: 'warning', category: 'revenue', title: 'Critical revenue drop' },
  ]
  await page.route('**/api/admin/alerts', (route) => route.fulfill({ json: { alerts } }))
  // with the sign-in's success toast, all on the first admin page
  await signIn(page, '/admin')
  await waitForHydration(page)
  const open = page.locator('[data-toaster] li[data-state="open"]')
  await expect(open.filter({ hasText: 'Disk 1 failing' })).toHaveAttribute('data-toast', 'error')
  await expect(open.filter({ hasText: 'Critical revenue drop' })).toHaveAttribute(
    'data-toast',
    'warning',
  )
  await expect(open.filter({ hasText: 'Welcome back!' })).toHaveAttribute('data-toast', 'success')
  const scan = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('[data-toaster]').analyze()
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
    [],
  )
  await page.screenshot({ path: 'test-results/toasts.png' })
})
