// Normalises what a loader/action returned or threw (Response, data(), plain object) for assertions.
export type RouteResult<T = Record<string, any>> = {
  status: number
  headers: Headers
  location: string | null
  data: T
}

function isDataWithInit(v: unknown): v is { data: unknown; init: ResponseInit | null } {
  return (
    typeof v === 'object' && v !== null && (v as { type?: string }).type === 'DataWithResponseInit'
  )
}

async function normalise(v: unknown): Promise<RouteResult> {
  if (v instanceof Response) {
    const text = await v.text()
    let data: any = text
    try {
      data = JSON.parse(text)
    } catch {
      /* not JSON */
    }
    return { status: v.status, headers: v.headers, location: v.headers.get('Location'), data }
  }
  if (isDataWithInit(v)) {
    const headers = new Headers(v.init?.headers)
    return {
      status: v.init?.status ?? 200,
      headers,
      location: headers.get('Location'),
      data: v.data as any,
    }
  }
  return { status: 200, headers: new Headers(), location: null, data: v as any }
}

/** Calls a route loader/action with a Request and returns the normalised result (thrown ones too). */
export async function callRoute(
  fn: (args: any) => unknown,
  request: Request,
  params: Record<string, string> = {},
) {
  try {
    return await normalise(await fn({ request, params, context: {} }))
  } catch (e) {
    if (e instanceof Response || isDataWithInit(e)) return normalise(e)
    throw e
  }
}

/** The Cookie header a browser would send after these Set-Cookie headers. */
export function cookiesFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}
