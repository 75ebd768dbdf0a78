// The one way an action reads its form. request.formData() throws on a body that is not a form
// (broken multipart, JSON or plain text under a form content type) and lets NUL bytes through,
// which PostgreSQL refuses in text; either used to surface as a 500. Here both become a 400 with a
// message the error page shows, before the action looks at anything.
import { NUL_MESSAGE, hasNul } from './text'

export const UNREADABLE_FORM =
  'We could not read the form you sent. Please reload the page and try again.'

function badRequest(message: string): never {
  throw new Response(message, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The request's form. Throws a 400 Response for an unreadable body or a NUL in any name or value. */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get('Content-Type') ?? ''
  if (
    !/^multipart\/form-data\s*;/i.test(type) &&
    !/^application\/x-www-form-urlencoded\b/i.test(type)
  )
    badRequest(UNREADABLE_FORM)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    badRequest(UNREADABLE_FORM)
  }
  for (const [name, value] of form.entries()) {
    if (hasNul(name) || (typeof value === 'string' ? hasNul(value) : hasNul(value.name)))
      badRequest(NUL_MESSAGE)
  }
  return form
}
