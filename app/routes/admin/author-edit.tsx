import { ExternalLink } from 'lucide-react'
import { useNavigation } from 'react-router'
import type { Route } from './+types/author-edit'
import { AdminPage } from '#app/components/admin/admin-page'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { buttonClass } from '#app/components/ui/button'
import { requireRole } from '#app/features/accounts/roles.server'
import { AuthorEditorForm, EMPTY_AUTHOR } from '#app/features/authors/authors-admin-components'
import { AuthorFormSchema, authorFormValues } from '#app/features/authors/authors-admin.schema'
import {
  createAuthor,
  getAdminAuthor,
  listLinkableUsers,
  updateAuthor,
} from '#app/features/authors/authors-admin.server'
import { formErrorOf, invalidResult } from '#app/utils/action-result'
import { redirectWithToast } from '#app/utils/action-response.server'
import { isUuid } from '#app/utils/uuid'
import { invariantResponse } from '#app/utils/invariant'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.author?.name ?? 'New author'} | Admin` },
]

async function loadAuthor(authorId: string | undefined) {
  if (!authorId) return null
  const author = isUuid(authorId) ? await getAdminAuthor(authorId) : null
  invariantResponse(author, 'Author not found')
  return author
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.authors.minRole)
  const [author, users] = await Promise.all([loadAuthor(params.authorId), listLinkableUsers()])
  return { author, users }
}

export const action = defineAction({
  defaultIntent: 'save',
  intents: {
    save: intent({
      who: ADMIN_SECTIONS.authors.minRole,
      parse: (form) => {
        const parsed = AuthorFormSchema.safeParse(authorFormValues(form))
        return parsed.success
          ? { ok: true, input: parsed.data }
          : invalidResult(parsed.error.issues)
      },
      audit: 'author',
      // a byline shows on the author page and every article that carries it
      invalidates: 'all',
      run: async ({ user, input, params }) => {
        const existing = await loadAuthor(params.authorId)
        if (existing) return updateAuthor(user, existing.id, input)
        const result = await createAuthor(user, input)
        if (!result.ok) return result
        return redirectWithToast(`/admin/authors/edit/${result.id}`, {
          type: 'success',
          title: result.message,
        })
      },
    }),
  },
})

export default function AdminAuthorEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { author, users } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = (actionData && !actionData.ok ? actionData.errors : undefined) ?? {}
  const message = formErrorOf(actionData) ?? null
  return (
    <AdminPage
      title={author ? author.name : 'New author'}
      description={
        author
          ? `${author.articleCount} article(s) carry this byline.`
          : 'Add a byline for articles.'
      }
      back={{ to: '/admin/authors', label: 'All authors' }}
      actions={
        author ? (
          <a
            href={`/author/${author.slug}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('ghost', 'sm')}
          >
            <ExternalLink aria-hidden className="size-4" /> View profile
          </a>
        ) : null
      }
    >
      <AuthorEditorForm
        key={author ? String(author.updatedAt) : 'new'}
        author={author ?? EMPTY_AUTHOR}
        users={users}
        errors={errors}
        message={message}
        busy={busy}
        isNew={!author}
      />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.authors.minRole} />
}
