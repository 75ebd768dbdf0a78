import { useNavigation } from 'react-router'
import type { Route } from './+types/poll-new'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { NewPollForm } from '#app/features/polls/components/poll-admin'
import { PollFormSchema } from '#app/features/polls/polls.schema'
import { createPoll } from '#app/features/polls/polls.server'
import { failure, fieldErrorsOf } from '#app/utils/action-result'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'New poll | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.polls.minRole)
  return null
}

/** What the form sent, shown again when it is refused. */
function pollEcho(form: FormData) {
  const title = form.get('title')
  const description = form.get('description')
  return {
    title: typeof title === 'string' ? title : '',
    description: typeof description === 'string' ? description : '',
    options: form.getAll('options').filter((o): o is string => typeof o === 'string'),
    isActive: form.get('isActive') === 'on',
  }
}

export const action = defineAction({
  defaultIntent: 'create',
  respond: 'result',
  intents: {
    create: intent({
      who: ADMIN_SECTIONS.polls.minRole,
      parse: (form) => {
        const parsed = PollFormSchema.safeParse({
          title: form.get('title'),
          description: form.get('description'),
          options: form.getAll('options'),
          isActive: form.get('isActive'),
        })
        if (parsed.success) return { ok: true, input: parsed.data }
        const errors = fieldErrorsOf(parsed.error.issues)
        return Object.assign(failure('Please fix the highlighted fields', 400, errors), {
          values: pollEcho(form),
        })
      },
      audit: 'poll',
      // only an active poll is on the public pages
      invalidates: ({ input }) => (input.isActive ? 'all' : 'nothing'),
      run: async ({ user, input, form }) => {
        const result = await createPoll(user, input)
        if (!result.ok) return { ...result, errors: {}, values: pollEcho(form) }
        return redirectWithToast('/admin/polls', { type: 'success', title: result.message })
      },
    }),
  },
})

export default function AdminPollNew({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  return (
    <AdminPage title="New poll" description="Ask the community one question with 2 to 10 answers.">
      <NewPollForm
        values={actionData && 'values' in actionData ? actionData.values : undefined}
        errors={actionData?.errors ?? {}}
        message={actionData?.message}
        busy={busy}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.polls.minRole} />
}
