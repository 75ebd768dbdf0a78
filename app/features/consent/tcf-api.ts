// window.__tcfapi for GDPR readers (IAB TCF v2.2 commands ping, getTCData, addEventListener,
// removeEventListener), answered from the stored choice. No library in the browser: the purposes
// come from the same mapping the server encoded the TC string with.
import type { ConsentContext, StoredConsent } from './consent.schema'
import { TCF_POLICY_VERSION, TCF_VENDOR_LIST_VERSION, tcfPurposeConsents } from './tcf-purposes'

type Callback = (data: unknown, success: boolean) => void
type EventStatus = 'tcloaded' | 'cmpuishown' | 'useractioncomplete'
type TcfWindow = Window & { __tcfapi?: (cmd: string, v: number, cb: Callback, p?: unknown) => void }

export type TcfState = {
  ctx: ConsentContext
  consent: StoredConsent | null
  bannerShown: boolean
  eventStatus: EventStatus
}

function tcData(s: TcfState, listenerId?: number) {
  const gdprApplies = s.ctx.jurisdiction === 'GDPR'
  const purposes = s.consent ? tcfPurposeConsents(s.consent.categories) : {}
  return {
    tcString: s.consent?.tcString ?? '',
    tcfPolicyVersion: TCF_POLICY_VERSION,
    cmpId: s.ctx.tcfCmp.id,
    cmpVersion: s.ctx.tcfCmp.version,
    gdprApplies,
    eventStatus: s.eventStatus,
    cmpStatus: 'loaded',
    listenerId,
    isServiceSpecific: true,
    useNonStandardTexts: false,
    publisherCC: 'US',
    purposeOneTreatment: false,
    purpose: { consents: purposes, legitimateInterests: {} },
    vendor: { consents: s.consent?.vendorConsents ?? {}, legitimateInterests: {} },
    specialFeatureOptins: {},
    publisher: { consents: {}, legitimateInterests: {}, customPurpose: {}, restrictions: {} },
  }
}

/** Installs __tcfapi; returns a function to call on every change, and one to remove it. */
export function installTcfApi(initial: TcfState) {
  const w = window as TcfWindow
  let state = initial
  let nextId = 1
  const listeners = new Map<number, Callback>()
  w.__tcfapi = (command, _version, callback, parameter) => {
    if (typeof callback !== 'function') return
    switch (command) {
      case 'ping':
        return callback(
          {
            gdprApplies: state.ctx.jurisdiction === 'GDPR',
            cmpLoaded: true,
            cmpStatus: 'loaded',
            displayStatus: state.bannerShown ? 'visible' : 'hidden',
            apiVersion: '2.2',
            cmpVersion: state.ctx.tcfCmp.version,
            cmpId: state.ctx.tcfCmp.id,
            gvlVersion: TCF_VENDOR_LIST_VERSION,
            tcfPolicyVersion: TCF_POLICY_VERSION,
          },
          true,
        )
      case 'getTCData':
        return callback(tcData(state), Boolean(state.consent))
      case 'addEventListener': {
        const id = nextId++
        listeners.set(id, callback)
        return callback(tcData(state, id), true)
      }
      case 'removeEventListener':
        return callback(listeners.delete(Number(parameter)), true)
      default:
        return callback(null, false)
    }
  }
  return {
    update(next: Partial<TcfState>) {
      state = { ...state, ...next }
      for (const [id, cb] of listeners) cb(tcData(state, id), true)
    },
    remove() {
      listeners.clear()
      delete w.__tcfapi
    },
  }
}
