import { Search } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/users'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { Button, buttonClass } from '#app/components/ui/button'
import { InputField, SelectField } from '#app/components/ui/field'
import { requireRole } from '#app/features/accounts/roles.server'
import { InvitationsPanel, InviteForm, MemberRow } from '#app/features/users/users-components'
import {
  createInvitation,
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from '#app/features/users/invitations.server'
import {
  ChangeRoleSchema,
  InvitationFormSchema,
  InvitationIdSchema,
  MemberFilterSchema,
  MemberIdSchema,
} from '#app/features/users/users.schema'
import { changeMemberRole, listMembers, setMemberSuspended } from '#app/features/users/users.server'
import { actionResponse } from '#app/utils/action-response.server'
import { invalidResult } from '#app/utils/action-result'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Members | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.users.minRole)
  const filter = MemberFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [members, invitations] = await Promise.all([listMembers(filter), listPendingInvitations()])
  return { filter, ...members, invitations, currentUserId: user.id }
}

const who = ADMIN_SECTIONS.users.minRole

const suspend = (on: boolean) =>
  intent({
    who,
    schema: MemberIdSchema,
    audit: 'user',
    // a member's account is on no cached page (her stories are moderated apart)
    invalidates: 'nothing',
    run: ({ user, input }) => setMemberSuspended(user, input.userId, on),
  })

const invitation = (run: typeof revokeInvitation) =>
  intent({
    who,
    schema: InvitationIdSchema,
    audit: 'invitation',
    invalidates: 'nothing',
    run: ({ user, input }) => run(user, input.invitationId),
  })

export const action = defineAction({
  intents: {
    invite: intent({
      who,
      parse: (form) => {
        const parsed = InvitationFormSchema.safeParse(Object.fromEntries(form))
        if (parsed.success) return { ok: true, input: parsed.data }
        // the page shows the answer in the invite form
        return Object.assign(invalidResult(parsed.error.issues), { form: 'invite' })
      },
      audit: 'invitation',
      invalidates: 'nothing',
      run: async ({ user, input }) => {
        const result = await createInvitation(user, input)
        return actionResponse(result, {
          form: 'invite',
          errors: result.ok ? undefined : { email: result.message },
        })
      },
    }),
    'change-role': intent({
      who,
      schema: ChangeRoleSchema,
      audit: 'user',
      invalidates: 'nothing',
      run: ({ user, input }) => changeMemberRole(user, input.userId, input.role),
    }),
    suspend: suspend(true),
    unsuspend: suspend(false),
    'revoke-invite': invitation(revokeInvitation),
    'resend-invite': invitation(resendInvitation),
  },
})

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, members, total, pages, invitations, currentUserId } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const pageHref = (page: number) =>
    `?${new URLSearchParams({ ...(filter.q ? { q: filter.q } : {}), role: filter.role, page: String(page) })}`
  return (
    <AdminPage
      title="Members"
      description="Roles, suspensions and invitations. Only admins can change roles."
    >
      <div className="space-y-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <InviteForm busy={busy} actionData={actionData} />
          <InvitationsPanel invitations={invitations} busy={busy} />
        </div>
        <section aria-labelledby="members-h" className="space-y-4">
          <h2 id="members-h" className="font-display text-2xl font-semibold">
            All members <span className="text-base font-normal text-sand-700">({total})</span>
          </h2>
          <Form
            method="get"
            role="search"
            className="grid gap-3 md:grid-cols-[2fr_1fr_auto] md:items-end"
          >
            <InputField
              label="Search members"
              name="q"
              type="search"
              defaultValue={filter.q}
              placeholder="Email, name or username"
            />
            <SelectField
              label="Role"
              name="role"
              defaultValue={filter.role}
              options={[
                { value: 'all', label: 'All roles' },
                { value: 'admin', label: 'Admins' },
                { value: 'editor', label: 'Editors' },
                { value: 'user', label: 'Members' },
              ]}
            />
            <Button type="submit" variant="outline">
              <Search aria-hidden className="size-4" /> Search
            </Button>
          </Form>
          {members.length ? (
            <ul className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
              {members.map((m) => (
                <MemberRow key={m.id} member={m} isSelf={m.id === currentUserId} busy={busy} />
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl bg-white p-6 text-sand-800">No members match this search.</p>
          )}
          {pages > 1 ? (
            <nav aria-label="Members pages" className="flex items-center justify-between gap-3">
              {filter.page > 1 ? (
                <Link to={pageHref(filter.page - 1)} className={buttonClass('outline', 'sm')}>
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-sand-800">
                Page {filter.page} of {pages}
              </span>
              {filter.page < pages ? (
                <Link to={pageHref(filter.page + 1)} className={buttonClass('outline', 'sm')}>
                  Next
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.users.minRole} />
}
