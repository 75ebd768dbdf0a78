import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** false during server rendering and hydration, true afterwards (for no-JS fallbacks). */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
