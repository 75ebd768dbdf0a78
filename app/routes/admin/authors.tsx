import { UserRound } from 'lucide-react'
import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/authors'
import { AdminPage, NewItemLink } from '#app/components/admin/admin-page'
import { ListTable, Td, Th, Tr } from '#app/components/admin/data-table'
import { AdminRouteErrorBoundary } from '#app/shell/admin/guard-cards'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import { AuthorDeleteForm } from '#app/features/authors/authors-admin-components'
import { DeleteAuthorSchema } from '#app/features/authors/authors-admin.schema'
import { deleteAuthor, listAdminAuthors } from '#app/features/authors/authors-admin.server'
import { safeImageUrl } from '#app/utils/image-url'
import { actionResponse } from '#app/utils/action-response.server'
import { defineAction, intent } from '#app/features/accounts/route-action.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'

export const meta: Route.MetaFunction = () => [{ title: 'Authors | Admin' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.authors.minRole)
  return { authors: await listAdminAuthors() }
}

export const action = defineAction({
  intents: {
    delete: intent({
      who: ADMIN_SECTIONS.authors.minRole,
      schema: DeleteAuthorSchema,
      audit: 'author',
      // the byline leaves its articles (or moves to another author) and its page is gone
      invalidates: 'all',
      run: async ({ user, input }) =>
        actionResponse(await deleteAuthor(user, input.id, input.reassignTo), {
          authorId: input.id,
        }),
    }),
  },
})

export default function AdminAuthors({ loaderData, actionData }: Route.ComponentProps) {
  const { authors } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const failedFor =
    actionData && !actionData.ok ? (actionData as { authorId?: string }).authorId : null
  return (
    <AdminPage
      title="Authors"
      description="The bylines readers see on articles and author pages."
      actions={<NewItemLink to="/admin/authors/new">New author</NewItemLink>}
    >
      <ListTable
        caption="Authors"
        rowCount={authors.length}
        columns={
          <>
            <Th>Author</Th>
            <Th>Linked account</Th>
            <Th className="text-right">Articles</Th>
          </>
        }
        empty={{
          icon: <UserRound aria-hidden className="size-6" />,
          title: 'No authors yet',
          message: 'Create the first byline.',
        }}
      >
        {authors.map((a) => {
          const avatar = safeImageUrl(a.avatarUrl)
          return (
            <Tr key={a.id}>
              <Td>
                <div className="flex items-center gap-3">
                  <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-sand-100 text-sand-700">
                    {avatar ? (
                      <img
                        src={avatar}
                        alt=""
                        width={40}
                        height={40}
                        className="size-full object-cover"
                      />
                    ) : (
                      <UserRound aria-hidden className="size-5" />
                    )}
                  </div>
                  <div className="min-w-0">
                    <Link
                      to={`/admin/authors/edit/${a.id}`}
                      className="font-semibold hover:underline"
                    >
                      {a.name}
                    </Link>
                    <p className="truncate text-xs text-sand-800">
                      {a.title || `/author/${a.slug}`}
                    </p>
                  </div>
                </div>
              </Td>
              <Td className="text-sand-800">{a.userEmail ?? 'Not linked'}</Td>
              <Td className="text-right tabular-nums">{a.articleCount}</Td>
              <Td className="align-top">
                <AuthorDeleteForm
                  author={a}
                  others={authors.filter((o) => o.id !== a.id)}
                  busy={busy}
                  error={failedFor === a.id ? actionData?.message : undefined}
                />
              </Td>
            </Tr>
          )
        })}
      </ListTable>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.authors.minRole} />
}
