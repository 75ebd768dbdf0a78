import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { db } from '#app/db/client.server'
import { contactMessages } from '#app/db/schema'
import { action as businessAction } from '#app/routes/site/business-inquiries'
import { action as contactAction } from '#app/routes/site/contact'
import { makeRequest } from '#tests/factories'

type Posted = {
  data: {
    ok: boolean
    errors?: Record<string, string>
    values?: Record<string, string>
    message?: string
  }
  status: number
}

async function post(
  fn: typeof contactAction | typeof businessAction,
  url: string,
  form: Record<string, string>,
  ip?: string,
): Promise<Posted> {
  const request = makeRequest(url, { form })
  if (ip) request.headers.set('x-client-ip', ip)
  const res = (await fn({
    request,
    params: {},
    context: {},
  } as never)) as unknown as {
    data: Posted['data']
    init: { status?: number } | null
  }
  return { data: res.data, status: res.init?.status ?? 200 }
}

const validContact = {
  name: 'Jordan Lee',
  email: 'Jordan@Example.com',
  subject: 'Story tip',
  message: 'Our relay team raised money for a new track.',
}
const validBusiness = {
  name: 'Ava Park',
  email: 'ava@brand.example',
  company: 'Stride Labs',
  inquiryType: 'Brand partnership',
  budget: '$5,000 to $15,000',
  message: 'We would like to sponsor a recovery series this spring.',
}

beforeEach(async () => {
  await db.delete(contactMessages)
})

describe('contact action', () => {
  test('a valid message is stored (email lower-cased) and ok is returned', async () => {
    const r = await post(contactAction, '/contact', validContact)
    expect(r.status).toBe(200)
    expect(r.data.ok).toBe(true)
    const rows = await db.select().from(contactMessages)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      subject: 'Story tip',
    })
  })

  test.each([
    ['missing email', { email: '' }, 'email', 'Email is required'],
    ['blank email', { email: '   ' }, 'email', 'Email is required'],
    ['malformed email', { email: 'jordan@' }, 'email', 'Please enter a valid email address'],
    [
      'too long email',
      { email: 'a'.repeat(250) + '@example.com' },
      'email',
      'Email must be less than 255 characters',
    ],
    ['missing name', { name: '' }, 'name', 'Name is required'],
    ['missing subject', { subject: ' ' }, 'subject', 'Subject is required'],
    ['missing message', { message: '' }, 'message', 'Message is required'],
    ['short message', { message: 'hi' }, 'message', 'Message must be at least 10 characters'],
  ])('%s: 400 with the message, nothing stored', async (_name, patch, field, message) => {
    const r = await post(contactAction, '/contact', { ...validContact, ...patch })
    expect(r.status).toBe(400)
    expect(r.data.ok).toBe(false)
    expect(r.data.errors?.[field]).toBe(message)
    expect(await db.select().from(contactMessages)).toHaveLength(0)
  })

  test('a field left out entirely is reported, not a 500', async () => {
    const { email: _e, ...rest } = validContact
    const r = await post(contactAction, '/contact', rest)
    expect(r.status).toBe(400)
    expect(r.data.errors?.email).toBe('Email is required')
  })

  test('a filled honeypot looks like success but stores nothing', async () => {
    const r = await post(contactAction, '/contact', {
      ...validContact,
      website: 'http://spam.example',
    })
    expect(r.data.ok).toBe(true)
    expect(await db.select().from(contactMessages)).toHaveLength(0)
  })
})

describe('business inquiry action', () => {
  test('a valid inquiry is stored with company, type and budget', async () => {
    const r = await post(businessAction, '/business-inquiries', validBusiness)
    expect(r.data.ok).toBe(true)
    const [row] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.kind, 'business'))
    expect(row).toMatchObject({
      company: 'Stride Labs',
      inquiryType: 'Brand partnership',
      email: 'ava@brand.example',
    })
    expect(row!.subject).toContain('$5,000 to $15,000')
  })

  test('budget is optional', async () => {
    const r = await post(businessAction, '/business-inquiries', { ...validBusiness, budget: '' })
    expect(r.data.ok).toBe(true)
    expect(await db.select().from(contactMessages)).toHaveLength(1)
  })

  test.each([
    ['missing company', { company: '' }, 'company', 'Company is required'],
    [
      'unknown inquiry type',
      { inquiryType: 'Crypto' },
      'inquiryType',
      'Please choose an inquiry type',
    ],
    [
      'unknown budget',
      { budget: 'a billion' },
      'budget',
      'Please choose a budget range from the list',
    ],
    ['malformed email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
  ])('%s: 400 with the message, nothing stored', async (_name, patch, field, message) => {
    const r = await post(businessAction, '/business-inquiries', { ...validBusiness, ...patch })
    expect(r.status).toBe(400)
    expect(r.data.errors?.[field]).toBe(message)
    expect(await db.select().from(contactMessages)).toHaveLength(0)
  })
})

describe('anonymous form abuse', () => {
  test('a refused form echoes known fields only, each cut to its limit', async () => {
    const huge = 'x'.repeat(200_000)
    const r = await post(contactAction, '/contact', {
      ...validContact,
      message: huge,
      name: huge,
      extra: huge,
    })
    expect(r.status).toBe(400)
    expect(r.data.values?.message).toHaveLength(5000)
    expect(r.data.values?.name).toHaveLength(100)
    expect(r.data.values).not.toHaveProperty('extra')
    expect(JSON.stringify(r.data).length).toBeLessThan(6000)
  })

  test('one address may send a few messages per window, then gets 429 and nothing is stored', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(contactAction, '/contact', validContact, '203.0.113.50')).status).toBe(200)
    const r = await post(contactAction, '/contact', validContact, '203.0.113.50')
    expect(r.status).toBe(429)
    expect(r.data.message).toMatch(/wait a few minutes/)
    expect(r.data.values?.subject).toBe('Story tip')
    expect(await db.select().from(contactMessages)).toHaveLength(5)
    // the business form has its own allowance; other addresses are unaffected
    expect((await post(contactAction, '/contact', validContact, '203.0.113.51')).status).toBe(200)
    for (let i = 0; i < 5; i++)
      await post(businessAction, '/business-inquiries', validBusiness, '203.0.113.52')
    const b = await post(businessAction, '/business-inquiries', validBusiness, '203.0.113.52')
    expect(b.status).toBe(429)
  })
})
