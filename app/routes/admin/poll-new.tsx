import { useNavigation } from 'react-router'
import type { Route } from './+types/poll-new'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { readFormData } from '#app/utils/form-data.server'
import { requireRole } from '#app/features/accounts/roles.server'
import { NewPollForm } from '#app/features/polls/components/poll-admin'
import { PollFormSchema } from '#app/features/polls/polls.schema'
import { createPoll } from '#app/features/polls/polls.server'
import { failure, fieldErrorsOf } from '#app/utils/action-result'
import { redirectWithToast, resultResponse } from '#app/utils/action-response.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'New poll | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.polls.minRole)
  return null
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.polls.minRole)
  const form = await readFormData(request)
  const values = {
    title: form.get('title'),
    description: form.get('description'),
    options: form.getAll('options'),
    isActive: form.get('isActive'),
  }
  const echo = {
    title: typeof values.title === 'string' ? values.title : '',
    description: typeof values.description === 'string' ? values.description : '',
    options: values.options.filter((o): o is string => typeof o === 'string'),
    isActive: values.isActive === 'on',
  }
  const parsed = PollFormSchema.safeParse(values)
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues)
    return resultResponse({
      ...failure('Please fix the highlighted fields', 400, errors),
      values: echo,
    })
  }
  const result = await createPoll(user, parsed.data)
  if (!result.ok) return resultResponse({ ...result, errors: {}, values: echo })
  return redirectWithToast('/admin/polls', { type: 'success', title: result.message })
}

export default function AdminPollNew({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  return (
    <AdminPage title="New poll" description="Ask the community one question with 2 to 10 answers.">
      <NewPollForm
        values={actionData?.values}
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
