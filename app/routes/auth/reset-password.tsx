// Password reset, step 2: the emailed link lands here with ?token=...; choose a new password.
import { useState } from 'react'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { isAPIError } from 'better-auth/api'
import type { Route } from './+types/reset-password'
import { Button } from '#app/components/ui/button'
import { FormMessage, InputField } from '#app/components/ui/field'
import { ResetPasswordSchema } from '#app/features/accounts/accounts.schema'
import { auth } from '#app/features/accounts/auth.server'
import { PasswordStrengthMeter } from '#app/features/accounts/components/password-strength-meter'
import { checkAuthRateLimit, RATE_LIMITED_MESSAGE } from '#app/features/accounts/rate-limit.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { toastHeader } from '#app/utils/toast.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { failure, formErrorOf } from '#app/utils/action-result'

const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/auth/reset-password',
    title: 'Choose a new password',
    noindex: true,
  })

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    token: url.searchParams.get('token') ?? '',
    linkError: url.searchParams.get('error') ? INVALID_LINK : null,
  }
}

export const action = defineAction({
  respond: 'result',
  defaultIntent: 'reset',
  intents: {
    reset: intent({
      who: 'anyone',
      schema: ResetPasswordSchema,
      audit: false,
      invalidates: 'nothing',
      run: async ({ request, input }) => {
        if (!(await checkAuthRateLimit(request, 'reset'))) return failure(RATE_LIMITED_MESSAGE, 429)
        try {
          await auth.api.resetPassword({
            body: { token: input.token, newPassword: input.password },
            headers: request.headers,
          })
        } catch (e) {
          if (isAPIError(e)) return failure(INVALID_LINK)
          throw e
        }
        return redirect('/auth', {
          headers: await toastHeader({
            type: 'success',
            title: 'Password updated',
            description: 'Sign in with your new password.',
          }),
        })
      },
    }),
  },
})

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  const [password, setPassword] = useState('')
  const failed = actionData?.ok === false ? actionData : undefined
  const problem =
    formErrorOf(failed) ?? loaderData.linkError ?? (loaderData.token ? null : INVALID_LINK)
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="rounded-[2rem] bg-white p-6 ring-1 ring-sand-200 md:p-10">
        <h1 className="font-display text-3xl font-semibold text-ink">Choose a new password</h1>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <FormMessage>{problem}</FormMessage>
          <input type="hidden" name="token" value={loaderData.token} />
          <InputField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={failed?.errors?.password}
          />
          <PasswordStrengthMeter password={password} />
          <InputField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={failed?.errors?.confirmPassword}
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy || !loaderData.token}>
            {busy ? 'Saving…' : 'Save new password'}
          </Button>
          <p className="text-center text-sm">
            <Link
              to="/auth/forgot-password"
              className="font-semibold text-clay-700 underline-offset-4 hover:underline"
            >
              Ask for a new link
            </Link>
          </p>
        </Form>
      </div>
    </div>
  )
}
