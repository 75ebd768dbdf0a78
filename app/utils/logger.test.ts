// Log lines never carry a password, token, cookie, email address or a query string's secret, and
// every line written while a request is handled names its request id.
import { expect, test } from 'vitest'
import { createLogger, logArgs, requestContext, scrub } from './logger.server'

function capture() {
  const lines: string[] = []
  const logger = createLogger({
    level: 'debug',
    format: 'json',
    destination: { write: (s: string) => void lines.push(s) },
  })
  return { logger, lines, text: () => lines.join('') }
}

const SECRETS = {
  password: 'Hunter2-Correct-Horse!',
  token: 'tok_9f8e7d6c5b4a39281706',
  cookie: 'better-auth.session_token=abc123SESSIONvalue.sig',
  email: 'jordan.lee@example.org',
  bearer: 'Bearer mtk_0123456789abcdef',
}

test('passwords, tokens, cookies, email addresses and query secrets never reach a line', () => {
  const { logger, text } = capture()
  // what app code logs today, and what a careless call could
  logger.info({ password: SECRETS.password, email: SECRETS.email }, 'sign-in attempt')
  logger.info({ user: { email: SECRETS.email, password: SECRETS.password } }, 'nested')
  logger.info({ headers: { cookie: SECRETS.cookie, authorization: SECRETS.bearer } }, 'headers')
  logger.warn(`reset link /auth/reset-password?token=${SECRETS.token}&email=${SECRETS.email}`)
  logger.error(
    { err: new Error(`SMTP refused ${SECRETS.email}: auth ${SECRETS.bearer}`) },
    `mail to ${SECRETS.email} failed`,
  )
  logArgs(logger, 'error', [
    'inbox: staff notification failed',
    new Error(`550 mailbox ${SECRETS.email} unavailable`),
  ])
  logArgs(logger, 'info', [
    `[mail] to=${SECRETS.email}\nhttps://x.example/verify?token=${SECRETS.token}`,
  ])
  logger.info(`Cookie: ${SECRETS.cookie}`)
  const out = text()
  expect(out.split('\n').filter(Boolean)).toHaveLength(8)
  expect(out).not.toContain(SECRETS.password)
  expect(out).not.toContain(SECRETS.token)
  expect(out).not.toContain('abc123SESSIONvalue')
  expect(out).not.toContain(SECRETS.email)
  expect(out).not.toContain('mtk_0123456789abcdef')
  expect(out).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/)
  // what stays is still useful
  expect(out).toContain('mail to [email] failed')
  expect(out).toContain('SMTP refused [email]')
  expect(out).toContain('"stack"')
})

test('lines written during a request carry its id and, once known, the user id', async () => {
  const { logger, lines } = capture()
  const ctx: { requestId: string; userId?: string } = { requestId: 'req-123' }
  await requestContext.run(ctx, async () => {
    logger.info('before session')
    await new Promise((r) => setTimeout(r, 1))
    ctx.userId = 'user-42'
    logArgs(logger, 'error', ['loader failed', new Error('boom')])
  })
  logger.info('outside')
  const [a, b, c] = lines.map((l) => JSON.parse(l))
  expect(a).toMatchObject({ reqId: 'req-123', msg: 'before session', level: 'info' })
  expect(a.userId).toBeUndefined()
  expect(b).toMatchObject({
    reqId: 'req-123',
    userId: 'user-42',
    level: 'error',
    msg: 'loader failed',
  })
  expect(b.err.message).toBe('boom')
  expect(c.reqId).toBeUndefined()
})

test('scrub keeps ordinary text', () => {
  expect(scrub('GET /hub/game-face 200 in 12 ms')).toBe('GET /hub/game-face 200 in 12 ms')
  expect(scrub('?code=XYZ&page=2')).toBe('?code=[redacted]&page=2')
})
