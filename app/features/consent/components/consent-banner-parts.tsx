// Pieces of the consent banner's dialogs: the category names, the notes on limits (GPC, minors) and
// the dialogs' header with its Close button.
import { Dialog } from '#app/components/ui/dialog'
import { ShieldCheck, X } from 'lucide-react'
import type { ConsentCategory, ConsentLimits } from '../consent.schema'

export const LABELS: Record<ConsentCategory, string> = {
  necessary: 'Necessary',
  analytics: 'Analytics',
  advertising: 'Advertising',
  preferences: 'Preferences',
  marketing: 'Marketing',
}

export function LimitNotes({ limits }: { limits: ConsentLimits }) {
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
          You&apos;re under 18: marketing stays off, and advertising is off unless you switch it on.
        </li>
      ) : null}
    </ul>
  )
}

export function Header({ title, description }: { title: string; description: string }) {
  return (
    <div className="relative border-b border-sand-200 px-6 pt-6 pb-4">
      <Dialog.Close
        className="absolute top-4 right-4 rounded-full p-2 text-sand-800 hover:bg-sand-100 focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none"
        aria-label="Close"
      >
        <X aria-hidden className="size-5" />
      </Dialog.Close>
      <Dialog.Title className="pr-10 font-display text-2xl font-semibold text-ink">
        {title}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-sand-900">{description}</Dialog.Description>
    </div>
  )
}
