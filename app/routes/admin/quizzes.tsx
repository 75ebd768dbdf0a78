import { Sparkles } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/quizzes'
import { AdminPage, NewItemLink, StatusBadge } from '#app/components/admin/admin-page'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { ListTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { buttonClass } from '#app/components/ui/button'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { QuizIdSchema } from '#app/features/quizzes/quizzes.schema'
import {
  deleteQuiz,
  listAdminQuizzes,
  setQuizPublished,
} from '#app/features/quizzes/quizzes-admin.server'
import { redirectWithToast } from '#app/utils/action-response.server'
import { HUB_TITLES } from '#app/utils/site'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Quizzes | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.quizzes.minRole)
  return { quizzes: await listAdminQuizzes() }
}

const who = ADMIN_SECTIONS.quizzes.minRole

const publish = (on: boolean) =>
  intent({
    who,
    schema: QuizIdSchema,
    audit: 'quiz',
    // a published quiz is listed on /quizzes and its hub
    invalidates: 'all',
    run: ({ user, input }) => setQuizPublished(user, input.id, on),
  })

export const action = defineAction({
  intents: {
    publish: publish(true),
    unpublish: publish(false),
    delete: intent({
      who,
      schema: QuizIdSchema,
      audit: 'quiz',
      invalidates: 'all',
      run: async ({ user, input }) => {
        const result = await deleteQuiz(user, input.id)
        if (!result.ok) return result
        return redirectWithToast('/admin/quizzes', { type: 'success', title: result.message })
      },
    }),
  },
})

export default function AdminQuizzes({ loaderData, actionData }: Route.ComponentProps) {
  const { quizzes } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  return (
    <AdminPage
      title="Quizzes"
      description="The Quiz Center's quizzes: questions, answers and result profiles."
      actions={<NewItemLink to="/admin/quizzes/new">New quiz</NewItemLink>}
    >
      <ListTable
        caption="Quizzes"
        rowCount={quizzes.length}
        columns={
          <>
            <Th>Quiz</Th>
            <Th>Status</Th>
            <Th>Hub</Th>
          </>
        }
        empty={{
          icon: <Sparkles aria-hidden className="size-6" />,
          title: 'No quizzes yet',
          message: 'Create the first quiz for the Quiz Center.',
        }}
      >
        {quizzes.map((q) => (
          <Tr key={q.id}>
            <Td>
              <Link to={`/admin/quizzes/${q.id}`} className="font-semibold hover:underline">
                {q.title}
              </Link>
              <p className="text-xs text-sand-800">/quiz-center/{q.slug}</p>
            </Td>
            <Td>
              <StatusBadge tone={q.isPublished ? 'success' : 'neutral'}>
                {q.isPublished ? 'Published' : 'Draft'}
              </StatusBadge>
            </Td>
            <Td className="text-sand-800">{HUB_TITLES[q.hubId] ?? q.hubId}</Td>
            <Td>
              <div className="flex flex-wrap justify-end gap-2">
                <Form method="post">
                  <input type="hidden" name="id" value={q.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={q.isPublished ? 'unpublish' : 'publish'}
                    disabled={busy}
                    className={buttonClass('outline', 'sm')}
                  >
                    {q.isPublished ? 'Unpublish' : 'Publish'}
                    <span className="sr-only"> {q.title}</span>
                  </button>
                </Form>
                <ConfirmDialog
                  trigger={
                    <button type="button" className={buttonClass('ghost', 'sm', 'text-red-800')}>
                      Delete<span className="sr-only"> {q.title}</span>
                    </button>
                  }
                  title="Delete this quiz?"
                  description={`"${q.title}" and the results members kept from it are removed for good.`}
                  confirmLabel="Delete quiz"
                  fields={{ intent: 'delete', id: q.id }}
                />
              </div>
            </Td>
          </Tr>
        ))}
      </ListTable>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.quizzes.minRole} />
}
