// A "Sign In" button that opens the sign-in/sign-up
// modal (falls back to a link to /auth without JavaScript).
import { useLocation } from 'react-router'
import { canOpenAuthModal, openAuthModal, type AuthModalMode } from './auth-events'

export function SignInButton({
  className,
  children = 'Sign In',
  mode = 'sign-in',
  deferOpen,
}: {
  className?: string
  children?: React.ReactNode
  mode?: AuthModalMode
  /**
   * Takes over the opening: called with a function that opens the modal. The mobile menu closes
   * itself first and opens the modal once its own focus handling is done.
   */
  deferOpen?: (open: () => void) => void
}) {
  const location = useLocation()
  const query = new URLSearchParams({ redirectTo: location.pathname + location.search })
  if (mode === 'sign-up') query.set('mode', 'sign-up')
  return (
    <a
      href={`/auth?${query}`}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
        if (!canOpenAuthModal()) return
        e.preventDefault()
        if (deferOpen) deferOpen(() => openAuthModal({ mode }))
        else openAuthModal({ mode })
      }}
    >
      {children}
    </a>
  )
}
