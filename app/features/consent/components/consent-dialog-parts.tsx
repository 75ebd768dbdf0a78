// The consent banner's shared parts: its views and props, the category labels, the dialogs'
// header and the partners view (split from consent-banner.tsx).
import { useState } from 'react'
import { ExternalLink, X } from 'lucide-react'
import { Button } from '#app/components/ui/button'
import { Dialog } from '#app/components/ui/dialog'
import {
  PARTNERS_PREVIEW_COUNT,
  type ConsentCategories,
  type ConsentCategory,
  type ConsentLimits,
  type ConsentMethod,
  type ConsentPurpose,
  type ConsentVendor,
} from '../consent.schema'

export type BannerView = 'collapsed' | 'preferences' | 'partners' | 'gpc'

export type BannerProps = {
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

export const LABELS: Record<ConsentCategory, string> = {
  necessary: 'Necessary',
  analytics: 'Analytics',
  advertising: 'Advertising',
  preferences: 'Preferences',
  marketing: 'Marketing',
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

export function PartnersView({ vendors, purposes, onViewChange }: BannerProps) {
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
