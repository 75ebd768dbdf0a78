// /notifications/unsubscribe?u=&k=&s=: the signed link at the foot of every notification email.
// Opening it shows a button (link scanners that open it change nothing); the button, or the mail
// client's one-click POST (List-Unsubscribe-Post), switches that one kind off for that one member,
// without signing in. A link whose signature this server did not make is refused.
import { Form, Link, data } from 'react-router'
import type { Route } from './+types/unsubscribe'
import { Button } from '#app/components/ui/button'
import { FormMessage } from '#app/components/ui/field'
import { UnsubscribeSchema } from '#app/features/notifications/member-notifications.schema'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { failure } from '#app/utils/action-result'
import { MEMBER_NOTIFICATION_LABELS } from '#app/utils/member-notice-kinds'
import { stopEmailKind, verifyUnsubscribe } from '#app/utils/member-notify-mail.server'

const INVALID = 'This link is not valid. Open your notification settings to choose your emails.'
const PRIVATE = { 'Cache-Control': 'private, no-store' }

function readLink(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const p = UnsubscribeSchema.safeParse(params)
  if (!p.success || !verifyUnsubscribe(p.data.u, p.data.k, p.data.s)) return null
  return p.data
}

export function meta() {
  return [{ title: 'Stop notification emails' }, { name: 'robots', content: 'noindex' }]
}

export function loader({ request }: Route.LoaderArgs) {
  const link = readLink(request)
  if (!link) return data({ ok: false as const, label: null }, { status: 400, headers: PRIVATE })
  return data(
    { ok: true as const, label: MEMBER_NOTIFICATION_LABELS[link.k] },
    { headers: PRIVATE },
  )
}

export const action = defineAction({
  respond: 'result',
  // the body is List-Unsubscribe=One-Click from a mail client, or the page's button
  defaultIntent: 'unsubscribe',
  headers: PRIVATE,
  intents: {
    unsubscribe: intent({
      // the signed link stands for the member: no sign-in
      who: 'anyone',
      parse: (_form, { request }) => {
        const link = readLink(request)
        return link ? { ok: true as const, input: link } : failure(INVALID, 403)
      },
      audit: false,
      // email settings show on no public page
      invalidates: 'nothing',
      run: async ({ input: link }) => {
        if (!(await stopEmailKind(link.u, link.k))) return failure(INVALID, 404)
        return data(
          {
            ok: true as const,
            message: `Done: you will no longer get emails for “${MEMBER_NOTIFICATION_LABELS[link.k]}”.`,
          },
          { headers: PRIVATE },
        )
      },
    }),
  },
})

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page-container max-w-2xl py-12 md:py-16">
      <h1 className="font-display text-4xl font-semibold text-ink">Notification emails</h1>
      <div className="mt-6 space-y-4">
        {actionData ? (
          <FormMessage tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage>
        ) : loaderData.ok ? (
          <Form method="post" className="space-y-4">
            <p className="text-sand-900">
              Stop emails for “{loaderData.label}”? Your other email settings stay as they are, and
              the notifications still wait for you on the site.
            </p>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit">Stop these emails</Button>
          </Form>
        ) : (
          <FormMessage>{INVALID}</FormMessage>
        )}
        <p className="text-sm text-sand-800">
          Signed in? Choose every kind on{' '}
          <Link to="/profile/notifications" className="font-semibold underline">
            your notifications page
          </Link>
          .
        </p>
      </div>
    </div>
  )
}
