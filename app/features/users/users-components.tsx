// UI of the members admin: props in, no fetching.
import { MailPlus, RotateCw, X } from 'lucide-react'
import { useState } from 'react'
import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/components/ui/cn'
import { FormMessage, InputField, SelectField, TextareaField } from '#app/components/ui/field'
import { formatDate } from '#app/utils/format-date'
import { INVITE_MESSAGE_MAX } from './users.schema'
import type { ActionResult } from '#app/utils/action-result'

const ROLE_OPTIONS = [
  { value: 'user', label: 'Member' },
  { value: 'editor', label: 'Editor' },
  { value: 'admin', label: 'Admin' },
]

/** The users page's result, `form` naming which of its forms answered. */
type ActionData = (ActionResult & { form?: string }) | undefined

export function InviteForm({ busy, actionData }: { busy: boolean; actionData: ActionData }) {
  const [length, setLength] = useState(0)
  const mine = actionData?.form === 'invite'
  const errors = (mine && actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
  return (
    <section
      aria-labelledby="invite-h"
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-xs"
    >
      <h2 id="invite-h" className="flex items-center gap-2 font-display text-xl font-semibold">
        <MailPlus aria-hidden className="size-5 text-clay-700" /> Invite someone
      </h2>
      <Form
        method="post"
        className="mt-4 space-y-4"
        key={mine && actionData?.ok ? actionData.message : 'invite'}
      >
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <InputField
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="off"
            error={errors.email}
          />
          <SelectField
            label="Role"
            name="role"
            defaultValue="editor"
            options={ROLE_OPTIONS}
            error={errors.role}
          />
        </div>
        <TextareaField
          label="Personal message (optional)"
          name="customMessage"
          onChange={(e) => setLength(e.currentTarget.value.length)}
          hint={`${length}/${INVITE_MESSAGE_MAX} characters`}
          error={errors.customMessage}
          className="[&_textarea]:min-h-24"
        />
        <Button type="submit" name="intent" value="invite" disabled={busy}>
          Send invitation
        </Button>
        {mine && actionData?.ok ? (
          <FormMessage tone="success">{actionData.message}</FormMessage>
        ) : null}
      </Form>
    </section>
  )
}

type Invitation = {
  id: string
  email: string
  role: string
  createdAt: Date | string
  expiresAt: Date | string
  invitedBy: string | null
}

export function InvitationsPanel({
  invitations,
  busy,
}: {
  invitations: Invitation[]
  busy: boolean
}) {
  return (
    <section
      aria-labelledby="pending-h"
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-xs"
    >
      <h2 id="pending-h" className="font-display text-xl font-semibold">
        Pending invitations
      </h2>
      {invitations.length ? (
        <ul className="mt-3 divide-y divide-sand-200">
          {invitations.map((inv) => {
            const expired = new Date(inv.expiresAt).getTime() < Date.now()
            return (
              <li key={inv.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{inv.email}</p>
                  <p className="text-sm text-sand-800">
                    {inv.role} · invited by {inv.invitedBy ?? 'an admin'} ·{' '}
                    {expired ? 'expired' : 'expires'} {formatDate(inv.expiresAt)}
                  </p>
                </div>
                <Form method="post" className="flex gap-1">
                  <input type="hidden" name="invitationId" value={inv.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="resend-invite"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                  >
                    <RotateCw aria-hidden className="size-4" /> Resend
                    <span className="sr-only"> to {inv.email}</span>
                  </Button>
                  <Button
                    type="submit"
                    name="intent"
                    value="revoke-invite"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                  >
                    <X aria-hidden className="size-4" /> Revoke
                    <span className="sr-only"> invitation for {inv.email}</span>
                  </Button>
                </Form>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sand-800">No pending invitations.</p>
      )}
    </section>
  )
}

type Member = {
  id: string
  email: string
  displayName: string
  username: string | null
  createdAt: Date | string
  emailVerified: boolean
  suspendedAt: Date | string | null
  role: string
}

export function MemberRow({
  member: m,
  isSelf,
  busy,
}: {
  member: Member
  isSelf: boolean
  busy: boolean
}) {
  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <p className="truncate font-semibold">
          {m.displayName}{' '}
          {isSelf ? <span className="text-sm font-normal text-sand-700">(you)</span> : null}
        </p>
        <p className="truncate text-sm text-sand-800">
          {m.email}
          {m.username ? ` · @${m.username}` : ''}
        </p>
      </div>
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="userId" value={m.id} />
        <SelectField
          label={`Role of ${m.email}`}
          name="role"
          defaultValue={m.role}
          options={ROLE_OPTIONS}
          className="flex-1 [&_label]:sr-only"
        />
        <Button
          type="submit"
          name="intent"
          value="change-role"
          variant="outline"
          size="sm"
          disabled={busy}
          className="mb-1"
        >
          Save<span className="sr-only"> role of {m.email}</span>
        </Button>
      </Form>
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-sand-100 px-2.5 py-1 text-sand-900">
          Joined {formatDate(m.createdAt)}
        </span>
        <span
          className={cn(
            'rounded-full px-2.5 py-1',
            m.emailVerified ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
          )}
        >
          {m.emailVerified ? 'Verified' : 'Unverified'}
        </span>
        {m.suspendedAt ? (
          <span className="rounded-full bg-red-50 px-2.5 py-1 text-red-800">Suspended</span>
        ) : null}
      </div>
      <Form method="post">
        <input type="hidden" name="userId" value={m.id} />
        <Button
          type="submit"
          name="intent"
          value={m.suspendedAt ? 'unsuspend' : 'suspend'}
          variant={m.suspendedAt ? 'outline' : 'ghost'}
          size="sm"
          disabled={busy || isSelf}
        >
          {m.suspendedAt ? 'Unsuspend' : 'Suspend'}
          <span className="sr-only"> {m.email}</span>
        </Button>
      </Form>
    </li>
  )
}
