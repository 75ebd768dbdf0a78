// The member notification centre on /profile/notifications: her notices (unread marked, each
// linking to its item, grouped reactions with their count), mark one or all read, and which kinds
// also come by email. Plain forms posting to the page: they work without JavaScript.
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '#app/components/ui/button'
import { CheckboxField } from '#app/components/ui/checkbox'
import { cn } from '#app/components/ui/cn'
import { FormMessage } from '#app/components/ui/field'
import type { ActionResult } from '#app/utils/action-result'
import { formatDate, isoDate } from '#app/utils/format-date'
import {
  MEMBER_NOTIFICATION_KINDS,
  MEMBER_NOTIFICATION_LABELS,
  type MemberNotificationKind,
} from '#app/utils/member-notice-kinds'
import type { MemberNotice } from '../member-notifications.schema'

export type CentreResult = ActionResult & { intent?: string }

function groupLine(n: MemberNotice) {
  if (n.kind === 'story_reactions') return n.count === 1 ? '1 reaction' : `${n.count} reactions`
  if (n.kind === 'answer_marked' && n.count > 1) return `${n.count} members`
  return null
}

export function NoticeList({
  notices,
  unread,
  result,
}: {
  notices: MemberNotice[]
  unread: number
  result?: CentreResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <section
      aria-labelledby="notices-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-sand-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notices-title" className="font-display text-2xl font-semibold text-ink">
          Notifications{' '}
          <span className="text-base font-medium text-sand-800" data-testid="unread-count">
            ({unread} unread)
          </span>
        </h2>
        {unread ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="outline" disabled={busy}>
              Mark all read
            </Button>
          </Form>
        ) : null}
      </div>
      {result && result.intent !== 'email-settings' && result.message ? (
        <div className="mt-4">
          <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
        </div>
      ) : null}
      {notices.length ? (
        <ul className="mt-4 divide-y divide-sand-200" data-testid="notices">
          {notices.map((n) => (
            <li
              key={n.id}
              data-testid="notice"
              data-read={n.read}
              className={cn('flex flex-wrap items-start gap-3 py-4', n.read ? null : 'font-medium')}
            >
              <span
                aria-hidden
                className={cn(
                  'mt-2 size-2.5 shrink-0 rounded-full',
                  n.read ? 'bg-transparent' : 'bg-clay-700',
                )}
              />
              <div className="min-w-0 flex-1">
                <p className="text-ink">
                  {n.read ? null : <span className="sr-only">Unread: </span>}
                  {n.link ? (
                    <Link to={n.link} className="font-semibold underline-offset-4 hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    <span className="font-semibold">{n.title}</span>
                  )}
                </p>
                {n.body ? (
                  <p className="mt-1 text-sm font-normal whitespace-pre-line text-sand-900">
                    {n.body}
                  </p>
                ) : null}
                <p className="mt-1 text-sm font-normal text-sand-700">
                  {groupLine(n) ? `${groupLine(n)} · ` : null}
                  <time dateTime={isoDate(n.createdAt)}>{formatDate(n.createdAt)}</time>
                </p>
              </div>
              {n.read ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="read" />
                  <input type="hidden" name="id" value={n.id} />
                  <Button type="submit" variant="ghost" size="sm" disabled={busy}>
                    Mark read<span className="sr-only">: {n.title}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sand-800">
          Nothing yet. When your story is approved, your question is answered or someone replies to
          your comment, you will find it here.
        </p>
      )}
    </section>
  )
}

export function EmailSettingsForm({
  settings,
  result,
}: {
  settings: Record<MemberNotificationKind, boolean>
  result?: CentreResult | null
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <section
      aria-labelledby="email-settings-title"
      className="rounded-3xl bg-white p-6 ring-1 ring-sand-200"
    >
      <h2 id="email-settings-title" className="font-display text-2xl font-semibold text-ink">
        Email me when
      </h2>
      <p className="mt-2 text-sm text-sand-800">
        These emails only tell you about your own stories, posts and comments: never offers or
        advertising. For members under 18 they start switched off. Every email has a link that stops
        that kind with one click.
      </p>
      {/* key: the checkboxes show what was saved */}
      <Form
        key={JSON.stringify(settings)}
        method="post"
        className="mt-4 space-y-1"
        preventScrollReset
      >
        <input type="hidden" name="intent" value="email-settings" />
        {MEMBER_NOTIFICATION_KINDS.map((k) => (
          <CheckboxField
            key={k}
            name={k}
            defaultChecked={settings[k]}
            label={MEMBER_NOTIFICATION_LABELS[k]}
            className="text-sm text-ink"
          />
        ))}
        {result && result.intent === 'email-settings' && result.message ? (
          <FormMessage tone={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>
        ) : null}
        <div className="pt-3">
          <Button type="submit" disabled={busy}>
            Save email settings
          </Button>
        </div>
      </Form>
    </section>
  )
}
