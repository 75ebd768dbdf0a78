// The admin Consent tab: partners, purpose texts, tag manager, daily statistics. Plain forms (they
// work without JavaScript); the route's action applies them.
import { Form } from 'react-router'
import { ScrollRegion } from '#app/components/admin/data-table'
import { Button } from '#app/components/ui/button'
import { InputField, TextareaField } from '#app/components/ui/field'
import type { ConsentPurpose } from '../consent.schema'
import { checkboxClass } from '#app/components/ui/checkbox'

type Vendor = {
  vendorId: number
  name: string
  privacyPolicyUrl: string
  purposes: number[]
  isActive: boolean
}
type DayRow = {
  date: string
  jurisdiction: string
  countries: number
  totalRequests: number
  acceptedAll: number
  acceptedNecessaryOnly: number
  customSelections: number
  analyticsRate: number
  advertisingRate: number
  marketingRate: number
}

const card = 'space-y-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-xs'
const h2 = 'font-display text-xl font-semibold text-ink'
const pct = (n: number) => `${Math.round(n * 100)}%`
const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

export function ConsentAdmin({
  vendors,
  purposes,
  stats,
  tagManagerId,
  errors,
  busy,
}: {
  vendors: Vendor[]
  purposes: ConsentPurpose[]
  stats: DayRow[]
  tagManagerId: string | null
  errors: Record<string, string>
  busy: boolean
}) {
  const optional = purposes.filter((p) => !p.isEssential)
  const purposeName = (id: number) => title(purposes.find((p) => p.purposeId === id)?.name ?? '')
  return (
    <div className="max-w-5xl space-y-6">
      <section aria-labelledby="consent-stats" className={card}>
        <h2 id="consent-stats" className={h2}>
          Consent by day and jurisdiction
        </h2>
        {stats.length ? (
          <ScrollRegion label="Consent by day and jurisdiction">
            <table className="w-full text-left text-sm">
              <thead className="text-xs tracking-wide text-sand-800 uppercase">
                <tr>
                  <th className="py-2 pr-3">Date</th>
                  <th className="py-2 pr-3">Jurisdiction</th>
                  <th className="py-2 pr-3 text-right">Saves</th>
                  <th className="py-2 pr-3 text-right">Accept all</th>
                  <th className="py-2 pr-3 text-right">Necessary only</th>
                  <th className="py-2 pr-3 text-right">Custom</th>
                  <th className="py-2 pr-3 text-right">Analytics</th>
                  <th className="py-2 pr-3 text-right">Advertising</th>
                  <th className="py-2 text-right">Marketing</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-sand-200">
                {stats.map((r) => (
                  <tr key={`${r.date}-${r.jurisdiction}`}>
                    <td className="py-2 pr-3 whitespace-nowrap">{r.date}</td>
                    <td className="py-2 pr-3">{r.jurisdiction}</td>
                    <td className="py-2 pr-3 text-right">{r.totalRequests}</td>
                    <td className="py-2 pr-3 text-right">{r.acceptedAll}</td>
                    <td className="py-2 pr-3 text-right">{r.acceptedNecessaryOnly}</td>
                    <td className="py-2 pr-3 text-right">{r.customSelections}</td>
                    <td className="py-2 pr-3 text-right">{pct(r.analyticsRate)}</td>
                    <td className="py-2 pr-3 text-right">{pct(r.advertisingRate)}</td>
                    <td className="py-2 text-right">{pct(r.marketingRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className="text-sm text-sand-800">No consent saved in the last 30 days.</p>
        )}
      </section>

      <section aria-labelledby="consent-partners" className={card}>
        <h2 id="consent-partners" className={h2}>
          Partners
        </h2>
        <ul className="divide-y divide-sand-200">
          {vendors.map((v) => (
            <li key={v.vendorId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">
                  {v.name}{' '}
                  <span className="text-xs font-medium text-sand-800">
                    #{v.vendorId} · {v.isActive ? 'active' : 'inactive'}
                  </span>
                </p>
                <p className="text-sm text-sand-800">
                  {v.purposes.map(purposeName).join(', ')} ·{' '}
                  <a
                    href={v.privacyPolicyUrl}
                    className="underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    privacy policy
                  </a>
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="set-vendor-active" />
                <input type="hidden" name="vendorId" value={v.vendorId} />
                <input type="hidden" name="active" value={v.isActive ? 'false' : 'true'} />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  {v.isActive ? 'Deactivate' : 'Reactivate'}
                  <span className="sr-only"> {v.name}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="space-y-3 border-t border-sand-200 pt-4">
          <h3 className="font-semibold text-ink">Add a partner</h3>
          <input type="hidden" name="intent" value="add-vendor" />
          <div className="grid gap-3 md:grid-cols-3">
            <InputField
              label="IAB vendor ID"
              name="vendorId"
              inputMode="numeric"
              required
              error={errors.vendorId}
            />
            <InputField label="Name" name="name" required error={errors.name} />
            <InputField
              label="Privacy policy URL"
              name="privacyPolicyUrl"
              type="url"
              required
              error={errors.privacyPolicyUrl}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">Purposes</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {optional.map((p) => (
                <label
                  key={p.purposeId}
                  className="flex min-h-11 cursor-pointer items-center gap-2 text-sm"
                >
                  <input
                    type="checkbox"
                    name="purposes"
                    value={p.purposeId}
                    className={checkboxClass}
                  />
                  {title(p.name)}
                </label>
              ))}
            </div>
            {errors.purposes ? (
              <p className="mt-1 text-sm font-medium text-red-700">{errors.purposes}</p>
            ) : null}
          </fieldset>
          <Button type="submit" disabled={busy}>
            Add partner
          </Button>
        </Form>
      </section>

      <section aria-labelledby="consent-purposes" className={card}>
        <h2 id="consent-purposes" className={h2}>
          Purposes
        </h2>
        <p className="text-sm text-sand-800">
          Descriptions show in the banner and the cookie policy. A deactivated purpose is no longer
          offered to readers and is recorded as refused; necessary stays on.
        </p>
        {purposes.map((p) => (
          <div key={p.purposeId} className="space-y-2" data-testid={`purpose-${p.name}`}>
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="update-purpose" />
              <input type="hidden" name="purposeId" value={p.purposeId} />
              <TextareaField
                label={`${title(p.name)}${p.isEssential ? ' (always on)' : p.isActive ? '' : ' (inactive)'}`}
                name="description"
                defaultValue={p.description}
                error={errors.purposeId === String(p.purposeId) ? errors.description : undefined}
              />
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                Save {p.name}
              </Button>
            </Form>
            {p.isEssential ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="set-purpose-active" />
                <input type="hidden" name="purposeId" value={p.purposeId} />
                <input type="hidden" name="active" value={p.isActive ? 'false' : 'true'} />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  {p.isActive ? 'Deactivate' : 'Reactivate'}
                  <span className="sr-only"> {p.name} purpose</span>
                </Button>
              </Form>
            )}
          </div>
        ))}
      </section>

      <section aria-labelledby="consent-gtm" className={card}>
        <h2 id="consent-gtm" className={h2}>
          Google tag
        </h2>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="tag-manager" />
          <InputField
            label="Tag manager or Google tag ID"
            name="tagManagerId"
            placeholder="GTM-XXXXXXX"
            defaultValue={tagManagerId ?? ''}
            hint="Empty: no tag is loaded. Set: Consent Mode v2 starts denied and follows each reader's choice."
            error={errors.tagManagerId}
            className="min-w-64 flex-1"
          />
          <Button type="submit" disabled={busy}>
            Save tag
          </Button>
        </Form>
      </section>
    </div>
  )
}
