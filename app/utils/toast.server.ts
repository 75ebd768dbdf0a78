import { signedCookie } from './cookie.server'

export type Toast = {
  type: 'success' | 'error' | 'warning' | 'info'
  title: string
  description?: string
}

const toastCookie = signedCookie('toast', 60)

/** A Set-Cookie header carrying a toast to the next page (after a redirect). */
export async function toastHeader(toast: Toast) {
  return { 'Set-Cookie': await toastCookie.serialize(toast) }
}

/** Reads and clears the pending toast. Returns the toast and the header that clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const value = (await toastCookie.parse(request.headers.get('Cookie'))) as Toast | null
  if (!value) return { toast: null, headers: undefined }
  return { toast: value, headers: { 'Set-Cookie': await toastCookie.serialize('', { maxAge: 0 }) } }
}
