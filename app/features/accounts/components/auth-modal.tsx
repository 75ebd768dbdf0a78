// The sign-in/sign-up modal (SPEC sections 2, 4, 8): auth -> personalize -> success.
// Lazy-loaded by AuthModalHost; posts to the /auth route's action with fetchers.
import { useEffect, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'
import { Dialog } from '#app/components/ui/dialog'
import { MailCheck, X } from 'lucide-react'
import { showToast } from '#app/components/toaster'
import { Button } from '#app/components/ui/button'
import { focusFirstField, returnFocusTo as focusBack } from '#app/components/ui/dialog-focus'
import { FocusFirstError, FormMessage, InputField } from '#app/components/ui/field'
import { SITE } from '#app/utils/site'
import { CONTENT_INTERESTS, SPORT_INTERESTS } from '../interests'
import type { AuthResult } from '../auth-actions.server'
import type { AuthModalMode } from './auth-events'
import { ChipGroup } from './chip-group'
import { PasswordStrengthMeter } from './password-strength-meter'
import { ResendConfirmation } from './resend-confirmation'

type Step = 'auth' | 'personalize' | 'success'
type Props = {
  open: boolean
  initialMode: AuthModalMode
  onOpenChange: (open: boolean) => void
  onSuccess?: () => void
  returnFocusTo?: HTMLElement | null
}

const TITLES: Record<Step, string> = {
  auth: '',
  personalize: 'Make it yours',
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
            onSignedUp={() => setStep('personalize')}
            onSignedIn={() => {
              onOpenChange(false)
              onSuccess?.()
            }}
          />
        ) : null}
        {step === 'personalize' ? <PersonalizeStep onDone={() => setStep('success')} /> : null}
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
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null)
  const busy = fetcher.state !== 'idle'
  useEffect(() => {
    const d = fetcher.data
    if (!d || fetcher.state !== 'idle') return
    if (d.ok && d.next === 'personalize') {
      showToast(
        d.toast ?? {
          type: 'success',
          title: "Account created! Let's personalize your experience.",
        },
      )
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
  const today = new Date().toISOString().slice(0, 10)
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
        <FocusFirstError failure={error ? fetcher.data : null} />
        {error ? <FormMessage>{error}</FormMessage> : null}
        <InputField label="Email" name="email" type="email" autoComplete="email" required />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {mode === 'sign-in' ? (
          <p className="-mt-2 text-right text-sm">
            <a
              href="/auth/forgot-password"
              className="font-semibold text-clay-700 underline-offset-4 hover:underline"
            >
              Forgot your password?
            </a>
          </p>
        ) : null}
        {mode === 'sign-up' ? (
          <>
            <PasswordStrengthMeter password={password} />
            <InputField label="Date of birth" name="birthDate" type="date" max={today} required />
            <p className="rounded-2xl bg-sand-100 p-3 text-sm text-sand-900">
              <strong>COPPA notice:</strong> you must be 13 or older to create an account. We use
              your date of birth only to check your age, as the Children&apos;s Online Privacy
              Protection Act requires.
            </p>
          </>
        ) : null}
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

function PersonalizeStep({ onDone }: { onDone: () => void }) {
  const fetcher = useFetcher<AuthResult>()
  const [sports, setSports] = useState<string[]>([])
  const [interests, setInterests] = useState<string[]>([])
  const toggle = (set: (fn: (v: string[]) => string[]) => void) => (value: string) =>
    set((list) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]))
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      showToast({ type: 'success', title: 'Welcome to the community!' })
      onDone()
    } else showToast({ type: 'error', title: 'Something went wrong. Please try again.' })
  }, [fetcher.data, fetcher.state]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <Dialog.Description className="mt-1 text-sand-800">
        Pick what you play and what you love to read. You can change it later.
      </Dialog.Description>
      <fetcher.Form method="post" action="/auth" className="mt-6 space-y-5">
        <input type="hidden" name="intent" value="interests" />
        <ChipGroup
          legend="Your sports"
          name="sports"
          options={SPORT_INTERESTS}
          selected={sports}
          onToggle={toggle(setSports)}
        />
        <ChipGroup
          legend="Content you're into"
          name="interests"
          options={CONTENT_INTERESTS}
          selected={interests}
          onToggle={toggle(setInterests)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onDone}>
            Skip for now
          </Button>
          <Button type="submit" variant="accent" disabled={fetcher.state !== 'idle'}>
            Continue
          </Button>
        </div>
      </fetcher.Form>
    </>
  )
}

function SuccessStep({ onStart }: { onStart: () => void }) {
  return (
    <>
      <Dialog.Description className="mt-1 text-sand-800">
        We sent you an email. Open the link in it to confirm your address, then sign in: the choices
        you just made are kept for your first sign-in on this device.
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
