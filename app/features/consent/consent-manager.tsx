// Decides, in the browser after hydration, whether the banner shows: the server renders nothing
// here, so every reader gets the same (shared, cached) HTML. Mounted once by the site layout.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { showToast } from '#app/components/toaster'
import type { BannerView } from './components/consent-dialog-parts'
import {
  fetchConsentContext,
  forgetSessionId,
  linkConsentToUser,
  postConsent,
  readSessionId,
  readStoredConsent,
  writeStoredConsent,
} from './consent-client'
import {
  announceConsentChange,
  onOpenConsentPreferences,
  setConsentManagerMounted,
} from './consent-events'
import type { TcfState } from './tcf-api'
import {
  ALL_ACCEPTED,
  applyLimits,
  inactiveCategories,
  CONSENT_TOASTS,
  isConsentStale,
  NECESSARY_ONLY,
  type ConsentCategories,
  type ConsentContext,
  type ConsentMethod,
  type StoredConsent,
} from './consent.schema'

let tcfApi: { update: (s: Partial<TcfState>) => void } | null = null

/**
 * Tells the page's tags: the TCF API (GDPR readers) and Google Consent Mode (when configured). Both
 * load on demand, so readers elsewhere and sites without a tag download neither.
 */
function publishConsent(ctx: ConsentContext, consent: StoredConsent | null, asking: boolean) {
  if (consent) announceConsentChange(consent)
  if (ctx.jurisdiction === 'GDPR') {
    const state: TcfState = {
      ctx,
      consent,
      bannerShown: asking,
      eventStatus: consent ? 'useractioncomplete' : 'cmpuishown',
    }
    if (tcfApi) tcfApi.update(state)
    else
      void import('./tcf-api').then((m) => {
        if (tcfApi) return tcfApi.update(state)
        tcfApi = m.installTcfApi({ ...state, eventStatus: consent ? 'tcloaded' : 'cmpuishown' })
      })
  }
  if (ctx.tagManagerId) {
    const id = ctx.tagManagerId
    // where no consent is required the reader's signals still apply (GPC, age)
    const categories =
      consent?.categories ??
      (ctx.consentRequired
        ? null
        : applyLimits(ALL_ACCEPTED, {
            gpc: ctx.gpc,
            minor: ctx.minor,
            inactive: inactiveCategories(ctx.purposes),
          }))
    void import('./consent-mode').then((m) => {
      m.startConsentMode(id)
      if (categories) m.updateConsentMode(categories)
    })
  }
}

// the banner's code loads only for readers who see it
const ConsentBanner = lazy(() =>
  import('./components/consent-banner').then((m) => ({ default: m.ConsentBanner })),
)

type View = BannerView | 'closed'

/** The valid choice for this reader, if any: local first, then the member's record on the server. */
function validConsent(ctx: ConsentContext): StoredConsent | null {
  const local = readStoredConsent()
  const okLocal = local && !isConsentStale(local, ctx.jurisdiction) ? local : null
  const okServer = ctx.stored && !isConsentStale(ctx.stored, ctx.jurisdiction) ? ctx.stored : null
  // the newer wins: a member may have changed their choices on /profile or another device
  if (okServer && (!okLocal || Date.parse(okServer.timestamp) > Date.parse(okLocal.timestamp))) {
    writeStoredConsent(okServer)
    return okServer
  }
  return okLocal
}

/** A CCPA reader whose browser sends GPC, with no record that already says so. */
function needsGpcRecord(ctx: ConsentContext, valid: StoredConsent | null) {
  if (!limitsOf(ctx).gpc || ctx.jurisdiction !== 'CCPA') return false
  return (
    !valid || valid.method !== 'gpc' || valid.categories.advertising || valid.categories.marketing
  )
}

async function recordGpc(ctx: ConsentContext, valid: StoredConsent | null) {
  try {
    const consent = await postConsent({
      categories: applyLimits(valid?.categories ?? ALL_ACCEPTED, limitsOf(ctx)),
      method: 'gpc',
      source: 'banner',
      signedIn: ctx.signedIn,
    })
    writeStoredConsent(consent)
    return consent
  } catch {
    return null
  }
}

function limitsOf(ctx: ConsentContext) {
  return {
    gpc: ctx.gpc || browserGpc(),
    minor: ctx.minor,
    inactive: inactiveCategories(ctx.purposes),
  }
}

function browserGpc() {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

export function ConsentManager({ userId }: { userId: string | null }) {
  const [ctx, setCtx] = useState<ConsentContext | null>(null)
  const [view, setView] = useState<View>('closed')
  const [fromSettings, setFromSettings] = useState(false)
  const [saving, setSaving] = useState(false)
  const [current, setCurrent] = useState<ConsentCategories>(NECESSARY_ONLY)
  const pendingOpen = useRef(false)

  // the context depends on who is signed in (age, stored record): reload it when that changes
  useEffect(() => {
    let cancelled = false
    fetchConsentContext()
      .then(async (context) => {
        if (cancelled) return
        setCtx(context)
        const valid = validConsent(context)
        if (valid) setCurrent(valid.categories)
        publishConsent(context, valid, context.consentRequired && !valid)
        // for tests and tag scripts: what the manager decided
        document.documentElement.dataset.consent = !context.consentRequired
          ? 'not-required'
          : valid
            ? 'valid'
            : 'asking'
        // a CCPA reader's Global Privacy Control signal is a choice already made: it is recorded
        // (advertising and marketing off, method 'gpc') and the bar says so; nothing is asked
        const honoured = needsGpcRecord(context, valid) ? await recordGpc(context, valid) : null
        if (cancelled) return
        if (honoured) {
          setCurrent(honoured.categories)
          publishConsent(context, honoured, false)
          document.documentElement.dataset.consent = 'gpc'
          setView('gpc')
        } else if (pendingOpen.current) {
          pendingOpen.current = false
          setFromSettings(true)
          setView('preferences')
        } else if (context.consentRequired && !valid) setView('collapsed')
        const sessionId = readSessionId()
        if (context.signedIn && sessionId && (await linkConsentToUser(sessionId))) forgetSessionId()
      })
      .catch(() => {
        /* no context (offline): ask nothing now; the next page tries again */
      })
    return () => {
      cancelled = true
    }
  }, [userId])

  useEffect(() => {
    setConsentManagerMounted(true)
    const off = onOpenConsentPreferences(() => {
      if (!ctx) {
        pendingOpen.current = true
        return
      }
      setFromSettings(true)
      setView('preferences')
    })
    return () => {
      off()
      setConsentManagerMounted(false)
    }
  }, [ctx])

  const save = useCallback(
    async (categories: ConsentCategories, method: ConsentMethod) => {
      if (!ctx) return
      setSaving(true)
      try {
        const consent = await postConsent({
          categories,
          method,
          source: fromSettings ? 'settings' : 'banner',
          signedIn: ctx.signedIn,
        })
        writeStoredConsent(consent)
        document.documentElement.dataset.consent = ctx.consentRequired ? 'valid' : 'not-required'
        setCurrent(consent.categories)
        setView('closed')
        setFromSettings(false)
        publishConsent(ctx, consent, false)
        showToast({ type: 'success', ...CONSENT_TOASTS.saved })
      } catch {
        showToast({ type: 'error', ...CONSENT_TOASTS.failed })
      } finally {
        setSaving(false)
      }
    },
    [ctx, fromSettings],
  )

  if (!ctx || view === 'closed') return null
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        view={view}
        onViewChange={(v) => {
          if (v !== 'closed') return setView(v)
          setFromSettings(false)
          // closing the preferences without a valid choice brings the bar back
          setView(ctx.consentRequired && !validConsent(ctx) ? 'collapsed' : 'closed')
        }}
        initial={current}
        limits={limitsOf(ctx)}
        purposes={ctx.purposes}
        vendors={ctx.vendors}
        saving={saving}
        onSave={save}
        fromSettings={fromSettings}
      />
    </Suspense>
  )
}
