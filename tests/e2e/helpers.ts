import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2 A and AA, plus axe's best practices */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The axe findings on the page as one line each ("rule: help (targets)"), of at least the given
 * impact. Toasts are left out: they come and go on their own timers (tests/e2e/toasts.spec.ts scans
 * them while they are open).
 */
export async function a11yViolations(page: Page, minImpact: 'minor' | 'serious' = 'serious') {
  // colours mid-transition (a tab that just became current) give axe a contrast that no reader sees
  // once it settles: wait for finite transitions and animations to end (looping ones never do)
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined)
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3: visible label text must be part of the accessible name; axe files this rule as
    // experimental, so it only runs when named
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_TAGS)
    .exclude('[data-toaster]')
    .analyze()
  const counted =
    minImpact === 'minor'
      ? results.violations
      : results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  return counted.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
}

/** axe scan: no serious or critical findings. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await a11yViolations(page)).toEqual([])
}

/** Waits until React has hydrated the page (root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/** The e2e server writes every mail here (MAIL_OUTBOX_FILE in playwright.config.ts). */
export const OUTBOX = `${process.env.E2E_DATA_DIR ?? '/tmp/athlete-stories-e2e'}/outbox.jsonl`

export type OutboxMail = { to: string; subject: string; text: string }

export async function outboxFor(email: string): Promise<OutboxMail[]> {
  const text = await readFile(OUTBOX, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxMail)
    .filter((m) => m.to === email.toLowerCase())
}

/** The path and query of the confirmation link mailed to `email` (the newest one). */
export async function verificationLinkFor(email: string) {
  const mail = (await outboxFor(email))
    .reverse()
    .find((m) => m.subject.startsWith('Confirm your email'))
  expect(mail, `verification mail for ${email} in the outbox`).toBeTruthy()
  const url = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail!.text)![0])
  return url.pathname + url.search
}

/**
 * A member through the public doors: sign-up (which never signs in), the confirmation link from the
 * outbox (sign-in waits for it, decision 0029), then sign-in. The request context keeps the session
 * cookie. `verify: false` leaves the address unconfirmed: the sign-in is then refused (403).
 */
export async function signUpAndSignIn(
  request: APIRequestContext,
  baseURL: string,
  member: { email: string; password: string; name?: string; username?: string; verify?: boolean },
) {
  const headers = { Origin: baseURL }
  const { email, password, name = 'Court Vision', username, verify = true } = member
  const up = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password, name, birthDate: '2003-04-05', ...(username ? { username } : {}) },
  })
  expect(up.status(), await up.text()).toBe(200)
  if (verify) {
    const res = await request.get(await verificationLinkFor(email), { maxRedirects: 0 })
    expect(res.status()).toBeLessThan(400)
  }
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(verify ? 200 : 403)
}
