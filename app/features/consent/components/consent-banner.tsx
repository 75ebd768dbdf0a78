// The consent banner's three views (SPEC section 4): collapsed bar, preferences, partners list.
// Props in, callbacks out; the consent manager decides when it shows and stores the answer.
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Switch } from 'radix-ui'
import { Dialog } from '#app/components/ui/dialog'
import { focusFirst, useOpenerFocus } from '#app/components/ui/dialog-focus'
import { ExternalLink } from 'lucide-react'
import { Header, LABELS, LimitNotes } from './consent-banner-parts'
import { Button } from '#app/components/ui/button'
import {
  ALL_ACCEPTED,
  CONSENT_CATEGORIES,
  NECESSARY_ONLY,
  PARTNERS_PREVIEW_COUNT,
  applyLimits,
  lockedOff,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentLimits,
  type ConsentMethod,
  type ConsentPurpose,
  type ConsentVendor,
} from '../consent.schema'

export type BannerView = 'collapsed' | 'preferences' | 'partners'

type Props = {
  view: BannerView
  onViewChange: (view: BannerView | 'closed') => void
  /** current choices (preferences view starts from them) */
  initial: ConsentCategories
  limits: ConsentLimits
  purposes: ConsentPurpose[]
  vendors: ConsentVendor[]
  saving: boolean
  onSave: (categories: ConsentCategories, method: ConsentMethod) => void
  /** opened from 'Privacy choices': closing just closes (no collapsed bar behind it) */
  fromSettings: boolean
}

// the preferences open on their first switch that can change (Necessary is always on)
const focusFirstSwitch = focusFirst('[role=switch]:not([disabled])')
// after the preferences close, focus goes back to what opened them: the footer's 'Privacy choices',
// or the bar's Customize (a new button: the bar was closed meanwhile), else the page's main content
const fallbackFocus = () =>
  document.querySelector<HTMLElement>('[data-consent-customize]') ??
  document.getElementById('main-content')

export function ConsentBanner(props: Props) {
  const { view } = props
  const focus = useOpenerFocus(fallbackFocus)
  return (
    <>
      <Dialog.Root
        open={view === 'collapsed'}
        modal={false}
        onOpenChange={(open) => {
          if (!open) props.onViewChange('collapsed')
        }}
      >
        <Dialog.Content
          backdrop="none"
          data-testid="consent-banner"
          // the bar does not take focus from the page or close on outside clicks: it waits
          onOpenAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={(e) => e.preventDefault()}
          className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-5xl rounded-3xl border border-sand-300 bg-white p-5 shadow-2xl focus:outline-none sm:inset-x-4 sm:bottom-4 md:p-6"
        >
          <CollapsedView {...props} />
        </Dialog.Content>
      </Dialog.Root>
      <Dialog.Root
        open={view === 'preferences' || view === 'partners'}
        onOpenChange={(open) => {
          if (!open) props.onViewChange(props.fromSettings ? 'closed' : 'collapsed')
        }}
      >
        <Dialog.Content
          backdrop="dark"
          data-testid="consent-preferences"
          onOpenAutoFocus={(e) => {
            focus.remember()
            focusFirstSwitch(e)
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className="fixed inset-x-2 top-1/2 z-50 flex max-h-[92vh] -translate-y-1/2 flex-col rounded-[1.75rem] bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-xl sm:-translate-x-1/2"
        >
          {view === 'partners' ? <PartnersView {...props} /> : <PreferencesView {...props} />}
        </Dialog.Content>
      </Dialog.Root>
    </>
  )
}

function CollapsedView({ limits, saving, onSave, onViewChange }: Props) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-8">
      <div className="min-w-0 flex-1">
        <Dialog.Title className="font-display text-xl font-semibold text-ink">
          Your privacy, your call
        </Dialog.Title>
        <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-sand-900">
          We use cookies and local storage to keep the site working. With your OK we also measure
          what helps, show partner offers that fit and remember your choices.{' '}
          <Link to="/cookie-policy" className="font-semibold text-clay-700 underline">
            Cookie Policy
          </Link>
        </Dialog.Description>
        <LimitNotes limits={limits} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row lg:shrink-0">
        <Button
          variant="accent"
          disabled={saving}
          onClick={() => onSave(applyLimits(ALL_ACCEPTED, limits), 'accept_all')}
        >
          Accept all
        </Button>
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => onSave(NECESSARY_ONLY, 'necessary_only')}
        >
          Necessary only
        </Button>
        <Button
          variant="ghost"
          data-consent-customize
          disabled={saving}
          onClick={() => onViewChange('preferences')}
        >
          Customize
        </Button>
      </div>
    </div>
  )
}

function PreferencesView(props: Props) {
  const { limits, purposes, vendors, saving, onSave, onViewChange } = props
  const [choices, setChoices] = useState(() => applyLimits(props.initial, limits))
  const locked = lockedOff(limits)
  const baseId = useId()
  const describe = (c: ConsentCategory) => purposes.find((p) => p.name === c)?.description ?? ''
  return (
    <>
      <Header
        title="Privacy preferences"
        description="Choose what we may use. Necessary cookies are always on; you can change the rest at any time from 'Privacy choices' in the footer."
      />
      <div className="overflow-y-auto px-6 py-4">
        <LimitNotes limits={limits} />
        <ul className="divide-y divide-sand-200">
          {CONSENT_CATEGORIES.filter((c) => !limits.inactive?.includes(c)).map((c) => {
            const id = `${baseId}-${c}`
            const disabled = c === 'necessary' || locked.has(c)
            return (
              <li key={c} className="flex items-start justify-between gap-4 py-4">
                <div>
                  <label htmlFor={id} className="font-semibold text-ink">
                    {LABELS[c]}
                    {c === 'necessary' ? (
                      <span className="ml-2 text-xs font-medium text-sand-800">Always on</span>
                    ) : null}
                  </label>
                  <p id={`${id}-desc`} className="mt-0.5 text-sm text-sand-900">
                    {describe(c)}
                  </p>
                </div>
                <Switch.Root
                  id={id}
                  checked={c === 'necessary' ? true : choices[c]}
                  disabled={disabled}
                  aria-describedby={`${id}-desc`}
                  onCheckedChange={(v) => setChoices((prev) => ({ ...prev, [c]: v }))}
                  className="relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-sand-400 transition-colors focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60 data-[state=checked]:bg-clay-600"
                >
                  <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
                </Switch.Root>
              </li>
            )
          })}
        </ul>
        <p className="mt-2 text-sm text-sand-900">
          {vendors.length} partner{vendors.length === 1 ? '' : 's'} may use your data for these
          purposes.{' '}
          <button
            type="button"
            className="font-semibold text-clay-700 underline"
            onClick={() => onViewChange('partners')}
          >
            View partners
          </button>
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-sand-200 px-6 py-4 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={saving}
          onClick={() => onSave(applyLimits(ALL_ACCEPTED, limits), 'accept_all')}
        >
          Accept all
        </Button>
        <Button
          variant="primary"
          disabled={saving}
          onClick={() => onSave(applyLimits(choices, limits), 'custom')}
        >
          Save preferences
        </Button>
      </div>
    </>
  )
}

function PartnersView({ vendors, purposes, onViewChange }: Props) {
  const [expanded, setExpanded] = useState(false)
  const shown = expanded ? vendors : vendors.slice(0, PARTNERS_PREVIEW_COUNT)
  const more = vendors.length - PARTNERS_PREVIEW_COUNT
  const purposeName = (id: number) => {
    const name = purposes.find((p) => p.purposeId === id)?.name
    return name ? (LABELS[name as ConsentCategory] ?? name) : `Purpose ${id}`
  }
  return (
    <>
      <Header
        title="Our partners"
        description="These companies may process data for the purposes you allow. Each link opens the partner's own privacy policy."
      />
      <div className="overflow-y-auto px-6 py-4">
        <ul className="divide-y divide-sand-200" data-testid="consent-partners">
          {shown.map((v) => (
            <li key={v.vendorId} className="py-3">
              <p className="font-semibold text-ink">{v.name}</p>
              <p className="text-sm text-sand-900">
                {v.purposes.map(purposeName).join(', ') || 'No purposes'}
              </p>
              <a
                href={v.privacyPolicyUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-clay-700 underline"
              >
                Privacy policy<span className="sr-only"> of {v.name} (opens in a new tab)</span>
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            </li>
          ))}
        </ul>
        {!expanded && more > 0 ? (
          <button
            type="button"
            className="mt-2 rounded-full border border-sand-400 px-4 py-1.5 text-sm font-semibold text-ink hover:bg-sand-100"
            onClick={() => setExpanded(true)}
          >
            +{more} more<span className="sr-only"> partners</span>
          </button>
        ) : null}
      </div>
      <div className="flex justify-end border-t border-sand-200 px-6 py-4">
        <Button variant="outline" onClick={() => onViewChange('preferences')}>
          Back to preferences
        </Button>
      </div>
    </>
  )
}
