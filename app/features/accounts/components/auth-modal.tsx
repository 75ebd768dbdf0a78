// The sign-in/sign-up modal: auth -> success (check your inbox). Sign-up uses the same field set and
// action as /auth (interests included, so there is no separate personalise step). Lazy-loaded by
// AuthModalHost; posts to the /auth route's action with fetchers.
import { useEffect, useId, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { MailCheck, X } from 'lucide-react'
import { showToast } from '#app/components/toaster'
import { Button } from '#app/components/ui/button'
import { focusFirstField, returnFocusTo as focusBack } from '#app/components/ui/dialog-focus'
import { FocusFirstError, FormMessage, InputField } from '#app/components/ui/field'
import { SITE } from '#app/utils/site'
import { generateHandle } from '../public-name'
import type { AuthResult } from '../auth-actions.server'
import type { AuthModalMode } from './auth-events'
import { ResendConfirmation } from './resend-confirmation'
import { SignUpFields } from './sign-up-fields'

/**
 * The fields' own messages under the pop-up's one message: a field whose message is that one is
 * only marked invalid (described by the message above), so nothing is said twice.
 */
function fieldErrorsBeside(message: string, data: AuthResult | undefined) {
  if (!data || data.ok || !data.errors) return undefined
  return Object.fromEntries(
    Object.entries(data.errors).map(([k, v]) => [
      k,
      (Array.isArray(v) ? v[0] : v) === message || v,
    ]),
  )
}

/** The page the pop-up was opened on: the confirmation link brings the member back to it. */
function returnPath() {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search
}

type Step = 'auth' | 'success'
type Props = {
  open: boolean
  initialMode: AuthModalMode
  onOpenChange: (open: boolean) => void
  onSuccess?: () => void
  returnFocusTo?: HTMLElement | null
}

const TITLES: Record<Step, string> = {
  auth: '',
  success: 'Check your inbox',
}

export default function AuthModal({
  open,
  initialMode,
  onOpenChange,
  onSuccess,
  returnFocusTo,
}: Props) {
  const [step, setStep] = useState<Step>('auth')
  const [mode, setMode] = useState<AuthModalMode>(initialMode)
  const title =
    step === 'auth' ? (mode === 'sign-up' ? 'Join the community' : 'Welcome back') : TITLES[step]
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        backdrop="dark-blur"
        onOpenAutoFocus={focusFirstField}
        onCloseAutoFocus={focusBack(() => returnFocusTo)}
        className="fixed inset-x-3 top-1/2 z-50 max-h-[92vh] -translate-y-1/2 overflow-y-auto rounded-[1.75rem] bg-white p-6 shadow-2xl focus:outline-none sm:inset-x-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 md:p-8"
      >
        <Dialog.Close
          className="absolute top-4 right-4 rounded-full p-2 text-sand-800 hover:bg-sand-100 focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none"
          aria-label="Close"
        >
          <X aria-hidden className="size-5" />
        </Dialog.Close>
        <p className="text-xs font-semibold tracking-[0.2em] text-clay-700 uppercase">
          {SITE.name}
        </p>
        <Dialog.Title className="mt-1 font-display text-2xl font-semibold text-ink">
          {title}
        </Dialog.Title>
        {step === 'auth' ? (
          <AuthStep
            mode={mode}
            setMode={setMode}
            onSignedUp={() => setStep('success')}
            onSignedIn={() => {
              onOpenChange(false)
              onSuccess?.()
            }}
          />
        ) : null}
        {step === 'success' ? (
          <SuccessStep
            onStart={() => {
              onOpenChange(false)
              onSuccess?.()
            }}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function AuthStep({
  mode,
  setMode,
  onSignedUp,
  onSignedIn,
}: {
  mode: AuthModalMode
  setMode: (m: AuthModalMode) => void
  onSignedUp: () => void
  onSignedIn: () => void
}) {
  const fetcher = useFetcher<AuthResult>()
  const revalidator = useRevalidator()
  const [error, setError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  const [suggestedName] = useState(generateHandle)
  const busy = fetcher.state !== 'idle'
  const messageId = useId()
  useEffect(() => {
    const d = fetcher.data
    if (!d || fetcher.state !== 'idle') return
    if (d.ok && d.checkInbox) {
      showToast({ type: 'success', title: 'Account created!', description: d.message })
      onSignedUp()
    } else if (d.ok) {
      showToast({ type: 'success', title: 'Welcome back!' })
      onSignedIn()
      // the fetcher's own reload of the loaders leaves a page that showed an error (the admin's
      // 'Admin Access Required' card) on its error: an explicit revalidation resets the boundaries,
      // so the page shows what the signed-in member may see
      void revalidator.revalidate()
    } else {
      setError(d.message || 'Authentication failed')
      setUnconfirmed(d.unconfirmedEmail ?? null)
    }
  }, [fetcher.data, fetcher.state]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <Dialog.Description className="mt-1 text-sand-800">
        {mode === 'sign-up'
          ? 'Create your free account in a minute.'
          : 'Sign in to pick up where you left off.'}
      </Dialog.Description>
      <fetcher.Form
        method="post"
        action="/auth"
        className="mt-6 space-y-4"
        noValidate
        onSubmit={() => {
          setError(null)
          setUnconfirmed(null)
        }}
      >
        <input
          type="hidden"
          name="intent"
          value={mode === 'sign-up' ? 'modal-sign-up' : 'modal-sign-in'}
        />
        <input type="hidden" name="redirectTo" value={returnPath()} />
        <FocusFirstError failure={error ? fetcher.data : null} />
        {error ? <FormMessage id={messageId}>{error}</FormMessage> : null}
        {mode === 'sign-up' ? (
          <SignUpFields
            errors={error ? fieldErrorsBeside(error, fetcher.data) : undefined}
            suggestedName={suggestedName}
            invalidMessageId={messageId}
          />
        ) : (
          <>
            <InputField label="Email" name="email" type="email" autoComplete="email" required />
            <InputField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <p className="-mt-2 text-right text-sm">
              <a
                href="/auth/forgot-password"
                className="font-semibold text-clay-700 underline-offset-4 hover:underline"
              >
                Forgot your password?
              </a>
            </p>
          </>
        )}
        <Button
          type="submit"
          size="lg"
          variant={mode === 'sign-up' ? 'accent' : 'primary'}
          className="w-full"
          disabled={busy}
        >
          {busy ? 'Please wait…' : mode === 'sign-up' ? 'Create Account' : 'Sign In'}
        </Button>
      </fetcher.Form>
      {unconfirmed && mode === 'sign-in' ? <ResendConfirmation email={unconfirmed} /> : null}
      <p className="mt-4 text-center text-sm text-sand-800">
        {mode === 'sign-up' ? 'Already have an account?' : 'New to the community?'}{' '}
        <button
          type="button"
          className="font-semibold text-clay-700 underline-offset-4 hover:underline"
          onClick={() => {
            setError(null)
            setMode(mode === 'sign-up' ? 'sign-in' : 'sign-up')
          }}
        >
          {mode === 'sign-up' ? 'Sign in' : 'Sign up'}
        </button>
      </p>
    </>
  )
}

function SuccessStep({ onStart }: { onStart: () => void }) {
  return (
    <>
      <Dialog.Description className="mt-1 text-sand-800">
        We sent you an email. Open the link in it to confirm your address: it signs you in and
        brings you back to this page.
      </Dialog.Description>
      <div className="mt-6 flex flex-col items-center gap-6 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-sand-100 text-clay-700">
          <MailCheck aria-hidden className="size-8" />
        </span>
        <Button size="lg" className="w-full" onClick={onStart}>
          Get Started
        </Button>
      </div>
    </>
  )
}
