// The invitation page asks for the date of birth with sign-up's rules, so an invited account is
// never of unknown age (unknown gets the minors' rules). In Chromium against the production build.
import { expect, test } from '@playwright/test'
import { DEMO } from '../security/demo-accounts'
import { expectNoSeriousA11yViolations, outboxFor, waitForHydration } from './helpers'

test('an invited member gives a date of birth: required, 13 or older, then the account is made', async ({
  page,
  browser,
}) => {
  await page.goto('/auth?redirectTo=/admin/users')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(DEMO.admin.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin/users'))
  await waitForHydration(page)
  const invitee = `invited-${Date.now().toString(36)}@example.test`
  const form = page.getByRole('region', { name: 'Invite someone' })
  await form.getByLabel('Email').fill(invitee)
  await form.getByLabel('Role').selectOption('user')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${invitee}`).first()).toBeVisible()
  await expect.poll(async () => (await outboxFor(invitee)).length).toBeGreaterThan(0)
  const link = new URL(
    /https?:\/\/\S+\/invite\/[\w-]+/.exec((await outboxFor(invitee))[0]!.text)![0],
  )

  const guestCtx = await browser.newContext()
  const guest = await guestCtx.newPage()
  await guest.goto(link.pathname)
  await waitForHydration(guest)
  const birth = guest.getByLabel('Date of birth')
  await expect(birth).toHaveAttribute('type', 'date')
  await expect(birth).toHaveAttribute('required', '')
  await guest.getByLabel('Display name').fill('Invited Member')
  await guest.getByLabel('Username').fill(`inv-${Date.now().toString(36)}`)
  await guest.getByLabel('Password').fill('Fresh-Start-2024!')
  const ten = new Date()
  ten.setUTCFullYear(ten.getUTCFullYear() - 10)
  await birth.fill(ten.toISOString().slice(0, 10))
  await guest.getByRole('button', { name: 'Accept and create account' }).click()
  await expect(
    guest.getByText('You must be 13 or older to create an account', { exact: false }),
  ).toBeVisible()
  await expect(guest.getByLabel('Date of birth')).toHaveAttribute('aria-invalid', 'true')
  for (const width of [390, 1440]) {
    await guest.setViewportSize({ width, height: 900 })
    await guest.screenshot({ path: `test-results/invite-birth-date-${width}.png`, fullPage: true })
  }
  await expectNoSeriousA11yViolations(guest)

  await guest.getByLabel('Password').fill('Fresh-Start-2024!')
  await guest.getByLabel('Date of birth').fill('2001-08-19')
  await guest.getByRole('button', { name: 'Accept and create account' }).click()
  await guest.waitForURL((url) => url.pathname === '/')
  await guestCtx.close()
})
