// CONTRACT (owned by the accounts work, issue 3): a "Sign In" button that opens the sign-in/sign-up
// modal (falls back to a link to /auth without JavaScript).
export function SignInButton({ className, children = 'Sign In' }: { className?: string; children?: React.ReactNode }) {
  return (
    <a href="/auth" className={className}>
      {children}
    </a>
  )
}
