import { useNavigation } from 'react-router'
import { readFormData } from '#app/utils/form-data.server'
import type { Route } from './+types/quiz-edit'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { requireRole } from '#app/features/accounts/roles.server'
import { QuizEditorForm, type QuizEditorValues } from '#app/features/quizzes/components/quiz-admin'
import { QuizEditorSchema } from '#app/features/quizzes/quizzes.schema'
import { quizToEditor, saveQuiz } from '#app/features/quizzes/quizzes-admin.server'
import { getQuiz } from '#app/features/quizzes/quizzes.server'
import { failure, fieldErrorsOf } from '#app/utils/action-result'
import { redirectWithToast, resultResponse } from '#app/utils/action-response.server'
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

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.quizzes.minRole)
  const quiz = await loadQuiz(params.quizId)
  const form = Object.fromEntries(await readFormData(request))
  const echo = { ...EMPTY, ...form, isPublished: form.isPublished === 'on' } as QuizEditorValues
  const parsed = QuizEditorSchema.safeParse(form)
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues)
    return resultResponse({
      ...failure('Please fix the highlighted fields', 400, errors),
      values: echo,
    })
  }
  const result = await saveQuiz(user, quiz?.id ?? null, parsed.data)
  if (!result.ok) return resultResponse({ ...result, errors: result.errors ?? {}, values: echo })
  return redirectWithToast('/admin/quizzes', { type: 'success', title: result.message })
}

export default function AdminQuizEdit({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  return (
    <AdminPage
      title={loaderData.isNew ? 'New quiz' : 'Edit quiz'}
      description="5 to 10 questions; each answer counts toward one result, and the result chosen most wins."
    >
      <QuizEditorForm
        key={actionData ? 'after-post' : 'loaded'}
        values={actionData?.values ?? loaderData.values}
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
