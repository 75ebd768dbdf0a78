import { Archive, Inbox, Trash2 } from 'lucide-react'
import { Form, data, useNavigation } from 'react-router'
import type { Route } from './+types/inbox-message'
import { AdminPage } from '#app/components/admin/admin-page'
import { ConfirmDialog } from '#app/components/admin/confirm-dialog'
import { AdminRouteErrorBoundary } from '#app/components/admin/guard-cards'
import { Button } from '#app/components/ui/button'
import { useActionToast } from '#app/components/use-action-toast'
import { requireRole } from '#app/features/accounts/roles.server'
import {
  InboxMessage,
  ReplyForm,
  ReplyHistory,
} from '#app/features/contact/components/inbox-message'
import { MessageStatusSchema, ReplyFormSchema } from '#app/features/contact/inbox.schema'
import {
  deleteMessage,
  getInboxMessage,
  replyToMessage,
  setMessageStatus,
} from '#app/features/contact/inbox.server'
import { invalidResult, type ActionResult } from '#app/utils/action-result'
import { actionResponse, redirectWithToast } from '#app/utils/action-response.server'
import { readFormData } from '#app/utils/form-data.server'
import { ADMIN_SECTIONS } from '#app/components/admin/admin-sections'
import { invariantResponse } from '#app/utils/invariant'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.message.subject || 'Message'} | Inbox | Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
]

async function loadMessage(id: string) {
  const message = await getInboxMessage(id)
  invariantResponse(message, 'Message not found')
  return message
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, ADMIN_SECTIONS.inbox.minRole)
  const message = await loadMessage(params.messageId)
  return data({ message }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireRole(request, ADMIN_SECTIONS.inbox.minRole)
  const message = await loadMessage(params.messageId)
  const form = await readFormData(request)
  const intent = String(form.get('intent') ?? '')
  let result: ActionResult
  switch (intent) {
    case 'reply': {
      const parsed = ReplyFormSchema.safeParse({ body: form.get('body') ?? '' })
      if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
      result = await replyToMessage(user, message.id, parsed.data.body)
      break
    }
    case 'status': {
      const parsed = MessageStatusSchema.safeParse({ status: form.get('status') })
      if (!parsed.success) return actionResponse(invalidResult(parsed.error.issues))
      result = await setMessageStatus(user, message.id, parsed.data.status)
      break
    }
    case 'delete': {
      result = await deleteMessage(user, message.id)
      if (result.ok)
        return redirectWithToast('/admin/inbox', { type: 'success', title: result.message })
      break
    }
    default:
      result = { ok: false, status: 400, message: 'Unknown action' }
  }
  return actionResponse(result)
}

export default function AdminInboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData
  const busy = useNavigation().state !== 'idle'
  useActionToast(actionData)
  const errors = actionData && !actionData.ok ? actionData.errors : undefined
  const archived = message.status === 'archived'
  return (
    <AdminPage
      title="Message"
      back={{ to: '/admin/inbox', label: 'Inbox' }}
      actions={
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value={archived ? 'new' : 'archived'} />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              {archived ? (
                <>
                  <Inbox aria-hidden className="size-4" /> Move to inbox
                </>
              ) : (
                <>
                  <Archive aria-hidden className="size-4" /> Archive
                </>
              )}
            </Button>
          </Form>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                <Trash2 aria-hidden className="size-4" /> Delete
              </Button>
            }
            title="Delete this message?"
            description="The message and its replies are removed for good."
            confirmLabel="Delete"
            fields={{ intent: 'delete' }}
          />
        </div>
      }
    >
      <div className="space-y-6">
        <InboxMessage message={message} />
        <ReplyHistory replies={message.replies} />
        <ReplyForm
          key={message.replies.length}
          to={message.email}
          busy={busy}
          error={errors?.body}
          formError={actionData && !actionData.ok && !errors ? actionData.message : undefined}
        />
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary minRole={ADMIN_SECTIONS.inbox.minRole} />
}
