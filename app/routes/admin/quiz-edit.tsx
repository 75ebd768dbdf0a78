import { useNavigation } from 'react-router'
import type { Route } from './+types/quiz-edit'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { QuizEditorForm, type QuizEditorValues } from '#app/features/quizzes/components/quiz-admin'
import { QuizEditorSchema } from '#app/features/quizzes/quizzes.schema'
import { quizToEditor, saveQuiz } from '#app/features/quizzes/quizzes-admin.server'
import { getQuiz } from '#app/features/quizzes/quizzes.server'
import { failure, fieldErrorsOf } from '#app/utils/action-result'
import { redirectWithToast } from '#app/utils/action-response.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { isUuid } from '#app/utils/uuid'
import { invariantResponse } from '#app/utils/invariant'

const EMPTY: QuizEditorValues = {
  title: '',
  slug: '',
  description: '',
  hubId: '',
  isPublished: false,
  results: '',
  questions: '',
}

export const meta: Route.MetaFunction = () => [{ title: 'Quiz editor | Admin' }]

async function loadQuiz(id: string | undefined) {
  if (!id) return null
  invariantResponse(isUuid(id), 'Quiz not found')
  const quiz = await getQuiz({ id }, { publishedOnly: false })
  invariantResponse(quiz, 'Quiz not found')
  return quiz
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.quizzes.minRole)
  const quiz = await loadQuiz(params.quizId)
  return { values: quiz ? quizToEditor(quiz) : EMPTY, isNew: !quiz }
}

/** What the form sent, shown again when it is refused. */
function quizEcho(form: FormData) {
  const values = Object.fromEntries(form)
  return { ...EMPTY, ...values, isPublished: values.isPublished === 'on' } as QuizEditorValues
}

export const action = defineAction({
  defaultIntent: 'save',
  respond: 'result',
  intents: {
    save: intent({
      who: ADMIN_SECTIONS.quizzes.minRole,
      parse: (form) => {
        const parsed = QuizEditorSchema.safeParse(Object.fromEntries(form))
        if (parsed.success) return { ok: true, input: parsed.data }
        const errors = fieldErrorsOf(parsed.error.issues)
        return Object.assign(failure('Please fix the highlighted fields', 400, errors), {
          values: quizEcho(form),
        })
      },
      audit: 'quiz',
      // a published quiz's page, /quizzes and its hub show it
      invalidates: 'all',
      run: async ({ user, params, input, form }) => {
        const quiz = await loadQuiz(params.quizId)
        const result = await saveQuiz(user, quiz?.id ?? null, input)
        if (!result.ok) return { ...result, errors: result.errors ?? {}, values: quizEcho(form) }
        return redirectWithToast('/admin/quizzes', { type: 'success', title: result.message })
      },
    }),
  },
})

export default function AdminQuizEdit({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  return (
    <AdminPage
      title={loaderData.isNew ? 'New quiz' : 'Edit quiz'}
      description="5 to 10 questions; each answer counts toward one result, and the result chosen most wins."
    >
      <QuizEditorForm
        key={actionData ? 'after-post' : 'loaded'}
        values={
          (actionData && 'values' in actionData ? actionData.values : null) ?? loaderData.values
        }
        errors={actionData?.errors ?? {}}
        message={actionData?.message}
        busy={busy}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.quizzes.minRole} />
}
