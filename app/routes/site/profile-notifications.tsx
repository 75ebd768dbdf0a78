// /profile/notifications: the member's notification centre (what happened to her stories, posts
// and comments) and which kinds also come by email.
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { Route } from './+types/profile-notifications'
import {
  EmailSettingsForm,
  NoticeList,
  type CentreResult,
} from '#app/features/notifications/components/member-centre'
import {
  UNKNOWN_CENTRE_INTENT,
  centreIntents,
  loadNotificationCentre,
} from '#app/features/notifications/member-centre-action.server'
import { defineAction } from '#app/features/accounts/route-action.server'
import { seoMeta, siteUrlFrom } from '#app/utils/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: '/profile/notifications',
    title: 'Notifications',
    noindex: true,
  })

export async function loader({ request }: Route.LoaderArgs) {
  return loadNotificationCentre(request)
}

export const action = defineAction({
  respond: 'result',
  // each answer names its form (the list and the settings show their own)
  tag: (name) => ({ intent: name }),
  unknown: UNKNOWN_CENTRE_INTENT,
  intents: centreIntents,
})

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export default function NotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { notices, unread, email } = loaderData
  const result = actionData as CentreResult | undefined
  return (
    <div className="page-container space-y-6 py-10 md:py-14">
      <div>
        <Link
          to="/profile"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-sand-900 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> Back to your profile
        </Link>
        <h1 className="mt-2 font-display text-4xl font-semibold text-ink md:text-5xl">
          Your notifications
        </h1>
        <p className="mt-2 max-w-2xl text-sand-800">
          What happened to your stories, questions, answers and comments.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <NoticeList notices={notices} unread={unread} result={result} />
        </div>
        <div className="min-w-0">
          <EmailSettingsForm settings={email} result={result} />
        </div>
      </div>
    </div>
  )
}
