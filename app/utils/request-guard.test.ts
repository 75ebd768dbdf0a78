import { describe, expect, test } from 'vitest'
import { readFormData, UNREADABLE_FORM } from './form-data.server'
import { checkRequest, MALFORMED_URL, METHOD_NOT_ALLOWED } from './request-guard.server'
import { NUL_MESSAGE, refuseNul, textSchema } from './text'
import { z } from 'zod'

describe('request guard', () => {
  test.each(['DELETE', 'TRACE', 'PUT', 'PATCH', 'OPTIONS', 'CONNECT', 'PROPFIND'])(
    '%s is refused with 405',
    (method) => {
      expect(checkRequest(method, '/profile')).toEqual({ status: 405, message: METHOD_NOT_ALLOWED })
    },
  )

  test.each([
    '/explore?category=%00',
    '/api/search?q=%00',
    '/api/search?q=a%00b',
    '/explore?%00=x',
    '/article/%00',
    '/explore?category=%E0%A4%A',
    '/explore?category=%',
    '/hub/%ZZ',
  ])('%s is refused with 400', (url) => {
    expect(checkRequest('GET', url)).toEqual({ status: 400, message: MALFORMED_URL })
  })

  test.each([
    '/',
    '/explore?category=Fitness&page=2',
    '/api/search?q=caf%C3%A9+%26+more',
    '/explore?q=100%25',
    '/article/x?a&b=&=c',
  ])('%s passes', (url) => {
    expect(checkRequest('GET', url)).toBeNull()
    expect(checkRequest('POST', url)).toBeNull()
    expect(checkRequest('HEAD', url)).toBeNull()
  })
})

async function refusal(request: Request) {
  try {
    await readFormData(request)
  } catch (e) {
    if (e instanceof Response) return { status: e.status, text: await e.text() }
    throw e
  }
  return null
}

const post = (body: BodyInit, type?: string) =>
  new Request('http://localhost/contact', {
    method: 'POST',
    body,
    headers: type ? { 'Content-Type': type } : {},
  })

describe('readFormData', () => {
  test('a broken or non-form body is a 400 with a message', async () => {
    const expected = { status: 400, text: UNREADABLE_FORM }
    expect(await refusal(post('hello', 'multipart/form-data; boundary=xx'))).toEqual(expected)
    expect(
      await refusal(
        post(
          '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
          'multipart/form-data; boundary=xx',
        ),
      ),
    ).toEqual(expected)
    expect(await refusal(post('{"a":1}', 'application/json'))).toEqual(expected)
    expect(await refusal(post('a=1', 'text/plain'))).toEqual(expected)
    expect(await refusal(post('a=1', 'multipart/form-data'))).toEqual(expected)
  })

  test('a NUL in a name, value or file name is a 400', async () => {
    const expected = { status: 400, text: NUL_MESSAGE }
    expect(await refusal(post('name=a%00b', 'application/x-www-form-urlencoded'))).toEqual(expected)
    expect(await refusal(post('a%00=b', 'application/x-www-form-urlencoded'))).toEqual(expected)
    const form = new FormData()
    form.append('file', new File(['x'], 'a\0.png', { type: 'image/png' }))
    expect(await refusal(new Request('http://localhost/', { method: 'POST', body: form }))).toEqual(
      expected,
    )
  })

  test('a good form comes through unchanged', async () => {
    const form = new FormData()
    form.append('title', 'Héllo <b>world</b> 🏃‍♀️')
    form.append('tags', 'a')
    form.append('tags', 'b')
    const read = await readFormData(
      new Request('http://localhost/', { method: 'POST', body: form }),
    )
    expect(read.get('title')).toBe('Héllo <b>world</b> 🏃‍♀️')
    expect(read.getAll('tags')).toEqual(['a', 'b'])
    const urlencoded = await readFormData(
      post('a=1&b=x+y', 'application/x-www-form-urlencoded; charset=UTF-8'),
    )
    expect(urlencoded.get('b')).toBe('x y')
  })
})

describe('NUL in shared string schemas', () => {
  test('textSchema and refuseNul refuse NUL with the message', () => {
    expect(textSchema().safeParse('a\0b').error?.issues[0]?.message).toBe(NUL_MESSAGE)
    expect(textSchema().max(3).safeParse('abcd').success).toBe(false)
    expect(textSchema().safeParse('fine').success).toBe(true)
    const trimmed = refuseNul(z.string().trim().min(1))
    expect(trimmed.safeParse('x\0').error?.issues[0]?.message).toBe(NUL_MESSAGE)
    expect(trimmed.parse(' ok ')).toBe('ok')
  })
})
