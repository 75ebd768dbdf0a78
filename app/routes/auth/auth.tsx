import { useEffect, useState } from 'react'
import { Link, redirect } from 'react-router'
import { Tabs } from 'radix-ui'
import type { Route } from './+types/auth'
import { showToast } from '#app/components/toaster'
import { InterestsSchema } from '#app/features/accounts/accounts.schema'
import {
  formAnswer,
  modalSignIn,
  safeRedirectTo,
  signIn,
  signOut,
  signUp,
  type AuthResult,
} from '#app/features/accounts/auth-actions.server'
import { SignInForm, SignUpForm } from '#app/features/accounts/components/auth-forms'
import { resendConfirmation } from '#app/features/accounts/confirm-email.server'
import { generateHandle } from '#app/features/accounts/public-name'
import { saveInterests } from '#app/features/accounts/profile.server'
import { keepPendingInterests } from '#app/features/accounts/pending-interests.server'
import { getOptionalUser, requireUser } from '#app/features/accounts/session.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'
import { SITE } from '#app/utils/site'
import { failure } from '#app/utils/action-result'
import { readFormData } from '#app/utils/form-data.server'

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

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  switch (intent) {
    case 'sign-in':
      return signIn(request, form)
    case 'sign-up':
    case 'modal-sign-up':
      return signUp(request, form, intent)
    case 'modal-sign-in':
      return modalSignIn(request, form)
    case 'sign-out':
      return signOut(request)
    case 'resend-verification':
      return resendConfirmation(request, form)
    case 'interests': {
      const parsed = InterestsSchema.safeParse({
        sports: form.getAll('sports'),
        interests: form.getAll('interests'),
      })
      if (!parsed.success) return formAnswer(intent, failure('Please choose from the lists'))
      const { sports, interests } = parsed.data
      const user = await getOptionalUser(request)
      const saved = { ok: true, message: 'Welcome to the community!' } as const
      if (user) {
        await saveInterests(user.id, sports, interests)
        return formAnswer(intent, saved)
      }
      // right after a sign-up nobody is signed in yet: keep the choice for the first sign-in
      const kept = await keepPendingInterests(request, sports, interests)
      if (!kept) await requireUser(request)
      return formAnswer(intent, saved, undefined, { 'Set-Cookie': kept! })
    }
    default:
      return formAnswer(intent, failure('Unknown action'))
  }
}

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
