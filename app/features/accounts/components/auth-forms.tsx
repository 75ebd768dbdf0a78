// The /auth page's Sign In and Sign Up forms (plain <Form>s: they work before JavaScript loads).
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button'
import { formErrorOf } from '#app/utils/action-result'
import { FocusFirstError, FormMessage, InputField } from '#app/components/ui/field'
import type { AuthResult } from '../auth-actions.server'
import { ResendConfirmation } from './resend-confirmation'
import { SignUpFields } from './sign-up-fields'

type Props = { actionData?: AuthResult; redirectTo: string }

/** The failed answer of this form, if the last submit was this form's and failed. */
function failedAnswer(actionData: AuthResult | undefined, intent: string) {
  return actionData?.intent === intent && !actionData.ok ? actionData : undefined
}

function useBusy(intent: string) {
  const nav = useNavigation()
  return nav.state !== 'idle' && nav.formData?.get('intent') === intent
}

export function SignInForm({ actionData, redirectTo }: Props) {
  const busy = useBusy('sign-in')
  const failed = failedAnswer(actionData, 'sign-in')
  return (
    <>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="sign-in" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FocusFirstError failure={failed ?? null} />
        {actionData?.checkInbox ? (
          <div role="status" className="rounded-2xl bg-sand-100 p-4 text-sand-900">
            <p className="font-semibold text-ink">Check your inbox</p>
            <p className="mt-1 text-sm">{actionData.toast?.description}</p>
          </div>
        ) : null}
        <FormMessage>{formErrorOf(failed)}</FormMessage>
        <InputField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={failed?.errors?.email}
        />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={failed?.errors?.password}
        />
        <div className="flex justify-end">
          <Link
            to="/auth/forgot-password"
            className="text-sm font-semibold text-clay-700 underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
        <p className="text-center text-sm text-sand-800">
          New here?{' '}
          <Link
            to="/auth?mode=sign-up"
            className="font-semibold text-clay-700 underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      </Form>
      {failed?.unconfirmedEmail ? <ResendConfirmation email={failed.unconfirmedEmail} /> : null}
      {actionData?.intent === 'resend-verification' ? (
        // the answer of the form above when it was posted without JavaScript
        <div className="mt-4">
          <FormMessage tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage>
        </div>
      ) : null}
    </>
  )
}

export function SignUpForm({
  actionData,
  redirectTo,
  suggestedName,
}: Props & { suggestedName: string }) {
  const busy = useBusy('sign-up')
  const failed = failedAnswer(actionData, 'sign-up')
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FocusFirstError failure={failed ?? null} />
      <FormMessage>{formErrorOf(failed)}</FormMessage>
      <SignUpFields errors={failed?.errors} suggestedName={suggestedName} />
      <Button type="submit" size="lg" variant="accent" className="w-full" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-sand-800">
        Already a member?{' '}
        <Link
          to="/auth?mode=sign-in"
          className="font-semibold text-clay-700 underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </Form>
  )
}
