// CONTRACT (owned by the accounts work, issue 3): a "Sign In" button that opens the sign-in/sign-up
// modal (falls back to a link to /auth without JavaScript).
import { useLocation } from 'react-router'
import { openAuthModal } from './auth-events'

export function SignInButton({
  className,
  children = 'Sign In',
}: {
  className?: string
  children?: React.ReactNode
}) {
  const location = useLocation()
  const href = `/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
        if (openAuthModal({ mode: 'sign-in' })) e.preventDefault()
      }}
    >
      {children}
    </a>
  )
}
