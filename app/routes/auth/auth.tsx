import { useEffect, useState } from 'react'
import { Link, redirect } from 'react-router'
import { Tabs } from 'radix-ui'
import type { Route } from './+types/auth'
import { showToast } from '#app/components/toaster'
import { InterestsSchema } from '#app/features/accounts/accounts.schema'
import {
  formAnswer,
  modalSignIn,
  parseModalSignIn,
  parseSignIn,
  parseSignUp,
  safeRedirectTo,
  signIn,
  signOut,
  signUp,
  type AuthResult,
} from '#app/features/accounts/auth-actions.server'
import { SignInForm, SignUpForm } from '#app/features/accounts/components/auth-forms'
import {
  parseResendConfirmation,
  resendConfirmation,
} from '#app/features/accounts/confirm-email.server'
import { generateHandle } from '#app/features/accounts/public-name'
import { saveInterests } from '#app/features/accounts/profile.server'
import { keepPendingInterests } from '#app/features/accounts/pending-interests.server'
import { getOptionalUser, requireUser } from '#app/features/accounts/session.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { SITE } from '#app/utils/site'
import { failure } from '#app/utils/action-result'
import { defineAction, intent } from '#app/features/accounts/route-action.server'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/auth',
    title: 'Sign In or Join',
    description: `Sign in to ${SITE.name} or create your free account.`,
    noindex: true,
  })

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const redirectTo = safeRedirectTo(url.searchParams.get('redirectTo'))
  // docs/product.md#public-routes: the sign-in page visited while signed in redirects to /
  if (await getOptionalUser(request)) throw redirect('/')
  const mode = url.searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'
  return { mode, redirectTo, suggestedName: generateHandle() }
}

/** The interests step's lists (repeated fields), read together. */
function parseInterests(form: FormData) {
  const parsed = InterestsSchema.safeParse({
    sports: form.getAll('sports'),
    interests: form.getAll('interests'),
  })
  return parsed.success
    ? { ok: true as const, input: parsed.data }
    : failure('Please choose from the lists')
}

// sign-in and sign-up change who is signed in, not what the public pages show
const signUpIntent = (name: 'sign-up' | 'modal-sign-up') =>
  intent({
    who: 'anyone',
    parse: (form) => parseSignUp(form, name),
    audit: false,
    invalidates: 'nothing',
    run: ({ request, input, form }) => signUp(request, input, name, form.get('redirectTo')),
  })

export const action = defineAction({
  respond: 'result',
  // every answer names the form it answers (the page picks the tab and the form from it)
  tag: (name) => ({ intent: name }),
  intents: {
    'sign-in': intent({
      who: 'anyone',
      parse: parseSignIn,
      audit: false,
      invalidates: 'nothing',
      run: ({ request, input, form }) => signIn(request, input, form.get('redirectTo')),
    }),
    'sign-up': signUpIntent('sign-up'),
    'modal-sign-up': signUpIntent('modal-sign-up'),
    'modal-sign-in': intent({
      who: 'anyone',
      parse: parseModalSignIn,
      audit: false,
      invalidates: 'nothing',
      run: ({ request, input }) => modalSignIn(request, input),
    }),
    'sign-out': intent({
      who: 'anyone',
      audit: false,
      invalidates: 'nothing',
      run: ({ request }) => signOut(request),
    }),
    'resend-verification': intent({
      who: 'anyone',
      parse: parseResendConfirmation,
      audit: false,
      invalidates: 'nothing',
      run: ({ request, input }) => resendConfirmation(request, input.email),
    }),
    interests: intent({
      who: 'anyone',
      parse: parseInterests,
      audit: false,
      invalidates: 'nothing',
      run: async ({ request, input, user }) => {
        const { sports, interests } = input
        const saved = { ok: true, message: 'Welcome to the community!' } as const
        if (user) {
          await saveInterests(user.id, sports, interests)
          return formAnswer('interests', saved)
        }
        // right after a sign-up nobody is signed in yet: keep the choice for the first sign-in
        const kept = await keepPendingInterests(request, sports, interests)
        if (!kept) await requireUser(request)
        return formAnswer('interests', saved, undefined, { 'Set-Cookie': kept! })
      },
    }),
  },
})

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as AuthResult | undefined
  // an accepted sign-up lands on Sign In, with the check-your-inbox note above the form
  const tabFor = (d: AuthResult | undefined) =>
    d?.checkInbox ? 'sign-in' : d?.intent === 'sign-up' ? 'sign-up' : null
  const [tab, setTab] = useState(tabFor(result) ?? loaderData.mode)
  useEffect(() => {
    if (result?.toast) showToast(result.toast)
    const next = tabFor(result) ?? (result?.intent === 'sign-in' ? 'sign-in' : null)
    if (next) setTab(next)
  }, [result])
  return (
    <div className="mx-auto flex max-w-xl flex-col justify-center px-4 py-10 md:px-6 md:py-16">
      <div className="rounded-[2rem] bg-white p-6 shadow-[0_20px_60px_-30px_rgba(60,40,20,0.35)] ring-1 ring-sand-200 md:p-10">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">
          {SITE.name}
        </p>
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-ink md:text-4xl">
          Welcome to the team
        </h1>
        <p className="mt-2 text-sand-800">
          Sign in to save stories and products, or join the community in a minute.
        </p>
        <Tabs.Root value={tab} onValueChange={setTab} className="mt-8">
          <Tabs.List
            aria-label="Sign in or sign up"
            className="grid grid-cols-2 rounded-full bg-sand-100 p-1"
          >
            {[
              ['sign-in', 'Sign In'],
              ['sign-up', 'Sign Up'],
            ].map(([value, label]) => (
              <Tabs.Trigger
                key={value}
                value={value!}
                className="rounded-full px-4 py-2.5 text-sm font-semibold text-sand-800 transition-colors focus-visible:ring-2 focus-visible:ring-clay-600 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="sign-in" className="mt-6 focus-visible:outline-none">
            <SignInForm actionData={result} redirectTo={loaderData.redirectTo} />
          </Tabs.Content>
          <Tabs.Content value="sign-up" className="mt-6 focus-visible:outline-none">
            <SignUpForm
              actionData={result}
              redirectTo={loaderData.redirectTo}
              suggestedName={loaderData.suggestedName}
            />
          </Tabs.Content>
        </Tabs.Root>
        <p className="mt-8 border-t border-sand-200 pt-6 text-center text-sm text-sand-800">
          By signing up, you agree to our{' '}
          <Link to="/terms" className="font-semibold text-ink underline underline-offset-4">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-semibold text-ink underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  )
}
