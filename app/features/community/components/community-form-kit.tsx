// The community forms' shared pieces: the fetcher-or-reload result, field marks, the anchored
// action and the card style (the story form and the newsletter form use them alike).
import { useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher, useFormAction } from 'react-router'
import { showToast } from '#app/components/toaster'
import type { CommunityFormResult } from '../community-forms.server'

/**
 * A v4 UUID. crypto.randomUUID exists only in a secure context, getRandomValues everywhere; the
 * server renders one per form per page, and randomUUID draws from a cached pool instead of asking
 * the system for 16 bytes each time.
 */
function newKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export function useFormResult(intent: CommunityFormResult['intent']) {
  const fetcher = useFetcher<CommunityFormResult>()
  const actionData = useActionData() as CommunityFormResult | undefined
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined)
  const formRef = useRef<HTMLFormElement>(null)
  const [key, setKey] = useState(newKey)
  useEffect(() => {
    if (!fetcher.data) return
    if (fetcher.data.ok) {
      showToast({
        type: 'success',
        title: fetcher.data.message,
        description: fetcher.data.detail,
      })
      formRef.current?.reset()
      setKey(newKey())
    }
  }, [fetcher.data])
  return { fetcher, result, formRef, key, busy: fetcher.state !== 'idle' }
}

/**
 * Each invalid field: its own message, or `true` when the form's message already says it ('Please
 * fill in all fields' is said once, and the field points at it with aria-describedby).
 */
export function fieldMarks(result: CommunityFormResult | undefined) {
  if (!result || result.ok || !result.errors) return undefined
  return Object.fromEntries(
    Object.entries(result.errors).map(([k, m]) => [k, m === result.message ? true : m]),
  ) as Record<string, string | true>
}

/**
 * The form posts to the page's own action plus the form's anchor: without JavaScript the reloaded
 * page opens at the form and its message, not at the top of a long page.
 */
export function useAnchoredAction(anchor: string) {
  return `${useFormAction()}#${anchor}`
}

export const cardClass =
  'rounded-[1.75rem] bg-white p-5 ring-1 ring-sand-200 shadow-[0_20px_50px_-35px_rgba(60,40,20,0.4)] md:p-8'
