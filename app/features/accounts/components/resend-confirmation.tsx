// Shown under a sign-in form that was refused because the address is not confirmed yet
// (decision 0029): one button that mails a new confirmation link. A plain form post to /auth
// without JavaScript; with it, a fetcher answers in place.
import { useFetcher } from 'react-router'
import { Button } from '#app/components/ui/button'
import { FormMessage } from '#app/components/ui/field'
import type { AuthResult } from '../auth-actions.server'

export function ResendConfirmation({ email }: { email: string }) {
  const fetcher = useFetcher<AuthResult>()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <fetcher.Form method="post" action="/auth" className="mt-4 rounded-2xl bg-sand-100 p-4">
      <input type="hidden" name="intent" value="resend-verification" />
      <input type="hidden" name="email" value={email} />
      <p className="text-sm text-sand-900">
        No confirmation email for <strong className="font-semibold">{email}</strong>?
      </p>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={fetcher.state !== 'idle'}
      >
        {fetcher.state !== 'idle' ? 'Sending…' : 'Send the link again'}
      </Button>
      {answer ? (
        <div className="mt-3">
          <FormMessage tone={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage>
        </div>
      ) : null}
    </fetcher.Form>
  )
}
