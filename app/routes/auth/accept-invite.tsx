import { MailCheck, ShieldX } from 'lucide-react'
import { Form, Link, data, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/accept-invite'
import { Button, buttonClass } from '#app/components/ui/button'
import { FormMessage, InputField } from '#app/components/ui/field'
import { auth } from '#app/features/accounts/auth.server'
import {
  INVITATION_STATE_MESSAGES,
  acceptInvitation,
  findInvitation,
} from '#app/features/users/invitation-accept.server'
import { AcceptInvitationSchema, type AcceptInvitation } from '#app/features/users/users.schema'
import { brandTitle } from '#app/utils/seo'
import { SITE } from '#app/utils/site'
import { toastHeader } from '#app/utils/toast.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'

export const meta: Route.MetaFunction = () => [
  { title: brandTitle('Accept your invitation') },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params }: Route.LoaderArgs) {
  const found = await findInvitation(params.token)
  if (found.state !== 'valid')
    return data(
      { invitation: null, problem: INVITATION_STATE_MESSAGES[found.state] },
      { status: found.state === 'invalid' ? 404 : 410 },
    )
  const { email, role, inviter, customMessage, expiresAt } = found
  return { invitation: { email, role, inviter, customMessage, expiresAt }, problem: null }
}

async function acceptAndSignIn(request: Request, token: string, input: AcceptInvitation) {
  const result = await acceptInvitation(token, input)
  if (!result.ok) return result
  const headers = new Headers()
  try {
    const signIn = await auth.api.signInEmail({
      body: { email: result.email, password: input.password },
      headers: request.headers,
      returnHeaders: true,
    })
    for (const cookie of signIn.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  } catch (error) {
    // the account exists; if the automatic sign-in fails the member signs in by hand
    console.error('accept-invite: sign-in after accepting failed', error)
    throw redirect('/auth', {
      headers: await toastHeader({
        type: 'success',
        title: 'Your account is ready. Please sign in.',
      }),
    })
  }
  headers.append(
    'Set-Cookie',
    (await toastHeader({ type: 'success', title: `Welcome to ${SITE.name}!` }))['Set-Cookie'],
  )
  throw redirect(result.role === 'user' ? '/' : '/admin', { headers })
}

export const action = defineAction({
  respond: 'result',
  // the page has one form
  defaultIntent: 'accept',
  intents: {
    accept: intent({
      who: 'anyone',
      schema: AcceptInvitationSchema,
      // the invitation's acceptance is audited inside its transaction
      audit: 'invitation',
      // a new account shows on no public page until it writes something
      invalidates: 'nothing',
      run: ({ request, params, input }) => acceptAndSignIn(request, params.token ?? '', input),
    }),
  },
})

const roleLabel = (role: string) =>
  role === 'admin' ? 'an admin' : role === 'editor' ? 'an editor' : 'a member'

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  const errors = actionData?.ok === false ? actionData.errors : undefined
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4 py-12">
      <div className="w-full max-w-md rounded-3xl border border-sand-200 bg-white p-8 shadow-sm">
        <p className="text-center font-display text-lg font-semibold text-clay-700">{SITE.name}</p>
        {loaderData.invitation ? (
          <>
            <div className="mx-auto mt-4 flex size-14 items-center justify-center rounded-full bg-sand-100 text-clay-700">
              <MailCheck aria-hidden className="size-6" />
            </div>
            <h1 className="mt-4 text-center font-display text-2xl font-semibold text-ink">
              You're invited
            </h1>
            <p className="mt-2 text-center text-sand-800">
              {loaderData.invitation.inviter} invited you to join as{' '}
              {roleLabel(loaderData.invitation.role)}.
            </p>
            {loaderData.invitation.customMessage ? (
              <blockquote className="mt-4 rounded-2xl bg-sand-50 p-4 text-sm whitespace-pre-line text-sand-900 ring-1 ring-sand-200">
                {loaderData.invitation.customMessage}
              </blockquote>
            ) : null}
            <Form method="post" className="mt-6 space-y-4">
              <InputField label="Email" value={loaderData.invitation.email} readOnly disabled />
              <InputField
                label="Display name"
                name="displayName"
                required
                autoComplete="name"
                error={errors?.displayName}
              />
              <InputField
                label="Username"
                name="username"
                required
                autoComplete="username"
                error={errors?.username}
                hint="3 to 30 letters, numbers, underscores or hyphens"
              />
              <InputField
                label="Date of birth"
                name="birthDate"
                type="date"
                max={new Date().toISOString().slice(0, 10)}
                required
                hint="You must be 13 or older to join."
                error={errors?.birthDate}
              />
              <InputField
                label="Password"
                name="password"
                type="password"
                required
                autoComplete="new-password"
                error={errors?.password}
                hint="8 to 128 characters with a lowercase and an uppercase letter, a number and a special character"
              />
              {actionData &&
              !errors?.displayName &&
              !errors?.username &&
              !errors?.birthDate &&
              !errors?.password ? (
                <FormMessage>{actionData.message}</FormMessage>
              ) : null}
              <Button type="submit" className="w-full" disabled={busy}>
                Accept and create account
              </Button>
            </Form>
          </>
        ) : (
          <>
            <div className="mx-auto mt-4 flex size-14 items-center justify-center rounded-full bg-sand-100 text-clay-700">
              <ShieldX aria-hidden className="size-6" />
            </div>
            <h1 className="mt-4 text-center font-display text-2xl font-semibold text-ink">
              Invitation unavailable
            </h1>
            <p className="mt-3 text-center text-sand-800">{loaderData.problem}</p>
            <div className="mt-6 flex justify-center gap-3">
              <Link to="/auth" className={buttonClass('primary')}>
                Sign in
              </Link>
              <Link to="/" className={buttonClass('outline')}>
                Go Home
              </Link>
            </div>
          </>
        )}
      </div>
    </main>
  )
}
