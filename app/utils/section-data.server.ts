// A page made of parts that can fail alone: each part's query runs through loadSection(), so one
// failing query gives that part { ok: false } (logged here) and the page renders the rest, with a
// section error and Try Again in its place (app/components/section-boundary.tsx), instead of the
// whole loader failing into the page error screen.
import { getEnv } from './env.server'

export type SectionData<T> = { ok: true; data: T } | { ok: false }

/** Header the browser tests send to make named parts fail (see sectionFaultsEnabled). */
export const SECTION_FAULT_HEADER = 'x-test-section-fault'

/**
 * Failure injection for the browser tests. Honoured only when the test server is started with
 * E2E_SECTION_FAULTS=1 (the Playwright config sets it) AND serves a localhost SITE_URL, so no real
 * deployment can be made to fail by a request header.
 */
export function sectionFaultsEnabled() {
  if (process.env.E2E_SECTION_FAULTS !== '1') return false
  const host = new URL(getEnv().SITE_URL).hostname
  return host === 'localhost' || host === '127.0.0.1'
}

function injectedFault(request: Request | undefined, name: string) {
  if (!request || !sectionFaultsEnabled()) return false
  const wanted = request.headers.get(SECTION_FAULT_HEADER)
  return Boolean(wanted && wanted.split(',').some((n) => n.trim() === name))
}

/** The part's data, or { ok: false } when its query failed (the error goes to the server log). */
export async function loadSection<T>(
  name: string,
  load: () => Promise<T>,
  request?: Request,
): Promise<SectionData<T>> {
  try {
    if (injectedFault(request, name)) throw new Error(`injected failure of ${name}`)
    return { ok: true, data: await load() }
  } catch (error) {
    console.error(`section ${name}: loading failed`, error)
    return { ok: false }
  }
}

/** A page with a failed part must not be kept by the shared HTML cache or a browser. */
export function sectionHeaders(...parts: Array<SectionData<unknown>>) {
  return parts.every((p) => p.ok) ? undefined : { 'Cache-Control': 'private, no-store' }
}
