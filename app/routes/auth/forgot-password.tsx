// Password reset, step 1: ask for the email. The answer is the same whether or not it exists.
import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/forgot-password'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField } from '#app/components/ui/field'
import { ForgotPasswordSchema } from '#app/features/accounts/accounts.schema'
import { auth } from '#app/features/accounts/auth.server'
import { checkAuthRateLimit, RATE_LIMITED_MESSAGE } from '#app/features/accounts/rate-limit.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { failure, formErrorOf } from '#app/utils/action-result'

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/auth/forgot-password',
    title: 'Reset your password',
    noindex: true,
  })

export const action = defineAction({
  respond: 'result',
  defaultIntent: 'request-reset',
  intents: {
    'request-reset': intent({
      who: 'anyone',
      schema: ForgotPasswordSchema,
      audit: false,
      invalidates: 'nothing',
      run: async ({ request, input }) => {
        if (!(await checkAuthRateLimit(request, 'reset', input.email)))
          return failure(RATE_LIMITED_MESSAGE, 429)
        try {
          await auth.api.requestPasswordReset({
            body: { email: input.email, redirectTo: '/auth/reset-password' },
            headers: request.headers,
          })
        } catch (error) {
          // never reveal anything about the account; log for the operator
          console.error('password reset request failed', error)
        }
        return { ok: true as const, message: RESET_REQUESTED }
      },
    }),
  },
})

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="rounded-[2rem] bg-white p-6 ring-1 ring-sand-200 md:p-10">
        <h1 className="font-display text-3xl font-semibold text-ink">Forgot your password?</h1>
        <p className="mt-2 text-sand-800">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </p>
        {actionData?.ok ? (
          <div className="mt-6 space-y-4">
            <FormMessage tone="success">{actionData.message}</FormMessage>
            <Link
              to="/auth"
              className="inline-block font-semibold text-clay-700 underline underline-offset-4"
            >
              Back to sign in
            </Link>
          </div>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <FormMessage>{formErrorOf(actionData)}</FormMessage>
            <InputField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={actionData?.ok ? undefined : actionData?.errors?.email}
            />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? 'Sending…' : 'Send reset link'}
            </Button>
            <p className="text-center text-sm">
              <Link
                to="/auth"
                className="font-semibold text-clay-700 underline-offset-4 hover:underline"
              >
                Back to sign in
              </Link>
            </p>
          </Form>
        )}
      </div>
    </div>
  )
}
