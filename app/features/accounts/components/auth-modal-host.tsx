// Mounted once (app/root.tsx). Loads the sign-in/sign-up modal's code only when it is first opened.
import { lazy, Suspense, useEffect, useState } from 'react'
import { onOpenAuthModal, setAuthModalHostMounted, type AuthModalMode } from './auth-events'

const AuthModal = lazy(() => import('./auth-modal'))

export function AuthModalHost() {
  const [state, setState] = useState<{
    open: boolean
    mode: AuthModalMode
    run: number
    onSuccess?: () => void
    opener?: HTMLElement | null
  }>({
    open: false,
    mode: 'sign-in',
    run: 0,
  })
  useEffect(() => {
    setAuthModalHostMounted(true)
    const off = onOpenAuthModal(({ mode, onSuccess, returnFocusTo }) =>
      setState((s) => ({
        open: true,
        mode: mode ?? 'sign-in',
        run: s.run + 1,
        onSuccess,
        opener: returnFocusTo,
      })),
    )
    return () => {
      setAuthModalHostMounted(false)
      off()
    }
  }, [])
  if (state.run === 0) return null
  return (
    <Suspense fallback={null}>
      {/* a new key per opening: closing resets every step and field */}
      <AuthModal
        key={state.run}
        open={state.open}
        initialMode={state.mode}
        onSuccess={state.onSuccess}
        returnFocusTo={state.opener}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
      />
    </Suspense>
  )
}
