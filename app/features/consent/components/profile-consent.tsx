// /profile: the member's privacy choices, changeable with a plain form (works without JavaScript).
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'
import { formatDate } from '#app/utils/format-date'
import {
  CONSENT_CATEGORIES,
  lockReason,
  type ConsentCategory,
  type StoredConsent,
} from '../consent.schema'

const LABELS = {
  necessary: 'Necessary (always on)',
  analytics: 'Analytics',
  advertising: 'Advertising',
  preferences: 'Preferences',
  marketing: 'Marketing',
} as const

export function ProfileConsent({
  latest,
  minor,
  inactive = [],
  busy,
}: {
  latest: StoredConsent | null
  minor: boolean
  /** categories no longer offered (their purpose was deactivated) */
  inactive?: readonly ConsentCategory[]
  busy: boolean
}) {
  const on = latest?.categories
  const offered = CONSENT_CATEGORIES.filter((c) => !inactive.includes(c))
  return (
    <section
      aria-labelledby="privacy-choices"
      className="space-y-4 rounded-3xl bg-white p-6 ring-1 ring-sand-200"
    >
      <h2 id="privacy-choices" className="font-display text-2xl font-semibold text-ink">
        Privacy choices
      </h2>
      <p className="text-sm text-sand-900">
        {latest
          ? `Saved ${formatDate(latest.timestamp, 'long')} (${latest.jurisdiction}, ${latest.method.replace('_', ' ')}).`
          : 'You have not saved any choices with your account yet.'}
      </p>
      <Form
        method="post"
        key={latest?.timestamp ?? 'none'}
        className="space-y-3"
        aria-labelledby="privacy-choices"
      >
        <input type="hidden" name="intent" value="consent" />
        {offered.map((c) => {
          const reason = lockReason(c, { gpc: false, minor })
          const reasonId = `privacy-${c}-lock`
          return (
            <div key={c}>
              <label className="flex items-center gap-3 text-sm font-medium text-ink">
                <input
                  type="checkbox"
                  name={c === 'necessary' ? undefined : c}
                  defaultChecked={c === 'necessary' ? true : !reason && Boolean(on?.[c])}
                  disabled={c === 'necessary' || Boolean(reason)}
                  aria-describedby={reason ? reasonId : undefined}
                  className="size-4 accent-clay-600"
                />
                {LABELS[c]}
              </label>
              {reason ? (
                <p id={reasonId} className="mt-1 ml-7 text-sm text-sand-900">
                  {reason}
                </p>
              ) : null}
            </div>
          )
        })}
        <Button type="submit" disabled={busy}>
          Save privacy choices
        </Button>
      </Form>
    </section>
  )
}
