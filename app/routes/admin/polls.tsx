import { BarChart3 } from 'lucide-react'
import { useNavigation } from 'react-router'
import type { Route } from './+types/polls'
import { AdminPage, NewItemLink, StatusBadge } from '#app/components/admin/admin-page'
import { ListTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { LocalTime } from '#app/components/admin/local-time'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { PollDetailsForm, PollRowActions } from '#app/features/polls/components/poll-admin'
import { PollDetailsSchema, PollIdSchema } from '#app/features/polls/polls.schema'
import {
  deletePoll,
  listAdminPolls,
  setPollActive,
  updatePollDetails,
} from '#app/features/polls/polls.server'
import { invalidResult, failure } from '#app/utils/action-result'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { formatCount } from '#app/utils/format-number'

export const meta: Route.MetaFunction = () => [{ title: 'Polls | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.polls.minRole)
  return { polls: await listAdminPolls() }
}

const who = ADMIN_SECTIONS.polls.minRole

function parsePollId(form: FormData) {
  const id = PollIdSchema.safeParse(Object.fromEntries(form))
  return id.success ? { ok: true as const, input: id.data } : failure('Poll not found')
}

const setActive = (active: boolean) =>
  intent({
    who,
    parse: parsePollId,
    audit: 'poll',
    // the active poll is on the home page and the community page
    invalidates: 'all',
    run: ({ user, input }) => setPollActive(user, input.id, active),
  })

export const action = defineAction({
  intents: {
    activate: setActive(true),
    deactivate: setActive(false),
    delete: intent({
      who,
      parse: parsePollId,
      audit: 'poll',
      invalidates: 'all',
      run: async ({ user, input }) => {
        const result = await deletePoll(user, input.id)
        if (!result.ok) return result
        return redirectWithToast('/admin/polls', { type: 'success', title: result.message })
      },
    }),
    update: intent({
      who,
      parse: (form) => {
        const id = parsePollId(form)
        if (!id.ok) return id
        const parsed = PollDetailsSchema.safeParse(Object.fromEntries(form))
        // the page shows the errors at the poll they belong to
        if (!parsed.success)
          return Object.assign(invalidResult(parsed.error.issues), { pollId: id.input.id })
        return { ok: true, input: { ...parsed.data, id: id.input.id } }
      },
      audit: 'poll',
      invalidates: 'all',
      run: ({ user, input }) => updatePollDetails(user, input.id, input),
    }),
  },
})

export default function AdminPolls({ loaderData, actionData }: Route.ComponentProps) {
  const { polls } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const failed =
    actionData && !actionData.ok
      ? (actionData as { pollId?: string; errors?: Record<string, string> })
      : null
  return (
    <AdminPage
      title="Polls"
      description="One poll is active at a time; members vote on the homepage and on Community."
      actions={<NewItemLink to="/admin/polls/new">New poll</NewItemLink>}
    >
      <ListTable
        caption="Polls"
        rowCount={polls.length}
        columns={
          <>
            <Th>Poll</Th>
            <Th>Status</Th>
            <Th className="text-right">Votes</Th>
            <Th>Created</Th>
          </>
        }
        empty={{
          icon: <BarChart3 aria-hidden className="size-6" />,
          title: 'No polls yet',
          message: 'Ask the community something: create the first poll.',
        }}
      >
        {polls.map((p) => (
          <Tr key={p.id}>
            <Td className="align-top">
              <p className="font-semibold">{p.title}</p>
              <p className="text-xs text-sand-800">
                {p.optionCount} options{p.description ? ` · ${p.description}` : ''}
              </p>
              <PollDetailsForm
                poll={p}
                busy={busy}
                errors={failed?.pollId === p.id ? failed.errors : undefined}
              />
            </Td>
            <Td className="align-top">
              <StatusBadge tone={p.isActive ? 'success' : 'neutral'}>
                {p.isActive ? 'Active' : 'Inactive'}
              </StatusBadge>
            </Td>
            <Td className="text-right align-top tabular-nums">{formatCount(p.totalVotes)}</Td>
            <Td className="align-top text-sand-800">
              <LocalTime value={p.createdAt} withTime={false} />
            </Td>
            <Td className="align-top">
              <PollRowActions poll={p} busy={busy} />
            </Td>
          </Tr>
        ))}
      </ListTable>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.polls.minRole} />
}
