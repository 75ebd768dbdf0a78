// The consent banner's views (docs/product.md#consent): collapsed bar, preferences, partners list,
// and the note that a Global Privacy Control signal was honoured. Props in, callbacks out; the
// consent manager decides when it shows and stores the answer.
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Switch } from 'radix-ui'
import { Dialog } from '#app/components/ui/dialog'
import { focusFirst, useOpenerFocus } from '#app/components/ui/dialog-focus'
import { Lock, ShieldCheck } from 'lucide-react'
import { Button } from '#app/components/ui/button'
import {
  ALL_ACCEPTED,
  CONSENT_CATEGORIES,
  NECESSARY_ONLY,
  applyLimits,
  lockReason,
  lockedOff,
  type ConsentCategory,
  type ConsentLimits,
} from '../consent.schema'
import { Header, LABELS, PartnersView, type BannerProps } from './consent-dialog-parts'

function LimitNotes({ limits }: { limits: ConsentLimits }) {
  if (!limits.gpc && !limits.minor) return null
  return (
    <ul className="mt-3 space-y-1.5 text-sm text-sand-900">
      {limits.gpc ? (
        <li className="flex gap-2" data-testid="consent-gpc-note">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-700" />
          Your browser sent a Global Privacy Control signal, so advertising and marketing stay off.
        </li>
      ) : null}
      {limits.minor ? (
        <li className="flex gap-2">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-clay-700" />
          Members under 18, or whose age we don&apos;t know, keep advertising and marketing off.
        </li>
      ) : null}
    </ul>
  )
}

function GpcNotice({ onViewChange }: BannerProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
      <ShieldCheck aria-hidden className="hidden size-8 shrink-0 text-clay-700 sm:block" />
      <div className="min-w-0 flex-1">
        <Dialog.Title className="font-display text-lg font-semibold text-ink">
          Global Privacy Control honoured
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm leading-relaxed text-sand-900">
          Your browser asked us not to sell or share your data, so advertising and marketing are
          off. Nothing else to do; &lsquo;Privacy choices&rsquo; in the footer has the rest.
        </Dialog.Description>
      </div>
      <Button className="sm:shrink-0" onClick={() => onViewChange('closed')}>
        OK
      </Button>
    </div>
  )
}

// the preferences open on their first switch that can change (Necessary is always on)
const focusFirstSwitch = focusFirst('[role=switch]:not([disabled])')
// after the preferences close, focus goes back to what opened them: the footer's 'Privacy choices',
// or the bar's Customize (a new button: the bar was closed meanwhile), else the page's main content
const fallbackFocus = () =>
  document.querySelector<HTMLElement>('[data-consent-customize]') ??
  document.getElementById('main-content')

export function ConsentBanner(props: BannerProps) {
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
        open={view === 'gpc'}
        modal={false}
        onOpenChange={(open) => {
          if (!open) props.onViewChange('closed')
        }}
      >
        <Dialog.Content
          backdrop="none"
          data-testid="consent-gpc"
          onOpenAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-3xl border border-sand-300 bg-white p-5 shadow-2xl focus:outline-none sm:inset-x-4 sm:bottom-4"
        >
          <GpcNotice {...props} />
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

function CollapsedView({ limits, saving, onSave, onViewChange }: BannerProps) {
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

function PreferencesView(props: BannerProps) {
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
            const reason = locked.has(c) ? lockReason(c, limits) : null
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
                  {reason ? (
                    <p
                      id={`${id}-lock`}
                      className="mt-1 flex gap-1.5 text-sm font-medium text-clay-700"
                    >
                      <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                      {reason}
                    </p>
                  ) : null}
                </div>
                <Switch.Root
                  id={id}
                  checked={c === 'necessary' ? true : choices[c]}
                  disabled={disabled}
                  aria-describedby={reason ? `${id}-desc ${id}-lock` : `${id}-desc`}
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
